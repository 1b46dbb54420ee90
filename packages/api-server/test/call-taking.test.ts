// Every channel in (issue 39 items 1–3): the channel list; the public form always stores
// WEB_SELF_SERVICE; the control room logs a call through its own body (POST /api/ticket/staff: no
// e-mail, RUT or plate; km 410–580 or an SOS post; a DRIVER only PATROL), straight into the incoming
// queue; the SOS posts (lookup, ADMIN's all-or-nothing import with line-numbered errors and If-Match).
import type { FastifyInstance } from 'fastify';
import { demoSosPosts } from '../src/db/sos-posts-demo';
import { CHANNELS } from './channels';
import { auth, body, validEvent, withSignedInApp } from './helpers';

let app: FastifyInstance;
const { t, id } = withSignedInApp({}, async (started) => {
  app = started;
});

const call = (overrides: Record<string, unknown> = {}) => ({
  channelCode: 'PHONE',
  kilometer: 455.5,
  orientation: 'SOUTH',
  classificationId: 1,
  injured: false,
  lanesBlocked: { NORTH: 'NONE', SOUTH: 'PARTIAL' },
  description: 'Choque por alcance, pista derecha',
  callerName: 'Marta Fuentes',
  callerPhone: '+56 9 8765 4321',
  ...overrides,
});
const logCall = (token: string | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/ticket/staff', headers: token ? auth(token) : {}, payload });
const ticket = async (ticketId: number) =>
  // As the control room reads it (issue 40: ADMIN reads the caller masked).
  body(await app.inject({ method: 'GET', url: `/api/ticket/${ticketId}`, headers: auth(t.SUPERVISOR) })).payload;
/** The 4xx answer's envelope: no payload, the messages by field. */
const refusal = (res: Awaited<ReturnType<typeof logCall>>) => {
  const json = body(res);
  expect(json.payload).toBeNull();
  return Object.fromEntries((json.errors ?? []).map((e) => [e.field ?? '', e.message]));
};

describe('the channel list', () => {
  it('is data: seven channels by code with their Spanish names, for anyone, cacheable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ticket/channel' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(body(res).payload).toEqual(CHANNELS.map(([code, name]) => ({ code, name })));
  });
});

describe('the classifications for a call-taker', () => {
  it('lists every classification with its path in one answer, for anyone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ticket/classification' });
    expect(res.statusCode).toBe(200);
    const all = body(res).payload as { id: number; categoryCode: string; subcategoryId: number }[];
    const categories = body(await app.inject({ method: 'GET', url: '/api/ticket/category' })).payload as { id: number; code: string }[];
    expect(new Set(all.map((c) => c.categoryCode))).toEqual(new Set(categories.map((c) => c.code)));
    const first = all.find((c) => c.id === 1)!;
    const tree = body(
      await app.inject({ method: 'GET', url: `/api/ticket/category/subcategories/${first.subcategoryId}/classifications` }),
    ).payload;
    expect(tree.map((c: { id: number }) => c.id)).toContain(1);
    expect(first).toEqual(
      expect.objectContaining({ name: expect.any(String), subcategoryName: expect.any(String), categoryName: expect.any(String) }),
    );
  });
});

