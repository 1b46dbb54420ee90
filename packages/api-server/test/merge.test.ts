// Duplicates and related incidents (issue 26): merging closes the duplicate as DUPLICADO, links both
// ways, lists its photos on the master's page and mails its reporter the master's public updates;
// a secondary incident links to its primary. Who may do each.
import type { FastifyInstance } from 'fastify';
import { renderTicketMail } from '../src/mail/ticket-templates';
import { auth, body, solidPng, STAFF, validEvent, withSignedInApp } from './helpers';
import { uploadPhoto } from './photos';

let app: FastifyInstance;
let png: Buffer;
const { t } = withSignedInApp(
  { slaScanMs: 0 },
  async (started) => {
    app = started;
    png = await solidPng(16, 16, '#0a0');
  },
  STAFF,
);

const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: auth(token) });
const post = (token: string, url: string, payload: object = {}) => app.inject({ method: 'POST', url, headers: auth(token), payload });
const create = async (overrides: Record<string, unknown> = {}, token = t.DRIVER) => {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(token), payload: validEvent(overrides) });
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
};
const ticketOf = async (ticketId: number) => body(await get(t.ADMIN, `/api/ticket/${ticketId}`)).payload;
const upload = async (ticketId: number, token = t.DRIVER) => {
  const res = await uploadPhoto(app, ticketId, png, auth(token));
  expect(res.statusCode).toBe(201);
  return body(res).payload.id as number;
};

