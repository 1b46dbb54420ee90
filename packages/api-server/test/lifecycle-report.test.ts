// The inspector's monthly report (issue 26): one row per event with milestones, derived times,
// severity, lanes, SLA met or not, closing reason and the history chain's verdict, a summary sheet
// that agrees with the rows, and personal data masked for the INSPECTOR as in the other reports.
import type { FastifyInstance } from 'fastify';
import readXlsxFile from 'read-excel-file/node';
import { percentile } from '../src/lib/lifecycle-report';
import { CHANNELS } from './channels';
import type { DEMO } from './helpers';
import { auth, body, logStaffCall, validEvent, withApp, signInAll } from './helpers';

let app: FastifyInstance;
let now = new Date();
const t = {} as Record<keyof typeof DEMO, string>;
const MINUTE = 60_000;
const ids = {} as { cleared: number; open: number; edited: number; phone: number };

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: auth(t.SUPERVISOR), payload });
const ticketOf = async (id: number) => body(await app.inject({ method: 'GET', url: `/api/ticket/${id}`, headers: auth(t.ADMIN) })).payload;
const month = new Date(Date.now() - 30 * MINUTE);
const download = (token: string, format = 'xlsx') =>
  app.inject({
    method: 'GET',
    url: `/api/report/lifecycle?month=${month.getUTCMonth() + 1}&year=${month.getUTCFullYear()}&format=${format}`,
    headers: auth(token),
  });

async function sheets(token: string) {
  const res = await download(token);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/filename="ciclo-de-vida-\d{4}-\d\d\.xlsx"/);
  const [events, summary] = await readXlsxFile(res.rawPayload);
  const [header, ...rows] = events!.data as unknown[][];
  const col = (name: string) => {
    const i = (header as string[]).indexOf(name);
    expect(i).toBeGreaterThanOrEqual(0);
    return i;
  };
  const row = (id: number) => rows.find((r) => r[col('N° de evento')] === id)!;
  return { names: [events!.sheet, summary!.sheet], header, rows, col, row, summary: summary!.data as unknown[][] };
}

withApp({ clock: () => now, slaScanMs: 0 }, async (started) => {
  app = started;
  Object.assign(t, await signInAll(app));
  const create = async () =>
    body(await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(t.DRIVER), payload: validEvent() })).payload as number;
  ids.cleared = await create();
  ids.open = await create();
  ids.edited = await create();
  // Issue 39: an event the control room logged from a phone call.
  ids.phone = await logStaffCall(app, t.SUPERVISOR);
  await app.inject({
    method: 'PUT',
    url: `/api/ticket/${ids.cleared}/triage`,
    headers: auth(t.SUPERVISOR),
    payload: { severity: 'MAJOR', lanesBlocked: { NORTH: 'PARTIAL' } },
  });
  await app.inject({
    method: 'PUT',
    url: `/api/ticket/${ids.open}/triage`,
    headers: auth(t.SUPERVISOR),
    payload: { lanesBlocked: { NORTH: 'PARTIAL' } },
  });
  const created = Date.parse((await ticketOf(ids.cleared)).createdAt);
  for (const [code, minutes] of [
    ['VERIFIED', 10],
    ['ON_SCENE', 25],
    ['LANES_OPEN', 40],
    ['CLEARED', 55],
  ] as const) {
    now = new Date(created + minutes * MINUTE);
    const res = await post(`/api/ticket/${ids.cleared}/milestone`, { code, ...(code === 'CLEARED' ? { closeReason: 'RESUELTO' } : {}) });
    expect(res.statusCode).toBe(200);
  }
  // Someone with database access rewrites a history row of another event.
  await post(`/api/ticket/${ids.edited}/comment`, { comment: 'Grúa en camino' });
  await app.database.query(
    `update ticket_history set changes = '{"comment": [null, "Nada"]}' where ticket_id = $1 and action = 'COMMENT_ADDED'`,
    [ids.edited],
  );
});

it('one row per event: milestones as dates, derived times as h:mm, severity, lanes, SLA, closing reason, history chain', async () => {
  const { names, rows, col, row } = await sheets(t.SUPERVISOR);
  expect(names).toEqual(['Eventos', 'Resumen']);
  expect(new Set(rows.map((r) => r[col('N° de evento')])).size).toBe(rows.length);
  const cleared = row(ids.cleared);
  const ticket = await ticketOf(ids.cleared);
  expect(cleared[col('Severidad')]).toBe('Mayor');
  // T5 opened the lanes blocked before it (the status and lanes rule, issue 37).
  expect(cleared[col('Pistas norte a sur')]).toBe('Sin bloqueo');
  expect(cleared[col('Pistas sur a norte')]).toBe('Sin bloqueo');
  for (const name of ['Reportado (T1)', 'Verificado (T2)', 'En el lugar (T4)', 'Pistas habilitadas (T5)', 'Despejado (T6)']) {
    expect(cleared[col(name)]).toBeInstanceOf(Date);
  }
  expect(cleared[col('Respuesta T1→T4 (h:mm)')]).toBe('0:25');
  expect(cleared[col('Hasta habilitar pistas T1→T5 (h:mm)')]).toBe('0:40');
  expect(cleared[col('Hasta despejar T1→T6 (h:mm)')]).toBe('0:55');
  expect(cleared[col('Dentro de plazo')]).toBe(ticket.slaState === 'OK' ? 'Sí' : 'No');
  // 'Plazo' says the same as 'Dentro de plazo' in the words of the named deadline (issue 37).
  expect(ticket.slaMet).toBe(ticket.slaState === 'OK');
  expect(cleared[col('Plazo')]).toBe(ticket.slaMet ? 'Cerrado a tiempo' : 'Cerrado fuera de plazo');
  expect(cleared[col('Motivo de cierre')]).toBe(ticket.closeReasonName);
  expect(cleared[col('Historial')]).toBe('Verificado');
  // Issue 39: how it came in, by name.
  expect(cleared[col('Canal')]).toBe('Formulario web');
  expect(row(ids.phone)[col('Canal')]).toBe('Teléfono');

  const open = row(ids.open);
  expect(open[col('Pistas norte a sur')]).toBe('Bloqueo parcial');
  expect(open[col('Despejado (T6)')]).toBeNull();
  expect(open[col('Respuesta T1→T4 (h:mm)')]).toBeNull();
  expect(open[col('Dentro de plazo')]).toBe('Pendiente');
  expect(['En plazo', 'En riesgo']).toContain(open[col('Plazo')]);
  expect(open[col('Motivo de cierre')]).toBeNull();
  expect(row(ids.edited)[col('Historial')]).toBe('Alterado');
  // The supervisor sees the reporter; the sheet carries no description text.
  expect(cleared[col('Nombre')]).toBe('Rocío Peña');
  expect(JSON.stringify(rows)).not.toContain('Choque por alcance en pista derecha');
});