describe('channel rules', () => {
  it('the public creation stores WEB_SELF_SERVICE whatever its body says', async () => {
    for (const token of [null, t.DRIVER, t.OPERATOR]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/ticket',
        headers: token ? auth(token) : {},
        payload: validEvent({ channelCode: 'PHONE' }),
      });
      expect(res.statusCode).toBe(201);
      expect((await ticket(body(res).payload)).channelCode).toBe('WEB_SELF_SERVICE');
    }
  });

  it('OPERATOR, SUPERVISOR and ADMIN log any staff channel; the event records who and how', async () => {
    for (const [role, channelCode] of [
      ['OPERATOR', 'PHONE'],
      ['SUPERVISOR', 'CARABINEROS'],
      ['ADMIN', 'CCTV'],
      ['OPERATOR', 'SOS_POST'],
      ['OPERATOR', 'OTHER'],
      ['SUPERVISOR', 'PATROL'],
    ] as const) {
      const res = await logCall(t[role], call({ channelCode }));
      expect(res.statusCode).toBe(201);
      const created = await ticket(body(res).payload);
      expect(created).toMatchObject({ channelCode, createdById: id[role] });
    }
  });

  it('a DRIVER logs only PATROL; INSPECTOR and anonymous callers log nothing', async () => {
    expect((await logCall(t.DRIVER, call({ channelCode: 'PATROL' }))).statusCode).toBe(201);
    for (const channelCode of ['PHONE', 'SOS_POST', 'CCTV', 'CARABINEROS', 'OTHER']) {
      const res = await logCall(t.DRIVER, call({ channelCode }));
      expect(res.statusCode).toBe(403);
      expect(refusal(res)['channelCode']).toBe('Una patrulla registra solo avisos del canal «Patrulla»');
    }
    expect((await logCall(t.INSPECTOR, call())).statusCode).toBe(403);
    expect((await logCall(null, call())).statusCode).toBe(401);
  });

  it('refuses the public form’s channel and unknown channels', async () => {
    const web = await logCall(t.OPERATOR, call({ channelCode: 'WEB_SELF_SERVICE' }));
    expect(web.statusCode).toBe(400);
    expect(refusal(web)['channelCode']).toMatch(/formulario público/);
    const unknown = await logCall(t.OPERATOR, call({ channelCode: 'FAX' }));
    expect(unknown.statusCode).toBe(400);
    expect(refusal(unknown)['channelCode']).toBe('El canal no existe');
  });
});

describe('a call logged by the control room', () => {
  it('is a new open event with the caller, lanes and injured as said, no e-mail, RUT or plate, in the queue at once', async () => {
    const res = await logCall(t.OPERATOR, call({ injured: true }));
    expect(res.statusCode).toBe(201);
    const newId = body(res).payload as number;
    expect(Number.isInteger(newId)).toBe(true);
    const created = await ticket(newId);
    expect(created).toMatchObject({
      channelCode: 'PHONE',
      kilometer: 455.5,
      orientation: 'SOUTH',
      commune: 'Cabrero',
      statusCode: 'ABIERTO',
      assignedToId: null,
      injured: true,
      severity: 'CRITICAL',
      lanesBlocked: { NORTH: 'NONE', SOUTH: 'PARTIAL' },
      fullName: 'Marta Fuentes',
      phone: '56987654321',
      email: '',
      rut: '',
      patente: '',
      description: '<p>Choque por alcance, pista derecha</p>',
    });
    const queue = body(await app.inject({ method: 'GET', url: '/api/ticket/queue?view=unassigned&size=100', headers: auth(t.OPERATOR) }));
    expect(queue.payload.content.map((e: { id: number }) => e.id)).toContain(newId);
    const history = body(await app.inject({ method: 'GET', url: `/api/ticket/${newId}/history`, headers: auth(t.ADMIN) })).payload;
    expect(JSON.stringify(history)).toMatch(/CREATED/);
  });

  it('without injured the classification’s rule sets the severity, and the note is kept as text, never markup', async () => {
    const res = await logCall(t.OPERATOR, call({ description: '<b>Animal</b> en la vía', callerName: '', callerPhone: '' }));
    expect(res.statusCode).toBe(201);
    const created = await ticket(body(res).payload);
    expect(created.description).toBe('<p>&lt;b&gt;Animal&lt;/b&gt; en la vía</p>');
    expect(created.injured).toBe(false);
    expect(created.severity).not.toBe('CRITICAL');
    expect(created).toMatchObject({ fullName: '', phone: '' });
  });

  it('can then be taken, edited and closed like any event, without a reporter’s e-mail or RUT', async () => {
    const newId = body(await logCall(t.OPERATOR, call())).payload as number;
    expect((await app.inject({ method: 'POST', url: `/api/ticket/${newId}/take`, headers: auth(t.OPERATOR) })).statusCode).toBe(200);
    const patch = (payload: object) => app.inject({ method: 'PATCH', url: `/api/ticket/${newId}`, headers: auth(t.OPERATOR), payload });
    expect((await patch({ sector: 'Enlace Cabrero' })).statusCode).toBe(200);
    const closed = await patch({ statusCode: 'CERRADO', closeReason: 'FALSO_AVISO' });
    expect(closed.statusCode).toBe(200);
    expect(body(closed).payload).toMatchObject({ statusCode: 'CERRADO', channelCode: 'PHONE', sector: 'Enlace Cabrero' });
    // The formats still hold on such an event.
    const other = body(await logCall(t.OPERATOR, call())).payload as number;
    await app.inject({ method: 'POST', url: `/api/ticket/${other}/take`, headers: auth(t.OPERATOR) });
    const bad = await app.inject({ method: 'PATCH', url: `/api/ticket/${other}`, headers: auth(t.OPERATOR), payload: { phone: 'llamar' } });
    expect(bad.statusCode).toBe(400);
  });

  it('counts as verified by the control room: the road page and Open511 publish it', async () => {
    const newId = body(await logCall(t.OPERATOR, call({ kilometer: 521, orientation: 'NORTH' }))).payload as number;
    const feed = await app.inject({ method: 'GET', url: '/open511/events?status=ALL&limit=500&format=json' });
    expect(feed.statusCode).toBe(200);
    const ids = (feed.json() as { events: { id: string }[] }).events.map((e) => e.id.split('/').pop());
    expect(ids).toContain(String(newId));
  });
});

