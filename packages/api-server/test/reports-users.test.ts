// Figures, the highway strip, the monthly spreadsheets, user administration and the public
// reporter follow-up. Expected values are computed from the seeded data read through the API.
import type { FastifyInstance } from 'fastify';
import readXlsxFile from 'read-excel-file/node';
import { CLOSED_STATUS, COMMUNES, type Ticket } from '@vigia/domain';
import { ticketHistory } from '../src/db/schema';
import { localDateTime, localDay } from '../src/repositories/reports';
import { DEMO, auth, body, newProfile, removeDir, startApp, tempDir, validEvent, withSignedInApp } from './helpers';

let app: FastifyInstance;
let all: Ticket[];
let created: Ticket;

const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: auth(token) });
const countWhere = (list: Ticket[], f: (x: Ticket) => boolean) => list.filter(f).length;

async function listAll(token: string, path = '/api/ticket/search'): Promise<Ticket[]> {
  const out: Ticket[] = [];
  for (let page = 0; ; page++) {
    const res = body(await get(`${path}?page=${page}&size=100`, token)).payload;
    out.push(...res.content);
    if (out.length >= res.total || res.content.length === 0) return out;
  }
}

const { t, id } = withSignedInApp(
  {},
  async (started) => {
    app = started;
    // One more event, reported anonymously by a known e-mail, assigned to the operator and closed.
    const res = await app.inject({ method: 'POST', url: '/api/ticket', payload: validEvent({ email: 'Seguimiento@Correo.cl' }) });
    const newId = res.json().payload as number;
    const ticket = body(await get(`/api/ticket/${newId}`, t.SUPERVISOR)).payload;
    // The SPEC's unconditional PUT (no version): `ticket` is read once, before both saves.
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: `/api/ticket/${newId}`, headers: auth(t.SUPERVISOR), payload: { ...payload, version: undefined } });
    expect((await put({ ...ticket, assignedToId: id.OPERATOR, statusCode: 'EN_PROCESO' })).statusCode).toBe(200);
    // An internal note (the default) and a comment made public for the reporter (issue 23).
    for (const payload of [
      { comment: 'Carabineros avisados, patente del camión registrada' },
      { comment: 'Grúa en camino', visibility: 'PUBLIC' },
    ]) {
      const res = await app.inject({ method: 'POST', url: `/api/ticket/${newId}/comment`, headers: auth(t.OPERATOR), payload });
      expect(res.statusCode).toBe(201);
      expect(body(res).payload.visibility).toBe(payload.visibility ?? 'INTERNAL');
    }
    // Closing takes a reason from the admin's list (issue 23).
    const [reason] = body(await get('/api/close-reason', t.SUPERVISOR)).payload as { code: string }[];
    expect((await put({ ...ticket, assignedToId: id.OPERATOR, statusCode: CLOSED_STATUS, closeReason: reason!.code })).statusCode).toBe(
      200,
    );
    created = body(await get(`/api/ticket/${newId}`, t.SUPERVISOR)).payload;
    // Every event as the control room reads it (issue 40: ADMIN reads `injured` hidden).
    all = await listAll(t.SUPERVISOR);
  },
  DEMO,
  90_000,
);