describe('merging a duplicate', () => {
  it('closes it as DUPLICADO, links both ways, shows its photos on the master and mails its reporter the master’s news', async () => {
    // Taken by the control room for two callers: their typed e-mails are the reporters' (a DRIVER's
    // event mails the account's own address, issue 34).
    const master = await create({ email: 'primera@correo.cl' }, t.SUPERVISOR);
    const duplicate = await create({ email: 'segunda@correo.cl', fullName: 'Marta Díaz' }, t.SUPERVISOR);
    const photo = await upload(duplicate, t.SUPERVISOR);

    const res = await post(t.SUPERVISOR, `/api/ticket/${duplicate}/merge`, { into: master });
    expect(res.statusCode).toBe(200);
    expect(body(res).payload).toMatchObject({ statusCode: 'CERRADO', closeReason: 'DUPLICADO', duplicateOf: master });
    expect(await ticketOf(master)).toMatchObject({ duplicates: [duplicate], duplicateOf: null, statusCode: 'ABIERTO' });

    const photos = body(await get(t.SUPERVISOR, `/api/ticket/${master}/attachment`)).payload.content as { id: number; url: string }[];
    expect(photos.map((p) => p.id)).toEqual([photo]);
    const bytes = await get(t.SUPERVISOR, photos[0]!.url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');

    const history = body(await get(t.ADMIN, `/api/ticket/${master}/history`)).payload as { action: string }[];
    expect(history.map((h) => h.action)).toContain('MERGED');

    // A public comment on the master reaches both reporters; an internal note neither.
    await post(t.SUPERVISOR, `/api/ticket/${master}/comment`, { comment: 'Nota interna', visibility: 'INTERNAL' });
    const comment = body(
      await post(t.SUPERVISOR, `/api/ticket/${master}/comment`, { comment: 'Grúa en el lugar', visibility: 'PUBLIC' }),
    ).payload;
    const rows = await app.database.query<{ to_address: string; payload: Record<string, unknown> }>(
      `select to_address, payload from mail_outbox where kind = 'TICKET_COMMENTED' and (payload->>'commentId')::int = $1 order by to_address`,
      [comment.id],
    );
    expect(rows.map((r) => r.to_address)).toEqual(['primera@correo.cl', 'segunda@correo.cl']);
    const mail = await renderTicketMail(app.database, app.mailLinks, 'Concesión', 'TICKET_COMMENTED', rows[1]!.payload);
    expect(mail.subject).toBe(`Novedad en el evento #${master}, al que se unió su reporte #${duplicate}`);
    expect(mail.text).toContain('Hola, Marta Díaz:');
    expect(mail.text).toContain('«Grúa en el lugar»');
    expect(mail.text).toContain(`/event/unsubscribe?id=${duplicate}&`);

    // Unsubscribed from their own event: no more of the master's news either.
    await app.database.query('update tickets set reporter_unsubscribed_at = now() where id = $1', [duplicate]);
    const later = body(
      await post(t.SUPERVISOR, `/api/ticket/${master}/comment`, { comment: 'Vía despejada', visibility: 'PUBLIC' }),
    ).payload;
    const laterRows = await app.database.query<{ to_address: string }>(
      `select to_address from mail_outbox where (payload->>'commentId')::int = $1`,
      [later.id],
    );
    expect(laterRows.map((r) => r.to_address)).toEqual(['primera@correo.cl']);
  });

  it('refuses itself, a closed duplicate, a master that is a duplicate, and callers without the right', async () => {
    const master = await create();
    const duplicate = await create();
    const other = await create();
    const itself = await post(t.SUPERVISOR, `/api/ticket/${duplicate}/merge`, { into: duplicate });
    expect(body(itself).errors).toEqual([{ field: 'into', message: 'Un evento no puede vincularse consigo mismo' }]);
    expect((await post(t.SUPERVISOR, `/api/ticket/${duplicate}/merge`, { into: 2147483000 })).statusCode).toBe(400);
    expect((await post(t.SUPERVISOR, `/api/ticket/${duplicate}/merge`, {})).statusCode).toBe(400);
    expect((await post(t.INSPECTOR, `/api/ticket/${duplicate}/merge`, { into: master })).statusCode).toBe(403);
    expect((await post(t.DRIVER, `/api/ticket/${duplicate}/merge`, { into: master })).statusCode).toBe(403);
    // An operator: only one assigned to them.
    expect((await post(t.OPERATOR, `/api/ticket/${duplicate}/merge`, { into: master })).statusCode).toBe(403);
    expect((await post(t.OPERATOR, `/api/ticket/${duplicate}/take`)).statusCode).toBe(200);
    expect((await post(t.OPERATOR, `/api/ticket/${duplicate}/merge`, { into: master })).statusCode).toBe(200);

    expect((await post(t.SUPERVISOR, `/api/ticket/${duplicate}/merge`, { into: other })).statusCode).toBe(409);
    const intoDuplicate = await post(t.SUPERVISOR, `/api/ticket/${other}/merge`, { into: duplicate });
    expect(body(intoDuplicate).errors).toEqual([
      { field: 'into', message: `Ese evento es un duplicado del evento #${master}: únalo a ese` },
    ]);
  });
});

describe('a secondary incident', () => {
  it('links to its primary and back, and unlinks; a primary is never itself secondary', async () => {
    const primary = await create();
    const secondary = await create();
    const third = await create();
    const res = await post(t.SUPERVISOR, `/api/ticket/${secondary}/link`, { primary });
    expect(res.statusCode).toBe(200);
    expect(body(res).payload).toMatchObject({ primaryId: primary, secondaryIds: [] });
    expect(await ticketOf(primary)).toMatchObject({ primaryId: null, secondaryIds: [secondary] });

    const chained = await post(t.SUPERVISOR, `/api/ticket/${third}/link`, { primary: secondary });
    expect(body(chained).errors).toEqual([
      { field: 'primary', message: `Ese evento es secundario del evento #${primary}: vincúlelo a ese` },
    ]);
    expect((await post(t.INSPECTOR, `/api/ticket/${third}/link`, { primary })).statusCode).toBe(403);

    expect(body(await post(t.ADMIN, `/api/ticket/${secondary}/link`, { primary: null })).payload.primaryId).toBeNull();
    expect((await ticketOf(primary)).secondaryIds).toEqual([]);
    const history = body(await get(t.ADMIN, `/api/ticket/${primary}/history`)).payload as { action: string }[];
    expect(history.filter((h) => h.action === 'LINKED')).toHaveLength(2);
  });
});