describe('the staff body’s own validation', () => {
  it('km from 410 to 580, with a direction; or an SOS post', async () => {
    for (const [kilometer, message] of [
      [409.9, 'El kilometro minimo debe ser igual o mayor que 410'],
      [580.1, 'El kilometro máximo es hasta 580'],
    ] as const) {
      const res = await logCall(t.OPERATOR, call({ kilometer }));
      expect(res.statusCode).toBe(400);
      expect(refusal(res)['kilometer']).toBe(message);
    }
    const none = await logCall(t.OPERATOR, call({ kilometer: undefined, orientation: undefined }));
    expect(none.statusCode).toBe(400);
    expect(refusal(none)['kilometer']).toBe('Indique el km y la dirección, o el número del poste SOS');
    const noDirection = await logCall(t.OPERATOR, call({ orientation: undefined }));
    expect(refusal(noDirection)['orientation']).toBe('La orientación es requerida');
    expect((await logCall(t.OPERATOR, call({ kilometer: 'cuatrocientos' }))).statusCode).toBe(400);
  });

  it('the classification must exist; a note is required; caller name and phone follow the SPEC’s formats', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ classificationId: 999_999 }, 'classificationId', 'La clasificación no existe'],
      [{ classificationId: undefined }, 'classificationId', 'Este campo es requerido'],
      [{ description: '   ' }, 'description', 'Este campo es requerido'],
      [{ description: 'x'.repeat(301) }, 'description', 'Máximo 300 caracteres'],
      [{ callerName: 'Ana 123' }, 'callerName', 'Solo se permiten letras y espacios'],
      [{ callerName: 'a'.repeat(101) }, 'callerName', 'Máximo 100 caracteres'],
      [{ callerPhone: '9 abc' }, 'callerPhone', 'Solo se permiten caracteres numéricos'],
      [{ lanesBlocked: { NORTH: 'MUCHAS' } }, 'lanesBlocked.NORTH', 'Valor no permitido'],
      [{ injured: 'sí' }, 'injured', 'Valor no permitido'],
      [{ channelCode: 'X'.repeat(21) }, 'channelCode', 'Máximo 20 caracteres'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await logCall(t.OPERATOR, call(overrides));
      expect({ overrides, status: res.statusCode }).toEqual({ overrides, status: 400 });
      expect({ overrides, message: refusal(res)[field] }).toEqual({ overrides, message });
    }
  });

  it('asks for no e-mail, RUT or plate, and stores none when sent', async () => {
    const res = await logCall(t.OPERATOR, call({ email: 'a@b.cl', rut: '12.345.678-5', patente: 'KJTR22' }));
    expect(res.statusCode).toBe(201);
    expect(await ticket(body(res).payload)).toMatchObject({ email: '', rut: '', patente: '' });
  });

  it('answers the longest inputs at once: lengths are checked before any pattern (linear time)', async () => {
    // Under the app's body limit (a larger body is a 413 before any check).
    const huge = 'ñ'.repeat(100_000);
    for (const field of ['description', 'callerName', 'callerPhone', 'channelCode']) {
      const started = performance.now();
      const res = await logCall(t.OPERATOR, call({ [field]: huge + '!' }));
      const elapsed = performance.now() - started;
      expect(res.statusCode).toBe(400);
      expect(elapsed).toBeLessThan(1_000);
    }
    // Ten times the input does not take ten times longer than a short refusal plus the transfer.
    const time = async (n: number) => {
      const started = performance.now();
      await logCall(t.OPERATOR, call({ callerName: 'a '.repeat(n) + '1' }));
      return performance.now() - started;
    };
    await time(10);
    expect(await time(40_000)).toBeLessThan(1_000);
  });
});