describe('GET /api/report/reportStatistic', () => {
  it('matches the events: status, category, commune, direction, last 30 days, open/closed, mean time to close', async () => {
    const stat = body(await get('/api/report/reportStatistic', t.SUPERVISOR)).payload;
    expect(stat.total).toBe(all.length);
    for (const s of stat.byStatus) expect(s.count).toBe(countWhere(all, (x) => x.statusCode === s.code));
    for (const c of stat.byCategory) expect(c.count).toBe(countWhere(all, (x) => x.category === c.code));
    expect(stat.byCommune.slice(0, COMMUNES.length).map((c: { name: string }) => c.name)).toEqual(COMMUNES.map((c) => c.name));
    for (const c of stat.byCommune) expect(c.count).toBe(countWhere(all, (x) => x.commune === c.name));
    expect(stat.byDirection).toEqual([
      { code: 'NORTH', name: 'Norte a sur', count: countWhere(all, (x) => x.orientation === 'NORTH') },
      { code: 'SOUTH', name: 'Sur a norte', count: countWhere(all, (x) => x.orientation === 'SOUTH') },
    ]);
    for (const row of stat.byCommuneDirection) {
      expect(row.north).toBe(countWhere(all, (x) => x.commune === row.commune && x.orientation === 'NORTH'));
      expect(row.south).toBe(countWhere(all, (x) => x.commune === row.commune && x.orientation === 'SOUTH'));
    }
    expect(stat.perDay).toHaveLength(30);
    expect(stat.perDay.at(-1).date).toBe(localDay(new Date()));
    for (const d of stat.perDay) expect(d.count).toBe(countWhere(all, (x) => localDay(new Date(x.dateEvent)) === d.date));
    const closed = all.filter((x) => x.statusCode === CLOSED_STATUS);
    expect(stat.closed).toBe(closed.length);
    expect(stat.open).toBe(all.length - closed.length);
    expect(stat.unassigned).toBe(countWhere(all, (x) => x.statusCode !== CLOSED_STATUS && !x.assignedToId));

    // Mean hours from report to the history entry that closed each event.
    const history = await app.db.select().from(ticketHistory);
    const hours = closed.map((x) => {
      const closing = history
        .filter((h) => h.ticketId === x.id && (h.changes as { statusCode?: unknown[] }).statusCode?.[1] === CLOSED_STATUS)
        .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime())
        .at(-1);
      const at = closing ? closing.changedAt.getTime() : new Date(x.updatedAt).getTime();
      return (at - new Date(x.createdAt).getTime()) / 3600_000;
    });
    expect(stat.meanHoursToClose).toBeCloseTo(hours.reduce((a, b) => a + b, 0) / hours.length, 1);
  });

  it('each role counts only the events it may see', async () => {
    const mine = await listAll(t.DRIVER, '/api/ticket/list/me');
    const driver = body(await get('/api/report/reportStatistic', t.DRIVER)).payload;
    expect(driver.total).toBe(mine.length);
    expect(mine.every((x) => x.createdById === id.DRIVER)).toBe(true);
    const assigned = await listAll(t.OPERATOR, `/api/ticket/list/operator/${id.OPERATOR}`);
    const operator = body(await get('/api/report/reportStatistic', t.OPERATOR)).payload;
    expect(operator.total).toBe(assigned.length);
    expect(operator.closed).toBe(countWhere(assigned, (x) => x.statusCode === CLOSED_STATUS));
    expect(operator.unassigned).toBe(0);
    expect(body(await get('/api/report/reportStatistic', t.INSPECTOR)).payload.total).toBe(all.length);
    expect((await app.inject({ method: 'GET', url: '/api/report/reportStatistic' })).statusCode).toBe(401);
  });
});

describe('GET /api/report/strip', () => {
  it('lists the open events in scope with km, direction and category, and no personal data', async () => {
    const strip = body(await get('/api/report/strip', t.SUPERVISOR)).payload;
    const open = all.filter((x) => x.statusCode !== CLOSED_STATUS);
    expect(strip.map((s: { id: number }) => s.id).sort()).toEqual(open.map((x) => x.id).sort());
    const one = open[0]!;
    expect(strip.find((s: { id: number }) => s.id === one.id)).toEqual({
      id: one.id,
      kilometer: one.kilometer,
      orientation: one.orientation,
      commune: one.commune,
      category: one.category,
      categoryName: one.categoryName,
      classificationName: one.classificationName,
      statusCode: one.statusCode,
      statusName: one.statusName,
      dateEvent: one.dateEvent,
      assigned: one.assignedToId !== null,
      injured: one.injured,
    });
    const operator = body(await get('/api/report/strip', t.OPERATOR)).payload;
    // An operator sees their own events and every open unassigned one (issue 23).
    expect(operator.map((s: { id: number }) => s.id).sort()).toEqual(
      open
        .filter((x) => x.assignedToId === id.OPERATOR || x.assignedToId === null)
        .map((x) => x.id)
        .sort(),
    );
    const driver = body(await get('/api/report/strip', t.DRIVER)).payload;
    expect(driver.map((s: { id: number }) => s.id).sort()).toEqual(
      open
        .filter((x) => x.createdById === id.DRIVER)
        .map((x) => x.id)
        .sort(),
    );
  });
});

