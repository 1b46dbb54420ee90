// What the feeds tests seed (issue 41 item 4): planned works in three states and an event full of
// personal data, an internal comment, a reporter's comment and a staff PUBLIC comment, so every
// feed can be checked for what it must and must never carry.
import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions } from '../src/app';
import { htmlTextContent } from '@vigia/domain/html-text';
import { comments, tickets } from '../src/db/schema';
import { auth, body, validEvent, withSignedInApp } from './helpers';
import { approvedWork, BOTH_CARRIAGEWAYS, plannedWork } from './works-fixture';

/** Strings that must appear in no feed body. */
export const SECRETS = {
  fullName: 'Zacarías Quintanilla Órdenes',
  email: 'zq.secreto@correo.cl',
  phone: '56911122233',
  rut: '9.876.543-3',
  patente: 'ZZQX99',
  realAddress: 'Pasaje Los Aromos 1234',
  description: 'Texto del reportante XYZZY',
  internal: 'Comentario interno PLUGH',
  reporterComment: 'Texto del reportante en seguimiento FROBOZZ',
  contractor: 'Constructora Secreta SpA',
  contact: 'Capataz Ramírez +56 9 8765 4321',
  draft: 'Borrador que nadie aprobó',
} as const;
export const PUBLIC_COMMENT = 'Tránsito por la berma: transite con precaución';
/** Tuesday 2 March 2027, 11:00 in Santiago: the first work is in a window, the second upcoming. */
export const READ_AT = new Date('2027-03-02T14:00:00Z');

export interface Seeded {
  eventId: number;
  /** NORTH only, PARTIAL, daily 09:00–17:00 Monday to Friday (works-fixture.ts). */
  daily: number;
  /** Both carriageways (NORTH all lanes, SOUTH some), one period across the April clock change. */
  both: number;
  draft: number;
}

type Tokens = Record<'SUPERVISOR' | 'INSPECTOR' | 'ADMIN', string>;

/** One feeds suite's app: seeded before the first test, its clock at READ_AT and settable. */
export interface FeedsApp {
  readonly app: FastifyInstance;
  readonly seeded: Seeded;
  readonly t: Tokens;
  now: Date;
}

/** Starts the app every feeds suite reads: no SLA scan, bodies not shared unless `options` says so. */
export function withFeedsApp(options: Partial<BuildAppOptions> = {}): FeedsApp {
  const feeds = { now: new Date() } as { -readonly [K in keyof FeedsApp]: FeedsApp[K] };
  const { t } = withSignedInApp({ clock: () => feeds.now, slaScanMs: 0, publicCacheMs: 0, ...options }, async (app) => {
    feeds.app = app;
    feeds.seeded = await seedFeeds(app, t);
    feeds.now = READ_AT;
  });
  feeds.t = t;
  return feeds;
}

export async function seedFeeds(app: FastifyInstance, t: Tokens): Promise<Seeded> {
  const daily = await approvedWork(app, t, { contractor: SECRETS.contractor, contact: SECRETS.contact });
  const both = await approvedWork(app, t, {
    ...BOTH_CARRIAGEWAYS,
    title: 'Cambio de juntas de dilatación',
    kmTo: 503,
    speedLimit: null,
    contractor: SECRETS.contractor,
    contact: SECRETS.contact,
    schedule: { start: '2027-04-03T20:00:00-03:00', end: '2027-04-04T08:00:00-04:00' },
  });
  const draftRes = await app.inject({
    method: 'POST',
    url: '/api/works',
    headers: auth(t.SUPERVISOR),
    payload: plannedWork({ title: SECRETS.draft }),
  });
  const draft = body(draftRes).payload.id as number;

  const created = await app.inject({
    method: 'POST',
    url: '/api/ticket',
    headers: auth(t.ADMIN),
    payload: validEvent({
      orientation: 'NORTH',
      fullName: SECRETS.fullName,
      email: SECRETS.email,
      phone: SECRETS.phone,
      rut: SECRETS.rut,
      patente: SECRETS.patente,
      realAddress: SECRETS.realAddress,
      description: `<p>${SECRETS.description}</p>`,
      injured: true,
    }),
  });
  if (created.statusCode !== 201) throw new Error(`event: ${created.statusCode} ${created.body}`);
  const eventId = body(created).payload as number;
  const comment = (text: string, visibility: 'PUBLIC' | 'INTERNAL') =>
    app.inject({ method: 'POST', url: `/api/ticket/${eventId}/comment`, headers: auth(t.ADMIN), payload: { comment: text, visibility } });
  for (const res of [await comment(SECRETS.internal, 'INTERNAL'), await comment(PUBLIC_COMMENT, 'PUBLIC')])
    if (res.statusCode >= 300) throw new Error(`comment: ${res.statusCode} ${res.body}`);
  // What a reporter writes on the follow-up page is PUBLIC to the event's readers, never to a feed.
  await app.db
    .insert(comments)
    .values({ ticketId: eventId, authorId: null, body: `<p>${SECRETS.reporterComment}</p>`, visibility: 'PUBLIC', authorKind: 'REPORTER' });
  await app.inject({
    method: 'PUT',
    url: `/api/ticket/${eventId}/triage`,
    headers: auth(t.ADMIN),
    payload: { severity: 'CRITICAL', lanesBlocked: { NORTH: 'ALL', SOUTH: 'NONE' } },
  });
  return { eventId, daily, both, draft };
}

/** What no public document may carry: every event's personal data, trimmed, lower case, 4+ characters. */
export async function personalData(app: FastifyInstance, extra: readonly string[] = []): Promise<{ events: number; secrets: string[] }> {
  const rows = await app.db
    .select({
      fullName: tickets.fullName,
      email: tickets.email,
      phone: tickets.phone,
      rut: tickets.rut,
      patente: tickets.patente,
      realAddress: tickets.realAddress,
      description: tickets.description,
    })
    .from(tickets);
  const secrets = [
    ...extra,
    ...rows.flatMap((r) => [r.fullName, r.email, r.phone, r.rut, r.patente, r.realAddress, htmlTextContent(r.description)]),
  ]
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length >= 4);
  return { events: rows.length, secrets };
}

/** Asserts no document carries a secret, nor any e-mail address but the published contact. */
export function expectNoneCarried(documents: readonly string[], secrets: readonly string[]) {
  const lower = documents.map((d) => d.toLowerCase());
  for (const secret of secrets) for (const d of lower) expect(d.includes(secret) ? secret : null).toBeNull();
  const emails = lower.join(' ').match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? [];
  expect(emails.filter((m) => !m.startsWith('contacto@'))).toEqual([]);
}