describe('SOS posts', () => {
  it('the demo table is labelled approximate: a post every 2 km over km 410–580, both carriageways', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/location/sos', headers: auth(t.OPERATOR) });
    expect(res.statusCode).toBe(200);
    const table = body(res).payload;
    expect(table.approximate).toBe(true);
    expect(table.posts).toHaveLength(86 * 2);
    expect(table.posts).toEqual(demoSosPosts());
    expect(res.headers['etag']).toBe(`"${table.version}"`);
    expect((await app.inject({ method: 'GET', url: '/api/location/sos' })).statusCode).toBe(401);
  });

  it('answers one post by number, 404 in the envelope for an unknown one', async () => {
    const one = await app.inject({ method: 'GET', url: '/api/location/sos/3', headers: auth(t.DRIVER) });
    expect(body(one).payload).toEqual({ number: 3, kilometer: 412, orientation: 'NORTH' });
    const none = await app.inject({ method: 'GET', url: '/api/location/sos/9999', headers: auth(t.OPERATOR) });
    expect(none.statusCode).toBe(404);
    expect(body(none)).toEqual({ payload: null, errors: [{ message: 'El poste SOS no existe' }] });
    expect((await app.inject({ method: 'GET', url: '/api/location/sos/abc', headers: auth(t.OPERATOR) })).statusCode).toBe(400);
  });

  it('a post number fills km and direction; both given and disagreeing, or an unknown post, is refused', async () => {
    const res = await logCall(t.OPERATOR, call({ channelCode: 'SOS_POST', kilometer: undefined, orientation: undefined, sosPost: 24 }));
    expect(res.statusCode).toBe(201);
    expect(await ticket(body(res).payload)).toMatchObject({
      channelCode: 'SOS_POST',
      kilometer: 432,
      orientation: 'SOUTH',
      commune: 'Bulnes',
    });
    const agreeing = await logCall(t.OPERATOR, call({ sosPost: 24, kilometer: 432, orientation: 'SOUTH' }));
    expect(agreeing.statusCode).toBe(201);
    const wrongKm = await logCall(t.OPERATOR, call({ sosPost: 24, kilometer: 440, orientation: 'SOUTH' }));
    expect(wrongKm.statusCode).toBe(400);
    expect(refusal(wrongKm)['kilometer']).toBe('El poste SOS 24 está en el km 432: corrija el km o el poste');
    const wrongSide = await logCall(t.OPERATOR, call({ sosPost: 24, kilometer: 432, orientation: 'NORTH' }));
    expect(refusal(wrongSide)['orientation']).toBe('El poste SOS 24 está en la otra calzada: corrija la dirección o el poste');
    const unknown = await logCall(t.OPERATOR, call({ sosPost: 9999, kilometer: undefined, orientation: undefined }));
    expect(unknown.statusCode).toBe(400);
    expect(refusal(unknown)['sosPost']).toBe('El poste SOS no existe');
  });
});