it('masks personal data for the INSPECTOR as the other reports do', async () => {
  const { col, row } = await sheets(t.INSPECTOR);
  const cleared = row(ids.cleared);
  expect(cleared[col('Nombre')]).toBe('R. P.');
  expect(cleared[col('RUT')]).toBe('12********-5');
  expect(cleared[col('Correo electrónico')]).toBe('r***@correo.cl');
  expect(cleared[col('Teléfono')]).toBe('56*******21');
  expect(cleared[col('Patente')]).toBe('KJ**22');
});

it('the summary sheet agrees with the rows, overall and by severity', async () => {
  const { rows, col, summary } = await sheets(t.SUPERVISOR);
  const [header, ...figures] = summary;
  expect(header).toEqual(['Indicador', 'Total', 'Menor', 'Moderada', 'Mayor', 'Crítica']);
  const figure = (name: string) => figures.find((f) => f[0] === name)!.slice(1);
  const count = (severity?: string) => rows.filter((r) => !severity || r[col('Severidad')] === severity).length;
  expect(figure('Eventos')).toEqual([count(), count('Menor'), count('Moderada'), count('Mayor'), count('Crítica')].map((n) => n || 0));
  const broken = rows.filter((r) => r[col('Historial')] === 'Alterado').length;
  expect(broken).toBeGreaterThanOrEqual(1);
  expect(figure('Historial alterado')[0]).toBe(broken);
  expect(figure('Historial verificado')[0]).toBe(rows.length - broken);
  // Issue 39: the events by channel, every channel named (in words), each as many as its rows say.
  const byChannel = figures.filter((f) => String(f[0]).startsWith('Eventos por canal: '));
  expect(byChannel.map((f) => f[0])).toEqual(CHANNELS.map(([, name]) => `Eventos por canal: ${name}`));
  for (const [label, total] of byChannel) {
    expect(total).toBe(rows.filter((r) => `Eventos por canal: ${String(r[col('Canal')])}` === label).length);
  }
  expect(figure('Eventos por canal: Teléfono')[0]).toBe(1);
  expect(byChannel.reduce((n, f) => n + (f[1] as number), 0)).toBe(rows.length);
  const within = rows.filter((r) => r[col('Dentro de plazo')] === 'Sí').length;
  expect(figure('Cerrados dentro de plazo')[0]).toBe(within || 0);
  const minutesOf = (hm: unknown) => (typeof hm === 'string' ? Number(hm.split(':')[0]) * 60 + Number(hm.split(':')[1]) : null);
  const responses = rows.map((r) => minutesOf(r[col('Respuesta T1→T4 (h:mm)')])).filter((v): v is number => v !== null);
  expect(responses.length).toBeGreaterThanOrEqual(1);
  // The rows are rounded to the minute and the median is taken of the exact times: they agree to the minute.
  expect(Math.abs(minutesOf(figure('Respuesta T1→T4, mediana (h:mm)')[0])! - percentile(responses, 0.5)!)).toBeLessThanOrEqual(1);
  // Every figure of the sheet is in words or h:mm: no code, no bare minutes.
  expect(JSON.stringify(summary)).not.toMatch(/\(min\)|MINOR|MODERATE|MAJOR|CRITICAL/);
});

it('as CSV: the events sheet', async () => {
  const res = await download(t.INSPECTOR, 'csv');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  expect(res.body.split('\r\n')[0]).toMatch(/^\uFEFF"N° de evento";"Reportado \(T1\)";"Canal";/);
  expect(res.body).not.toContain('Rocío Peña');
});

it('percentiles as PostgreSQL’s percentile_cont, on a hand-checked fixture', () => {
  expect(percentile([40, 10, 30, 20], 0.5)).toBe(25);
  expect(percentile([10, 20, 30, 40], 0.9)).toBe(37);
  expect(percentile([12, 3, 7, 50, 21], 0.5)).toBe(12);
  expect(percentile([12, 3, 7, 50, 21], 0.9)).toBe(38.4);
  expect(percentile([7], 0.9)).toBe(7);
  expect(percentile([], 0.5)).toBeNull();
});
