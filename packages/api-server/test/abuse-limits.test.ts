// Abuse limits of the security review (issue 21), with small limits so each one is reached in a
// few requests. Finding 3: open notification streams per user and per IP, stream-ticket issue per
// user and unredeemed tickets per user. Finding 4: every identity that creates events or uploads
// photos has a limit (anonymous per IP, each account per user id, by role).
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { issueStreamTicket, redeemStreamTicket } from '../src/repositories/stream-tickets';
import { createSession } from '../src/repositories/sessions';
import { auth, body, DEMO, isErrorEnvelope, registerDriver, solidPng, validEvent, withApp, signInAll, listenLocally } from './helpers';
import { uploadPhoto } from './photos';

const LIMITS = {
  authPerMinute: 10_000,
  registerPerHour: 3,
  anonymousCreatePerHour: 3,
  anonymousUploadPerHour: 2,
  staffCreatePerHour: 6,
  staffUploadPerHour: 4,
  streamTicketsPerMinute: 5,
  streamsPerUser: 2,
  streamsPerIp: 3,
};
const TOO_MANY = {
  payload: null,
  errors: [{ message: 'Demasiadas solicitudes. Intente nuevamente más tarde' }],
};

let app: FastifyInstance;
let port: number;
let png: Buffer;
const t = {} as Record<keyof typeof DEMO, string>;

const post = (token: string, url: string) => app.inject({ method: 'POST', url, headers: auth(token) });
const create = (headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/ticket',
    headers,
    payload: validEvent(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const upload = (token: string, ticketId: number) => uploadPhoto(app, ticketId, png, auth(token));

interface Stream {
  res: IncomingMessage;
  text: () => string;
  ended: Promise<void>;
  isOpen: () => boolean;
}

/** A ticket, then a real SSE connection (inject would wait for the end of an endless response). */
async function openStream(token: string): Promise<Stream> {
  const issued = await post(token, '/api/notification/stream/ticket');
  expect(issued.statusCode).toBe(200);
  const { ticket } = body(issued).payload as { ticket: string };
  return new Promise((resolve, reject) => {
    const path = `/api/notification/stream?ticket=${encodeURIComponent(ticket)}`;
    const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
      const chunks: string[] = [];
      let open = true;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => chunks.push(chunk));
      const ended = new Promise<void>((done) => {
        const end = () => {
          open = false;
          done();
        };
        res.on('end', end);
        res.on('close', end);
      });
      resolve({ res, text: () => chunks.join(''), ended, isOpen: () => open });
    });
    req.on('error', reject);
    req.end();
  });
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

async function closeStreams(streams: Stream[]) {
  for (const stream of streams) stream.res.destroy();
  await until(() => app.notificationHub.listenerCount() === 0);
}

withApp({ rateLimits: LIMITS }, async (started) => {
  app = started;
  Object.assign(t, await signInAll(app));
  png = await solidPng(8, 8, '#3a6');
  port = await listenLocally(app);
});

describe('finding 3: live notification streams', () => {
  it('a user over the stream cap keeps the newest streams open: the oldest is closed', async () => {
    const user = await registerDriver(app, 'pestanas@example.com');
    const first = await openStream(user.token);
    const second = await openStream(user.token);
    await until(() => app.notificationHub.listenerCount(user.id) === 2);
    const third = await openStream(user.token);
    expect(third.res.statusCode).toBe(200);

    await until(() => !first.isOpen());
    expect(first.text()).toMatch(/event: closed\ndata: \{"reason":"too-many-streams"\}/);
    await until(() => /event: unread/.test(third.text()));
    expect(app.notificationHub.listenerCount(user.id)).toBe(LIMITS.streamsPerUser);
    expect([second.isOpen(), third.isOpen()]).toEqual([true, true]);
    await closeStreams([second, third]);
  });

  it('an IP over its stream cap gets 429 in the envelope for the newest stream', async () => {
    const open = [await openStream(t.DRIVER), await openStream(t.DRIVER), await openStream(t.OPERATOR)];
    await until(() => app.notificationHub.listenerCount() === LIMITS.streamsPerIp);

    const refused = await openStream(t.SUPERVISOR);
    await refused.ended;
    expect(refused.res.statusCode).toBe(429);
    expect(JSON.parse(refused.text())).toEqual(TOO_MANY);
    expect(app.notificationHub.listenerCount()).toBe(LIMITS.streamsPerIp);

    // A user at their own cap on the same IP replaces their oldest stream: the slot it frees counts.
    const replacing = await openStream(t.DRIVER);
    expect(replacing.res.statusCode).toBe(200);
    await until(() => !open[0]!.isOpen());
    expect(app.notificationHub.listenerCount()).toBe(LIMITS.streamsPerIp);
    await closeStreams([...open, replacing]);
  });

  it('stream tickets are throttled per user with 429 in the envelope', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= LIMITS.streamTicketsPerMinute; i++)
      codes.push((await post(t.ADMIN, '/api/notification/stream/ticket')).statusCode);
    expect(codes).toEqual([...Array(LIMITS.streamTicketsPerMinute).fill(200), 429]);
    const refused = await post(t.ADMIN, '/api/notification/stream/ticket');
    expect(body(refused)).toEqual(TOO_MANY);
    expect(isErrorEnvelope(body(refused))).toBe(true);
    // Per user, not per IP: another account on the same address still gets its tickets.
    expect((await post(t.SUPERVISOR, '/api/notification/stream/ticket')).statusCode).toBe(200);
  });

  it('unredeemed stream tickets are capped per user: the oldest pending one stops working', async () => {
    const idOf = async (email: string) =>
      (await app.database.query<{ id: string }>('select id from users where email = $1', [email]))[0]!.id;
    const [one, two] = [await idOf(DEMO.OPERATOR), await idOf(DEMO.DRIVER)];
    const [sessionOne, sessionTwo] = [await createSession(app.database, one, 3600, ''), await createSession(app.database, two, 3600, '')];
    const other = (await issueStreamTicket(app.database, two, sessionTwo, 2)).ticket;
    const issued: string[] = [];
    for (let i = 0; i < 3; i++) issued.push((await issueStreamTicket(app.database, one, sessionOne, 2)).ticket);
    const [oldest, middle, newest] = issued;
    expect(await redeemStreamTicket(app.database, oldest!)).toBeNull();
    expect(await redeemStreamTicket(app.database, middle!)).toEqual({ userId: one, sessionId: sessionOne });
    expect(await redeemStreamTicket(app.database, newest!)).toEqual({ userId: one, sessionId: sessionOne });
    // One user's flood never evicts another user's ticket.
    expect(await redeemStreamTicket(app.database, other)).toEqual({ userId: two, sessionId: sessionTwo });
  });
});