// Last: the import replaces the demo table the tests above read.
describe('the SOS post import (ADMIN)', () => {
  const importCsv = (token: string, csv: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/location/sos',
      headers: { ...auth(token), 'content-type': 'text/csv', ...headers },
      payload: csv,
    });

  it('only ADMIN imports', async () => {
    for (const role of ['DRIVER', 'OPERATOR', 'SUPERVISOR', 'INSPECTOR'] as const) {
      expect((await importCsv(t[role], 'number,kilometer,orientation\n1,410,NORTH\n')).statusCode).toBe(403);
    }
  });

  it('lists every error by line and changes nothing', async () => {
    const before = body(await app.inject({ method: 'GET', url: '/api/location/sos', headers: auth(t.ADMIN) })).payload;
    const res = await importCsv(
      t.ADMIN,
      'number,kilometer,orientation\n1,410,NORTH\nx,415,SUR\n3,600,NORTH\n1,420,SOUTH\n4,430\n5,431,ESTE\n',
    );
    expect(res.statusCode).toBe(400);
    expect(body(res).errors!.map((e) => e.message)).toEqual([
      'Línea 3: el número del poste debe ser un entero entre 1 y 99999',
      'Línea 4: el km debe ser un número entre 410 y 580',
      'Línea 5: el poste 1 ya está en la línea 2',
      'Línea 6: debe tener 3 valores separados por "," y tiene 2',
      'Línea 7: la dirección debe ser NORTH o SOUTH',
    ]);
    expect((await importCsv(t.ADMIN, 'km,lat\n1,2\n')).json().errors[0].message).toMatch(
      /^Línea 1: la primera línea debe ser el encabezado/,
    );
    expect(body(await app.inject({ method: 'GET', url: '/api/location/sos', headers: auth(t.ADMIN) })).payload).toEqual(before);
  });

  it('replaces the table whole (JSON or text/csv, `;` with decimal commas) and honours If-Match', async () => {
    const current = await app.inject({ method: 'GET', url: '/api/location/sos', headers: auth(t.ADMIN) });
    const etag = String(current.headers['etag']);
    const res = await importCsv(t.ADMIN, 'orientation;number;kilometer\nNORTE;101;450,5\nSUR;102;451\n', { 'if-match': etag });
    expect(res.statusCode).toBe(200);
    const table = body(res).payload;
    expect(table).toMatchObject({
      approximate: false,
      version: body(current).payload.version + 1,
      posts: [
        { number: 101, kilometer: 450.5, orientation: 'NORTH' },
        { number: 102, kilometer: 451, orientation: 'SOUTH' },
      ],
    });
    expect(res.headers['etag']).toBe(`"${table.version}"`);
    expect((await app.inject({ method: 'GET', url: '/api/location/sos/3', headers: auth(t.ADMIN) })).statusCode).toBe(404);
    // Prepared on the table before: refused with the table as it is now.
    const stale = await importCsv(t.ADMIN, 'number,kilometer,orientation\n7,470,NORTH\n', { 'if-match': etag });
    expect(stale.statusCode).toBe(412);
    expect(body(stale).payload).toMatchObject({ version: table.version, posts: table.posts });
    expect(stale.headers['etag']).toBe(`"${table.version}"`);
    const json = await app.inject({
      method: 'POST',
      url: '/api/location/sos',
      headers: auth(t.ADMIN),
      payload: { csv: 'number,kilometer,orientation\n7,470,NORTH\n' },
    });
    expect(json.statusCode).toBe(200);
    expect(body(json).payload.posts).toEqual([{ number: 7, kilometer: 470, orientation: 'NORTH' }]);
  });
});
