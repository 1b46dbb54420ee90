// The reporter adds a comment or a photo to their own event from the follow-up page (issue 24):
// number + follow-up token (issue 34) or the same 404, closed events refused, caps, sniffed photos, idempotent
// retries, and what the staff and the follow-up history then show.
import type { FastifyInstance } from 'fastify';
import { auth, body, DEMO, expectErrors, login, me, removeDir, solidPng, startApp, tempDir, validEvent, withApp } from './helpers';

let app: FastifyInstance;
let operator: string;
let operatorId: string;
let png: Buffer;

const EMAIL = 'sigue@correo.cl';
const NOT_FOUND = { payload: null, errors: [{ message: 'No encontramos un evento con ese número y enlace de seguimiento' }] };
const WRONG_TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';
/** The event's follow-up token, as its creation handed it out (x-follow-up-token). */
const tokenOf = (id: number) => app.mailLinks.followUpToken(id);

withApp({}, async (started) => {
  app = started;
  operator = await login(app, DEMO.OPERATOR);
  operatorId = (await me(app, operator)).id;
  png = await solidPng(24, 24, '#0a0');
});

async function newEvent(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ticket',
    payload: validEvent({ email: EMAIL, fullName: 'Marta Soto', ...overrides }),
  });
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
}

const comment = (payload: unknown, headers: Record<string, string> = {}, target = app) =>
  target.inject({ method: 'POST', url: '/api/ticket/follow-up/comment', headers, payload: payload as object });