describe('finding 4: creation and upload limits for every identity', () => {
  it('a self-registered DRIVER is refused with 429 after the DRIVER limit; an OPERATOR is not, and has its own higher limit', async () => {
    const driver = await registerDriver(app, 'inundacion@example.com');
    const driverCodes: number[] = [];
    for (let i = 0; i <= LIMITS.anonymousCreatePerHour; i++) driverCodes.push((await create(auth(driver.token))).statusCode);
    expect(driverCodes).toEqual([...Array(LIMITS.anonymousCreatePerHour).fill(201), 429]);
    expect(body(await create(auth(driver.token)))).toEqual(TOO_MANY);

    const operatorCodes: number[] = [];
    for (let i = 0; i <= LIMITS.staffCreatePerHour; i++) operatorCodes.push((await create(auth(t.OPERATOR))).statusCode);
    expect(operatorCodes).toEqual([...Array(LIMITS.staffCreatePerHour).fill(201), 429]);
    // Per account: the supervisor, on the same address, is untouched by both.
    expect((await create(auth(t.SUPERVISOR))).statusCode).toBe(201);
  });

  it("anonymous creation stays limited per IP, and a bad token answers 401 without using anyone's budget", async () => {
    const codes: number[] = [];
    for (let i = 0; i <= LIMITS.anonymousCreatePerHour; i++) codes.push((await create({}, '10.21.0.1')).statusCode);
    expect(codes).toEqual([...Array(LIMITS.anonymousCreatePerHour).fill(201), 429]);

    for (let i = 0; i < 5; i++) expect((await create({ authorization: 'Bearer no-es-un-token' }, '10.21.0.2')).statusCode).toBe(401);
    expect((await create({}, '10.21.0.2')).statusCode).toBe(201);
  });

  it('uploads are limited per account too: a DRIVER like anonymous, staff higher', async () => {
    const driver = await registerDriver(app, 'fotos@example.com');
    // Another address: creation counts per address too, and the first test spent 127.0.0.1's.
    const ticketId = body(await create(auth(driver.token), '10.21.0.3')).payload as number;
    const driverCodes: number[] = [];
    for (let i = 0; i <= LIMITS.anonymousUploadPerHour; i++) driverCodes.push((await upload(driver.token, ticketId)).statusCode);
    expect(driverCodes).toEqual([...Array(LIMITS.anonymousUploadPerHour).fill(201), 429]);
    expect(body(await upload(driver.token, ticketId))).toEqual(TOO_MANY);

    const staffCodes: number[] = [];
    for (let i = 0; i <= LIMITS.staffUploadPerHour; i++) staffCodes.push((await upload(t.SUPERVISOR, ticketId)).statusCode);
    expect(staffCodes).toEqual([...Array(LIMITS.staffUploadPerHour).fill(201), 429]);
  });

  it('self-registration is limited per IP per hour, so new accounts cannot multiply the DRIVER limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= LIMITS.registerPerHour; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.21.0.9',
        payload: { email: `limite${i}@correo.cl`, password: 'Secreto123', firstName: 'Ana', lastName: 'Soto' },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toEqual(TOO_MANY);
    }
    expect(codes).toEqual([...Array(LIMITS.registerPerHour).fill(201), 429]);
  });
});