describe('monthly reports', () => {
  const month = () => new Date(created.dateEvent).getUTCMonth() + 1;
  const year = () => new Date(created.dateEvent).getUTCFullYear();
  const inMonth = (list: Ticket[]) =>
    list.filter((x) => new Date(x.dateEvent).getUTCMonth() + 1 === month() && new Date(x.dateEvent).getUTCFullYear() === year());
  const download = (type: string, token: string, extra = '') => get(`/api/report/${type}?month=${month()}&year=${year()}${extra}`, token);

  it('events: an XLSX with one row per event of the month, every field and the status history', async () => {
    const res = await download('events', t.SUPERVISOR);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="eventos-${year()}-${String(month()).padStart(2, '0')}.xlsx"`);
    const [sheet] = await readXlsxFile(res.rawPayload);
    const [header, ...rows] = sheet!.data as unknown[][];
    expect(header).toEqual(
      expect.arrayContaining([
        'N° de evento',
        'Fecha del evento',
        'Canal',
        'Categoría',
        'Estado',
        'Severidad',
        'Plazo',
        'Comuna',
        'Kilómetro',
        'Sentido',
        'Nombre',
        'RUT',
        'Teléfono',
        'Correo electrónico',
        'Patente',
        'Historial de estados',
        'Fecha de cierre',
        'Motivo de cierre',
      ]),
    );
    const col = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => r[col('N° de evento')]).sort()).toEqual(
      inMonth(all)
        .map((x) => x.id)
        .sort(),
    );
    const row = rows.find((r) => r[col('N° de evento')] === created.id)!;
    expect(row[col('RUT')]).toBe(created.rut);
    expect(row[col('Correo electrónico')]).toBe(created.email);
    expect(row[col('Patente')]).toBe(created.patente);
    expect(row[col('Kilómetro')]).toBe(created.kilometer);
    expect(row[col('Estado')]).toBe(created.statusName);
    expect(row[col('Cambios de estado')]).toBe(3);
    expect(String(row[col('Historial de estados')])).toMatch(/Abierto; .* Abierto → En proceso; .* En proceso → Cerrado$/);
    expect(row[col('Fecha de cierre')]).toBeInstanceOf(Date);
  });

  it('events: human headers, labels instead of codes, dates as real cells in Chile time', async () => {
    const [sheet] = await readXlsxFile((await download('events', t.SUPERVISOR)).rawPayload);
    const [header, ...rows] = sheet!.data as unknown[][];
    // Headers are words, not column names such as fecha_evento.
    for (const h of header!) expect(String(h)).not.toMatch(/_|^[a-z]+$/);
    const col = (name: string) => header!.indexOf(name);
    const row = rows.find((r) => r[col('N° de evento')] === created.id)!;
    expect(row[col('Canal')]).toBe('Web');
    expect(row[col('Sentido')]).toBe(created.orientation === 'NORTH' ? 'Norte a sur' : 'Sur a norte');
    expect(['Menor', 'Moderada', 'Mayor', 'Crítica']).toContain(row[col('Severidad')]);
    // Closed: whether it met its time, never 'Vencido' (the named deadline's outcome, issue 37).
    expect(created.statusCode).toBe(CLOSED_STATUS);
    expect(row[col('Plazo')]).toBe(created.slaMet ? 'Cerrado a tiempo' : 'Cerrado fuera de plazo');
    for (const r of rows)
      expect(['En plazo', 'En riesgo', 'Vencido', 'Cerrado a tiempo', 'Cerrado fuera de plazo']).toContain(r[col('Plazo')]);
    // Time to close as h:mm, not hours with decimals.
    expect(String(row[col('Tiempo hasta el cierre (h:mm)')])).toMatch(/^\d+:[0-5]\d$/);
    expect(created.closeReasonName).toBeTruthy();
    expect(row[col('Motivo de cierre')]).toBe(created.closeReasonName);
    // A date cell shows Chile's wall clock: its (zone-less) fields are the Santiago time of the instant.
    const cell = row[col('Fecha del evento')] as Date;
    expect(cell).toBeInstanceOf(Date);
    const chile = localDateTime(created.dateEvent).replace(' ', 'T');
    expect(cell.toISOString().slice(0, 16)).toBe(chile);
    // Nothing in the sheet spells a code the API uses.
    expect(JSON.stringify(rows)).not.toMatch(/WEB_SELF_SERVICE|"(NORTH|SOUTH|MINOR|MODERATE|MAJOR|CRITICAL|AT_RISK|BREACHED)"/);

    // CSV for a Chilean spreadsheet: UTF-8 with BOM, ';' between cells, decimal comma, dd-mm-yyyy hh:mm in Chile time.
    const csv = await download('events', t.SUPERVISOR, '&format=csv');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"N° de evento";"Fecha del evento";"Fecha de registro";/);
    const line = lines.find((l) => l.startsWith(`"${created.id}";`))!;
    const cells = line.split('";"').map((c) => c.replace(/^"|"$/g, ''));
    const csvCol = (name: string) => lines[0]!.split(';').indexOf(`"${name}"`);
    const [date, time] = chile.split('T');
    expect(cells[1]).toBe(`${date!.split('-').reverse().join('-')} ${time}`);
    expect(cells[csvCol('Kilómetro')]).toBe(String(created.kilometer).replace('.', ','));
    expect(cells[csvCol('Severidad')]).toBe(row[col('Severidad')]);
    expect(cells[csvCol('Plazo')]).toBe(row[col('Plazo')]);
    expect(cells[csvCol('Tiempo hasta el cierre (h:mm)')]).toBe(row[col('Tiempo hasta el cierre (h:mm)')]);
    expect(cells[csvCol('Historial de estados')]).toMatch(/^\d\d-\d\d-\d{4} \d\d:\d\d Abierto; /);
    expect(csv.body).not.toMatch(/WEB_SELF_SERVICE|"(NORTH|SOUTH|MINOR|MODERATE|MAJOR|CRITICAL|AT_RISK|BREACHED|ABIERTO|CERRADO)"/);
  });

  it('the inspector gets personal data masked; the operator the events it may see', async () => {
    const [sheet] = await readXlsxFile((await download('events', t.INSPECTOR)).rawPayload);
    const [header, ...rows] = sheet!.data as unknown[][];
    const row = rows.find((r) => r[header!.indexOf('N° de evento')] === created.id)!;
    expect(row[header!.indexOf('RUT')]).toBe('12********-5');
    expect(row[header!.indexOf('Correo electrónico')]).toBe(`${created.email[0]}***@${created.email.split('@')[1]}`);
    expect(row[header!.indexOf('Nombre')]).toBe('R. P.');
    expect(JSON.stringify(rows)).not.toContain(created.phone);

    const [op] = await readXlsxFile((await download('events', t.OPERATOR)).rawPayload);
    const [opHeader, ...opRows] = op!.data as unknown[][];
    expect(opRows.map((r) => r[opHeader!.indexOf('N° de evento')]).sort()).toEqual(
      inMonth(all)
        .filter((x) => x.assignedToId === id.OPERATOR || (x.assignedToId === null && x.statusCode !== CLOSED_STATUS))
        .map((x) => x.id)
        .sort(),
    );
    expect((await download('events', t.DRIVER)).statusCode).toBe(403);
  });

  it('summary: counts by category, commune, status and direction, in words; CSV with format=csv', async () => {
    const month_ = inMonth(all);
    const [sheet] = await readXlsxFile((await download('summary', t.ADMIN)).rawPayload);
    const [header, ...rows] = sheet!.data as unknown[][];
    expect(header).toEqual(['Dimensión', 'Nombre', 'Eventos', 'Abiertos', 'Cerrados']);
    const find = (dimension: string, name: string) => rows.find((r) => r[0] === dimension && r[1] === name);
    for (const x of month_) {
      expect(find('Categoría', x.categoryName)?.[2]).toBe(countWhere(month_, (y) => y.category === x.category));
      expect(find('Comuna', x.commune)?.[2]).toBe(countWhere(month_, (y) => y.commune === x.commune));
      expect(find('Estado', x.statusName)?.[2]).toBe(countWhere(month_, (y) => y.statusCode === x.statusCode));
    }
    // Issue 39: the channel by name (these events all came through the public form).
    expect(find('Canal', 'Formulario web')?.[2]).toBe(countWhere(month_, (y) => y.channelCode === 'WEB_SELF_SERVICE'));
    // Codes in words: no code of the API in the summary.
    expect(JSON.stringify(rows)).not.toMatch(
      /"(NORTH|SOUTH|MINOR|MODERATE|MAJOR|CRITICAL|ABIERTO|EN_PROCESO|CERRADO|ACCIDENTE|WEB_SELF_SERVICE)"/,
    );
    expect(rows.find((r) => r[0] === 'Total')?.slice(2)).toEqual([
      month_.length,
      countWhere(month_, (y) => y.statusCode !== CLOSED_STATUS),
      countWhere(month_, (y) => y.statusCode === CLOSED_STATUS),
    ]);

    const csv = await download('summary', t.ADMIN, '&format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Dimensión";"Nombre";"Eventos";"Abiertos";"Cerrados"');
    expect(lines).toHaveLength(rows.length + 1);
    expect((await get('/api/report/inventado', t.ADMIN)).statusCode).toBe(404);
    expect((await download('events', t.ADMIN, '&format=pdf')).statusCode).toBe(400);
  });
});

describe('user administration', () => {
  const newUser = newProfile('nueva@example.com', { firstName: 'Nora', lastName: 'Vega' });
  const post = (url: string, payload?: object, token = t.ADMIN) =>
    app.inject({ method: 'POST', url, headers: auth(token), ...(payload ? { payload } : {}) });

  it('creates, refuses a taken e-mail and a short password, lists by q, updates, disables, enables and deletes', async () => {
    const res = await post('/api/profile/new', newUser);
    expect(res.statusCode).toBe(201);
    const user = body(res).payload;
    expect(user).toMatchObject({ email: newUser.email, profileCode: 'OPERATOR', enabled: true });
    expect(user.password).toBeUndefined();
    expect(body(await post('/api/profile/new', newUser)).errors).toEqual([
      { field: 'email', message: 'El correo electrónico ya está registrado' },
    ]);
    expect(body(await post('/api/profile/new', { ...newUser, email: 'otra@example.com', password: '123' })).errors).toEqual([
      { field: 'password', message: 'La contraseña debe tener al menos 6 caracteres' },
    ]);
    const found = body(await get('/api/user/list?q=nora&page=0&size=10', t.ADMIN)).payload;
    expect(found.content.map((u: { id: string }) => u.id)).toEqual([user.id]);
    const updated = await post('/api/profile/update', { ...newUser, uuid: user.id, password: '', lastName: 'Vega Soto' });
    expect(body(updated).payload.lastName).toBe('Vega Soto');
    expect(body(await post(`/api/profile/disable/${user.id}`, {})).payload.enabled).toBe(false);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth', payload: { email: newUser.email, password: newUser.password } })).statusCode,
    ).toBe(403);
    expect(body(await post(`/api/profile/disable/${user.id}`, { enabled: true })).payload.enabled).toBe(true);
    expect(body(await post(`/api/profile/delete/${user.id}`)).payload).toBe(true);
    expect(body(await get('/api/user/list?q=nora', t.ADMIN)).payload.total).toBe(0);
  });

  it('an admin cannot delete or disable themself; other roles cannot administer', async () => {
    for (const url of [`/api/profile/delete/${id.ADMIN}`, `/api/profile/disable/${id.ADMIN}`]) {
      const res = await post(url, {});
      expect(res.statusCode).toBe(409);
      expect(body(res).errors).toEqual([{ message: 'No puede realizar esta acción sobre su propia cuenta' }]);
    }
    expect((await get('/api/user/list', t.SUPERVISOR)).statusCode).toBe(403);
  });
});

describe('POST /api/ticket/follow-up', () => {
  const follow = (payload: object, target = app) => target.inject({ method: 'POST', url: '/api/ticket/follow-up', payload });

  it('shows the status and public history with the follow-up token, without personal data', async () => {
    const res = await follow({ id: created.id, token: app.mailLinks.followUpToken(created.id) });
    expect(res.statusCode).toBe(200);
    const view = body(res).payload;
    expect(view).toMatchObject({
      id: created.id,
      statusCode: CLOSED_STATUS,
      statusName: 'Cerrado',
      closed: true,
      commune: created.commune,
      kilometer: created.kilometer,
    });
    expect(view.history.map((h: { kind: string }) => h.kind)).toEqual(['CREATED', 'STATUS', 'ASSIGNED', 'COMMENT', 'STATUS']);
    expect(view.history.find((h: { kind: string }) => h.kind === 'COMMENT').comment).toBe('Grúa en camino');
    const text = res.body;
    // The internal note never reaches the reporter.
    expect(text).not.toContain('Carabineros');
    for (const secret of [
      created.email,
      'seguimiento@correo.cl',
      created.rut,
      created.phone,
      created.patente,
      created.fullName,
      created.realAddress,
      DEMO.OPERATOR,
      'Óscar',
      id.OPERATOR,
      id.SUPERVISOR,
    ]) {
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });

  it('answers the same 404 for a wrong token and a wrong number', async () => {
    const wrongEmail = await follow({ id: created.id, token: 'AAAAAAAAAAAAAAAAAAAAAA' });
    const wrongId = await follow({ id: 99999, token: app.mailLinks.followUpToken(created.id) });
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.body).toBe(wrongId.body);
    expect(body(wrongEmail)).toEqual({
      payload: null,
      errors: [{ message: 'No encontramos un evento con ese número y enlace de seguimiento' }],
    });
    const bad = await follow({ id: 'x', email: 'no' });
    expect(bad.statusCode).toBe(400);
  });

  it('is rate limited per IP', async () => {
    const limitedDir = tempDir();
    const limited = await startApp(limitedDir, {
      rateLimits: { authPerMinute: 3, anonymousCreatePerHour: 10, anonymousUploadPerHour: 10 },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await follow({ id: 1, token: `x${i}` }, limited)).statusCode);
      expect(codes).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
      removeDir(limitedDir);
    }
  }, 60_000);
});