/** A multipart body: text fields first, then the file part (when given). */
function photoForm(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----vigia${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const photo = (id: number | string, token: string, data: Buffer = png, headers: Record<string, string> = {}, name = 'foto.png') => {
  const form = photoForm({ id: String(id), token }, { name, type: 'image/png', data });
  return app.inject({
    method: 'POST',
    url: '/api/ticket/follow-up/attachment',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
};

const followUp = async (id: number) =>
  body(await app.inject({ method: 'POST', url: '/api/ticket/follow-up', payload: { id, token: tokenOf(id) } })).payload as {
    history: { kind: string; comment?: string }[];
  };

const count = async (table: 'comments' | 'attachments', ticketId: number) =>
  (await app.database.query<{ n: number }>(`select count(*)::int as n from ${table} where ticket_id = $1`, [ticketId]))[0]!.n;

const close = (id: number) => app.database.query(`update tickets set status_code = 'CERRADO' where id = $1`, [id]);

describe('POST /api/ticket/follow-up/comment', () => {
  it('stores a trimmed public comment from the reporter that staff and the follow-up history show', async () => {
    const id = await newEvent();
    expect((await app.inject({ method: 'POST', url: `/api/ticket/${id}/take`, headers: auth(operator) })).statusCode).toBe(200);
    const res = await comment({ id, token: ` ${tokenOf(id)} `, comment: '  Hay aceite en la pista  ' });
    expect(res.statusCode).toBe(201);
    // The whole entry arrives (FollowUpEntryShape): when, what, and the words.
    expect(body(res).payload).toEqual({ at: expect.any(String), kind: 'REPORTER_COMMENT', comment: 'Hay aceite en la pista' });

    const staff = body(await app.inject({ method: 'GET', url: `/api/ticket/${id}/comment`, headers: auth(operator) })).payload;
    expect(staff.content).toEqual([
      expect.objectContaining({
        comment: 'Hay aceite en la pista',
        visibility: 'PUBLIC',
        authorKind: 'REPORTER',
        authorId: null,
        authorName: 'Marta Soto',
      }),
    ]);
    const history = (await followUp(id)).history;
    expect(history.at(-1)).toMatchObject({ kind: 'REPORTER_COMMENT', comment: 'Hay aceite en la pista' });
    // The assignee is told as of a staff comment; the reporter is not mailed their own words.
    const notes = await app.database.query<{ type: string; message: string }>(
      'select type, message from notifications where profile_id = $1 and ticket_id = $2',
      [operatorId, id],
    );
    expect(notes).toEqual([expect.objectContaining({ type: 'COMMENT_ADDED', message: expect.stringContaining('reportante') })]);
    const mails = await app.database.query<{ kind: string }>(`select kind from mail_outbox where payload->>'ticketId' = $1`, [String(id)]);
    expect(mails.map((m) => m.kind)).not.toContain('TICKET_COMMENTED');
  });

  it('answers the same not found for a wrong number and a wrong or missing token', async () => {
    const id = await newEvent();
    const wrongEmail = await comment({ id, token: WRONG_TOKEN, comment: 'Hola' });
    const wrongId = await comment({ id: 2_000_000_000, token: tokenOf(id), comment: 'Hola' });
    // The e-mail is no proof any more.
    expect((await comment({ id, email: EMAIL, comment: 'Hola' })).body).toBe(wrongEmail.body);
    expect(wrongEmail.statusCode).toBe(404);
    expect(body(wrongEmail)).toEqual(NOT_FOUND);
    expect(wrongId.body).toBe(wrongEmail.body);
    expect(await count('comments', id)).toBe(0);
  });

  it('refuses a closed event in Spanish', async () => {
    const id = await newEvent();
    await close(id);
    const res = await comment({ id, token: tokenOf(id), comment: 'Sigo aquí' });
    expectErrors(res, 409, { message: 'El evento está cerrado: ya no se puede agregar información' });
  });

  it('refuses empty, too long and junk bodies in the envelope without a server error', async () => {
    const id = await newEvent();
    expectErrors(await comment({ id, token: tokenOf(id), comment: '    ' }), 400, { field: 'comment', message: 'Este campo es requerido' });
    const long = await comment({ id, token: tokenOf(id), comment: 'a'.repeat(1001) });
    expect(body(long).errors).toEqual([{ field: 'comment', message: 'Máximo 1000 caracteres' }]);
    for (const junk of [
      { id: 'x'.repeat(200_000), token: tokenOf(id), comment: 'a' },
      { id, token: 'e'.repeat(200_000), comment: 'a' },
      { id, token: tokenOf(id), comment: { nested: true } },
      { id: [id], token: [tokenOf(id)], comment: 5 },
      { id: 1.5, token: null, comment: null },
      [],
      'texto',
    ]) {
      const res = await comment(junk);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await count('comments', id)).toBe(0);
  });

  it('caps the reporter comments of one event a day', async () => {
    const id = await newEvent();
    for (let i = 0; i < 10; i++) expect((await comment({ id, token: tokenOf(id), comment: `Dato ${i}` })).statusCode).toBe(201);
    expectErrors(await comment({ id, token: tokenOf(id), comment: 'Uno más' }), 409, {
      message: 'Ya agregó 10 comentarios a este evento hoy. Intente nuevamente mañana',
    });
    expect(await count('comments', id)).toBe(10);
  });

  it('gives one comment for a retried submission with the same key', async () => {
    const id = await newEvent();
    const first = await comment({ id, token: tokenOf(id), comment: 'Una grúa ya llegó' }, { 'idempotency-key': 'comentario-1' });
    const again = await comment({ id, token: tokenOf(id), comment: 'Una grúa ya llegó' }, { 'idempotency-key': 'comentario-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(body(again).payload).toEqual(body(first).payload);
    expect(await count('comments', id)).toBe(1);
  });

  it('is rate limited per IP: comments with the follow-up budget, photos with the hourly upload budget', async () => {
    const limitedDir = tempDir();
    const limited = await startApp(limitedDir, { rateLimits: { authPerMinute: 2, anonymousUploadPerHour: 2 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await comment({ id: 1, token: WRONG_TOKEN, comment: 'a' }, {}, limited)).statusCode);
      const photoCodes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const form = photoForm({ id: '1', token: WRONG_TOKEN }, { name: 'a.png', type: 'image/png', data: png });
        photoCodes.push((await limited.inject({ method: 'POST', url: '/api/ticket/follow-up/attachment', ...form })).statusCode);
      }
      expect(codes).toEqual([404, 404, 429]);
      expect(photoCodes).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
      removeDir(limitedDir);
    }
  }, 60_000);
});

describe('POST /api/ticket/follow-up/attachment', () => {
  it('stores a re-encoded photo that staff list and the follow-up history shows', async () => {
    const id = await newEvent();
    const res = await photo(id, tokenOf(id));
    expect(res.statusCode).toBe(201);
    expect(body(res).payload).toEqual({ at: expect.any(String), kind: 'PHOTO' });
    const list = body(await app.inject({ method: 'GET', url: `/api/ticket/${id}/attachment`, headers: auth(operator) })).payload;
    // Every field of the attachment arrives (AttachmentShape), and the page around it.
    expect(list).toEqual({
      content: [
        {
          id: expect.any(Number),
          fileName: 'foto.png',
          contentType: 'image/png',
          size: expect.any(Number),
          url: expect.stringMatching(new RegExp(`^/api/ticket/${id}/attachment/\\d+$`)),
          createdAt: expect.any(String),
        },
      ],
      page: 0,
      size: 10,
      total: 1,
    });
    expect((await followUp(id)).history.map((h) => h.kind)).toContain('PHOTO');
  });

  it('answers the same not found for a wrong number and a wrong token, and refuses a closed event', async () => {
    const id = await newEvent();
    const wrongEmail = await photo(id, WRONG_TOKEN);
    const wrongId = await photo(2_000_000_000, tokenOf(id));
    expect(wrongEmail.statusCode).toBe(404);
    expect(body(wrongEmail)).toEqual(NOT_FOUND);
    expect(wrongId.body).toBe(wrongEmail.body);
    await close(id);
    expectErrors(await photo(id, tokenOf(id)), 409, { message: 'El evento está cerrado: ya no se puede agregar información' });
    expect(await count('attachments', id)).toBe(0);
  });

  it('refuses what is not an image whatever its name says, and a missing file', async () => {
    const id = await newEvent();
    expectErrors(await photo(id, tokenOf(id), Buffer.from('<html><script>alert(1)</script></html>')), 415, {
      field: 'file',
      message: 'Solo se permiten imágenes PNG o JPG',
    });
    const form = photoForm({ id: String(id), token: tokenOf(id) });
    const none = await app.inject({ method: 'POST', url: '/api/ticket/follow-up/attachment', ...form });
    expect(none.statusCode).toBe(400);
    const json = await app.inject({ method: 'POST', url: '/api/ticket/follow-up/attachment', payload: { id, token: tokenOf(id) } });
    expect(json.statusCode).toBe(400);
    const junk = photoForm({ id: 'x'.repeat(900), token: 'e'.repeat(900) }, { name: 'a.png', type: 'image/png', data: png });
    const badFields = await app.inject({ method: 'POST', url: '/api/ticket/follow-up/attachment', ...junk });
    expect(badFields.statusCode).toBe(400);
    expect(await count('attachments', id)).toBe(0);
  });

  it('caps the public photos of an event at the form limit, counting those sent with the report', async () => {
    const id = await newEvent();
    expect((await photo(id, tokenOf(id))).statusCode).toBe(201);
    expect((await photo(id, tokenOf(id))).statusCode).toBe(201);
    expect((await photo(id, tokenOf(id))).statusCode).toBe(201);
    expectErrors(await photo(id, tokenOf(id)), 409, { message: 'El evento ya tiene 3 fotos: no se pueden agregar más' });
    expect(await count('attachments', id)).toBe(3);
  });

  it('gives one photo for a retried upload with the same key', async () => {
    const id = await newEvent();
    const first = await photo(id, tokenOf(id), png, { 'idempotency-key': 'foto-1' });
    const again = await photo(id, tokenOf(id), png, { 'idempotency-key': 'foto-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count('attachments', id)).toBe(1);
    const other = await photo(id, tokenOf(id), png, { 'idempotency-key': 'foto-1' }, 'otra.png');
    expect(other.statusCode).toBe(422);
  });
});
