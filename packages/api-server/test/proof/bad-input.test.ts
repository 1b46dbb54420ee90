// Bad input at scale (issue #8): fast-check generates > 10,000 malformed, oversized, wrong-typed
// and hostile bodies, paths and query strings from the route table (every route in ROUTE_RULES
// has a valid request template below, which the generators mutate). Every answer must be < 500,
// every refusal the `{ payload: null, errors }` envelope, and afterwards every stored row must
// still satisfy the domain rules (the yup schemas of @vigia/domain) and the table constraints.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { ATTACHMENT_MAX_BYTES, CHANNEL_WEB, HISTORY_ACTIONS, NOTIFICATION_TYPES, ROLES } from '@vigia/domain';
import {
  callTakenReporterFields,
  createEventSchema,
  createRegisterSchema,
  createUserSchema,
  staffChannelsFor,
} from '@vigia/domain/schemas';
import { ROUTE_RULES } from '../../src/access/route-rules';
import { sanitizeDescription } from '../../src/lib/sanitize';
import { auth, body, createStaff, idsOf, isErrorEnvelope, signInAll, solidPng, validEvent, withApp } from '../helpers';
import { uploadPhoto } from '../photos';
import {
  KEYS,
  TEMPLATES,
  callersOf,
  ctx,
  ids,
  methodOf,
  paramsFor,
  tokens,
  urlOf,
  validParam,
  type Caller,
  type ParamKind,
} from './route-templates';
import { LONG_LENGTHS, WORST_PIECES, longText } from './worst-strings';

/** What one generated request looks like before it is sent. */
interface Generated {
  key: string;
  caller: Caller;
  params: Record<string, string>;
  query: string;
  payload?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

const RUNS = { bodies: 4_500, paths: 2_500, queries: 2_000, raw: 1_000 };

let app: FastifyInstance;
let seededEvents = 0;

// ---- generators -----------------------------------------------------------------------------

const HOSTILE_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '1e400',
  '-1e400',
  '0x1F',
  '0b101',
  '2147483648',
  '9007199254740993',
  '-0',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '..',
  '../../etc/passwd',
  '..\\..\\windows',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: x=1',
  '%00',
  '%',
  '%E0%A4%A',
  '%ZZ',
  "' OR '1'='1",
  '1; DROP TABLE tickets; --',
  '$1',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '😀',
  '\u202e\u0646',
  'ǅ',
  'é',
  'Ａ',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  'events%00',
  'EVENTS',
  'events.csv',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '7d1f0a3e-2b4c-4d5e-8f60-718293a4b5c6x',
  '2026-02-30',
  '2026-13-01',
  '9999-12-31T23:59:59Z',
  '0000-00-00',
  '-271821-04-19T00:00:00Z',
  '-1000000000',
  '-100000-01-01',
  '+275760-09-13T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
];
const hugeText = fc.constantFrom(1_000, 10_001, 70_000, 300_000).map((n) => 'x'.repeat(n));
/** Long runs of the characters that make non-linear text checks slow (issue #21). */
const longHostileText = (lengths: number[]) =>
  fc.tuple(fc.constantFrom(...WORST_PIECES), fc.constantFrom(...lengths)).map(([piece, n]) => longText(piece, n));
const unicodeText = fc.string({ unit: 'binary', maxLength: 80 });
const hostileText = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 3, arbitrary: unicodeText },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.uuid().map(String) },
  { weight: 1, arbitrary: fc.constantFrom(300, 5_000, 20_000).map((n) => 'A'.repeat(n)) },
  { weight: 1, arbitrary: longHostileText([101, 2_000]) },
);
const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '__proto__.isAdmin',
  'constructor.prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '$where',
  '$gt',
];
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.anything({ maxDepth: 3, maxKeys: 5 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      1e308,
      -1e308,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53 + 2,
      Number.MIN_VALUE,
      [],
      {},
      [[]],
      [null],
      { $gt: '' },
      { $ne: null },
      ['a', 'b'],
    ),
  },
  { weight: 3, arbitrary: hostileText },
  { weight: 1, arbitrary: hugeText },
  { weight: 2, arbitrary: longHostileText(LONG_LENGTHS) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
);

type Mutation =
  { op: 'delete'; field: string } | { op: 'set'; field: string; value: unknown } | { op: 'extra'; field: string; value: unknown };

/** JSON text from ordered entries, so `__proto__` and duplicate keys survive as the attacker wrote them. */
function jsonText(entries: [string, unknown][]): string {
  return `{${entries.flatMap(([k, v]) => (v === undefined ? [] : [`${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`])).join(',')}}`;
}

function mutateBody(template: Record<string, unknown>, mutations: Mutation[]): string {
  const entries: [string, unknown][] = Object.entries(template);
  for (const m of mutations) {
    const at = entries.findIndex(([k]) => k === m.field);
    if (m.op === 'delete' && at >= 0) entries.splice(at, 1);
    else if (m.op === 'set' && at >= 0) entries[at] = [m.field, m.value];
    else if (m.op !== 'delete') entries.push([m.field, m.value]);
  }
  return jsonText(entries);
}

const callerFor = (key: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...callersOf(key)) },
    { weight: 1, arbitrary: fc.constantFrom<Caller>('ANONYMOUS', ...ROLES) },
  );

// Signing out takes no input and would end the sessions the proof signs its requests with.
const FUZZED = KEYS.filter((k) => !k.startsWith('POST /api/auth/logout'));
const bodyKeys = FUZZED.filter((k) => TEMPLATES[k]!.body);
const paramKeys = FUZZED.filter((k) => TEMPLATES[k]!.params);
const anyKey = fc.constantFrom(...FUZZED);

const mutationFor = (fields: string[]): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.record({ op: fc.constant('delete' as const), field: fc.constantFrom(...fields) }),
    { weight: 3, arbitrary: fc.record({ op: fc.constant('set' as const), field: fc.constantFrom(...fields), value: wrongValue }) },
    fc.record({
      op: fc.constant('extra' as const),
      field: fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 12 })),
      value: wrongValue,
    }),
  );

/** encodeURIComponent that does not throw on lone surrogates (they become U+FFFD, as UTF-8 would). */
const pct = (value: string) =>
  encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

function queryText(entries: [string, string][], raw = false): string {
  if (entries.length === 0) return '';
  return `?${entries.map(([k, v]) => (raw ? `${k}=${v}` : `${pct(k)}=${pct(v)}`)).join('&')}`;
}

/** Bodies: the route's valid body with 1–4 fields removed, retyped, oversized or added. */
const bodyRequests: fc.Arbitrary<Generated> = fc.constantFrom(...bodyKeys).chain((key) => {
  const fields = Object.keys(TEMPLATES[key]!.body!());
  return fc
    .record({ caller: callerFor(key), mutations: fc.array(mutationFor(fields.length ? fields : ['x']), { minLength: 1, maxLength: 4 }) })
    .map(({ caller, mutations }): Generated => ({
      key,
      caller,
      params: {},
      query: '',
      payload: mutateBody(TEMPLATES[key]!.body!(), mutations),
      contentType: 'application/json',
    }));
});

/** Path parameters: hostile text in one or every parameter, percent-encoded or raw. */
const pathRequests: fc.Arbitrary<Generated> = fc.constantFrom(...paramKeys).chain((key) =>
  fc
    .record({
      caller: callerFor(key),
      values: fc.array(hostileText, { minLength: 1, maxLength: 2 }),
      raw: fc.boolean(),
      which: fc.nat(),
    })
    .map(({ caller, values, raw, which }): Generated => {
      const names = Object.keys(TEMPLATES[key]!.params!);
      const params: Record<string, string> = {};
      names.forEach((name, i) => {
        const value = values[i % values.length]!;
        // Raw only when it stays one URL path segment (the point is the server's decoding, not the client's).
        const safeRaw = raw && /^[\x21-\x7e]*$/.test(value) && !/[/?#]/.test(value);
        const hostile = i === which % names.length || values.length > 1;
        params[name] = hostile ? (safeRaw ? value : pct(value)) : validParam(TEMPLATES[key]!.params![name]!, caller);
      });
      return {
        key,
        caller,
        params,
        query: '',
        ...(TEMPLATES[key]!.body ? { payload: JSON.stringify(TEMPLATES[key]!.body!()), contentType: 'application/json' } : {}),
      };
    }),
);

const queryKey = (key: string) =>
  fc.oneof(
    fc.constantFrom(...Object.keys(TEMPLATES[key]!.query ?? { page: '' }), 'page', 'size', 'id', 'q'),
    fc.constantFrom('__proto__', 'constructor', '__proto__[admin]', 'constructor[prototype][admin]', 'a[b][c]', 'page[]', 'toString', ''),
    fc.string({ maxLength: 12 }),
  );

/** Query strings: the route's valid query with values replaced, keys repeated, dropped or added. */
const queryRequests: fc.Arbitrary<Generated> = anyKey.chain((key) =>
  fc
    .record({
      caller: callerFor(key),
      edits: fc.array(fc.tuple(fc.constantFrom('set', 'repeat', 'drop', 'add'), queryKey(key), hostileText), {
        minLength: 1,
        maxLength: 5,
      }),
      raw: fc.boolean(),
    })
    .map(({ caller, edits, raw }): Generated => {
      let entries: [string, string][] = Object.entries(TEMPLATES[key]!.query ?? {});
      for (const [op, k, v] of edits) {
        if (op === 'set') entries = [...entries.filter(([e]) => e !== k), [k, v]];
        else if (op === 'repeat') entries.push([k, v], [k, v]);
        else if (op === 'drop') entries = entries.filter(([e]) => e !== k);
        else entries.push([k, v]);
      }
      const safeRaw = raw && entries.every(([k, v]) => /^[\x21-\x7e]*$/.test(k + v) && !/[#&=]/.test(k + v));
      return {
        key,
        caller,
        params: paramsFor(key, caller),
        query: queryText(entries, safeRaw),
        ...(TEMPLATES[key]!.body ? { payload: JSON.stringify(TEMPLATES[key]!.body!()), contentType: 'application/json' } : {}),
      };
    }),
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/vnd.api+json',
  'application/octet-stream',
  'image/png',
  'application/json, text/plain',
  'APPLICATION/JSON',
  'json',
  '*/*',
];

/** Whole bodies: bad JSON, deep nesting, scalars, huge or duplicated-key documents, under any content type. */
const rawRequests: fc.Arbitrary<Generated> = fc.constantFrom(...FUZZED.filter((k) => methodOf(k) !== 'GET')).chain((key) => {
  const valid = JSON.stringify(TEMPLATES[key]!.body?.() ?? {});
  const document = fc.oneof(
    fc.nat({ max: valid.length }).map((cut) => valid.slice(0, cut)),
    fc
      .tuple(fc.nat({ max: valid.length }), fc.constantFrom('}', '{', '"', ',', ':', '\\', '\u0000', ']'))
      .map(([at, c]) => valid.slice(0, at) + c + valid.slice(at)),
    fc.integer({ min: 100, max: 60_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
    fc.integer({ min: 100, max: 20_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
    fc.integer({ min: 100, max: 5_000 }).map((n) => '{"a":'.repeat(n) + '{"__proto__":{"admin":true}}' + '}'.repeat(n)),
    fc.constantFrom(
      'null',
      'true',
      '1',
      '-1',
      '"x"',
      '[]',
      '{}',
      '[{}]',
      '""',
      ' ',
      '\n',
      'NaN',
      'undefined',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
    ),
    fc.constant(`{"email":"a@b.cl","email":{"$ne":1},"password":"123456","password":["123456"]}`),
    fc.constantFrom(300_000).map((n) => `{"description":"${'x'.repeat(n)}"}`),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  );
  return fc
    .record({ caller: callerFor(key), payload: document, contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }) })
    .map(({ caller, payload, contentType }): Generated => ({
      key,
      caller,
      params: paramsFor(key, caller),
      query: '',
      payload,
      ...(contentType ? { contentType } : {}),
    }));
});

// ---- the run --------------------------------------------------------------------------------

const stats = {
  tried: 0,
  rejected: 0,
  accepted: 0,
  byStatus: {} as Record<number, number>,
  byProperty: {} as Record<string, number>,
  slowest: { ms: 0, where: '' },
};

async function send(g: Generated, property: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(g.headers ?? {}) };
  if (g.caller !== 'ANONYMOUS') Object.assign(headers, auth(tokens[g.caller]));
  if (g.contentType) headers['content-type'] = g.contentType;
  const request: InjectOptions = {
    method: methodOf(g.key),
    url: urlOf(g),
    headers,
    ...(g.payload !== undefined ? { payload: g.payload } : {}),
  };
  const started = performance.now();
  const res = await app.inject(request);
  const ms = performance.now() - started;
  stats.tried += 1;
  stats.byProperty[property] = (stats.byProperty[property] ?? 0) + 1;
  stats.byStatus[res.statusCode] = (stats.byStatus[res.statusCode] ?? 0) + 1;
  const where = `${request.method} ${String(request.url).slice(0, 300)} as ${g.caller} [${g.contentType ?? 'no content-type'}] ${String(g.payload ?? '').slice(0, 300)}`;
  if (ms > stats.slowest.ms) stats.slowest = { ms, where: where.slice(0, 160) };
  if (res.statusCode >= 500) throw new Error(`${res.statusCode} for ${where}: ${res.body.slice(0, 500)}`);
  if (res.statusCode >= 400) {
    stats.rejected += 1;
    let parsed: unknown;
    try {
      parsed = res.json();
    } catch {
      throw new Error(`${res.statusCode} without a JSON body for ${where}: ${res.body.slice(0, 200)}`);
    }
    if (!isErrorEnvelope(parsed)) throw new Error(`${res.statusCode} outside the errors envelope for ${where}: ${res.body.slice(0, 300)}`);
  } else {
    stats.accepted += 1;
    // Open511's answers are Open511 documents (routes/open511.ts), not the envelope; the feeds' neither.
    const envelope = !String(request.url).startsWith('/open511/') && !String(request.url).startsWith('/feeds/');
    if (envelope && String(res.headers['content-type']).startsWith('application/json') && !('payload' in (res.json() as object))) {
      throw new Error(`${res.statusCode} without payload for ${where}`);
    }
  }
  return res;
}

withApp({ rateLimits: { authPerMinute: 1e9, anonymousCreatePerHour: 1e9, anonymousUploadPerHour: 1e9 } }, async (started) => {
  app = started;
  Object.assign(tokens, await signInAll(app));
  Object.assign(ids, await idsOf(app, tokens));
  ctx.victim = (await createStaff(app, tokens.ADMIN, 'fuzz.victima@example.com', 'DRIVER')).id;
  const created = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(tokens.DRIVER), payload: validEvent() });
  ctx.ticket = body(created).payload;
  ctx.followUpToken = String(created.headers['x-follow-up-token']);
  seededEvents = ctx.ticket - 1;
  await app.inject({
    method: 'POST',
    url: '/api/ticket/assign',
    headers: auth(tokens.SUPERVISOR),
    payload: { ticketIds: [ctx.ticket], assignedToId: ids.OPERATOR },
  });
  ctx.ticketBody = body(await app.inject({ method: 'GET', url: `/api/ticket/${ctx.ticket}`, headers: auth(tokens.ADMIN) })).payload;
  const png = await solidPng(8, 8, '#f80');
  const photo = await uploadPhoto(app, ctx.ticket, png, auth(tokens.DRIVER));
  ctx.attachment = body(photo).payload.id;
  ctx.notification = body(
    await app.inject({ method: 'GET', url: `/api/notification/profile/${ids.OPERATOR}`, headers: auth(tokens.OPERATOR) }),
  ).payload.content[0].id;
});

it('every route of the access table has a valid request template (a new route needs one)', () => {
  expect(KEYS.sort()).toEqual(Object.keys(ROUTE_RULES).sort());
});

describe('generated hostile requests', () => {
  const run = (name: keyof typeof RUNS, arbitrary: fc.Arbitrary<Generated>) =>
    fc.assert(
      fc.asyncProperty(arbitrary, async (g) => {
        await send(g, name);
      }),
      { numRuns: RUNS[name] },
    );

  it(`bodies: ${RUNS.bodies} mutated JSON bodies`, () => run('bodies', bodyRequests), 300_000);
  it(`paths: ${RUNS.paths} hostile path parameters`, () => run('paths', pathRequests), 300_000);
  it(`query strings: ${RUNS.queries} hostile query strings`, () => run('queries', queryRequests), 300_000);
  it(`raw bodies: ${RUNS.raw} broken, deep, huge or mistyped documents`, () => run('raw', rawRequests), 300_000);

  it('non-finite numbers in every numeric query field and path parameter are refused (ajv lets ±Infinity through)', async () => {
    const numericParams: ParamKind[] = ['ticket', 'attachment', 'notification', 'lookup'];
    for (const key of KEYS) {
      const template = TEMPLATES[key]!;
      const caller = callersOf(key).at(-1)!;
      const extra = template.body ? { payload: JSON.stringify(template.body()), contentType: 'application/json' } : {};
      for (const value of ['1e400', '-1e400']) {
        const variants: Generated[] = [
          ...Object.entries(template.query ?? {})
            .filter(([, v]) => /^\d+$/.test(v))
            .map(([field]) => ({
              key,
              caller,
              params: {},
              query: queryText(Object.entries({ ...template.query, [field]: value })),
              ...extra,
            })),
          ...Object.entries(template.params ?? {})
            .filter(([, kind]) => numericParams.includes(kind))
            .map(([name]) => ({ key, caller, params: { [name]: value }, query: '', ...extra })),
        ];
        for (const g of variants) {
          const res = await send(g, 'raw');
          expect({ url: urlOf(g), refused: res.statusCode >= 400 }).toEqual({ url: urlOf(g), refused: true });
        }
      }
    }
  });

  it('dates JavaScript accepts but PostgreSQL reads differently (negative and six-digit years) are refused or stored, never a 500', async () => {
    const dates = [
      '-1000000000',
      '-100000-01-01',
      '-000001-01-01T00:00:00Z',
      '-271821-04-19T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '0001-01-01',
      '1e400',
    ];
    for (const date of dates) {
      await send(
        {
          key: 'POST /api/ticket',
          caller: 'ANONYMOUS',
          params: {},
          query: '',
          payload: JSON.stringify(validEvent({ dateEvent: date })),
          contentType: 'application/json',
        },
        'raw',
      );
      await send(
        {
          key: 'PUT /api/ticket/:id',
          caller: 'ADMIN',
          params: {},
          query: '',
          payload: JSON.stringify({ ...ctx.ticketBody, version: undefined, dateEvent: date }),
          contentType: 'application/json',
        },
        'raw',
      );
      await send(
        {
          key: 'GET /api/ticket/search',
          caller: 'ADMIN',
          params: {},
          query: queryText([
            ['from', date],
            ['to', date],
          ]),
        },
        'raw',
      );
    }
  });

  it('in total at least 10,000 inputs, and the valid templates themselves still work', async () => {
    const total = Object.values(RUNS).reduce((a, b) => a + b, 0);
    expect(stats.tried).toBeGreaterThanOrEqual(10_000);
    expect(stats.tried).toBeGreaterThanOrEqual(total);
    console.log(
      `[proof] bad input: ${stats.tried} requests (${JSON.stringify(stats.byProperty)}), ${stats.rejected} refused in the errors envelope, ` +
        `${stats.accepted} accepted, 0 answers >= 500; by status ${JSON.stringify(stats.byStatus)}; ` +
        `slowest answer ${stats.slowest.ms.toFixed(1)} ms (${stats.slowest.where})`,
    );
    // Controls: a valid event and comment still go through after the storm.
    const ok = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(tokens.SUPERVISOR), payload: validEvent() });
    expect(ok.statusCode).toBe(201);
  });
});

// ---- stored rows --------------------------------------------------------------------------

type Rows<T> = { rows: T[] };
const query = async <T>(text: ReturnType<typeof sql>) => ((await app.db.execute(text)) as unknown as Rows<T>).rows;

describe('what was stored is valid', () => {
  it('every event, comment, user, attachment, history row and notification satisfies the domain rules', async () => {
    const problems: string[] = [];
    const tickets = await query<Record<string, unknown>>(sql`
      select t.*, c.code as category_code, s.id as subcategory_id, a.role as assignee_role, cr.role as creator_role
      from tickets t join classifications cl on cl.id = t.classification_id join subcategories s on s.id = cl.subcategory_id
      join categories c on c.id = s.category_id left join users a on a.id = t.assigned_to_id left join users cr on cr.id = t.created_by_id`);
    const eventSchema = createEventSchema();
    // Issue 39: an event the control room logged (POST /api/ticket/staff) has no reporter's e-mail,
    // document or plate; every other rule is the public form's.
    const callTakenSchema = eventSchema.shape(callTakenReporterFields());
    for (const t of tickets) {
      const input = {
        description: t['description'],
        kilometer: t['kilometer'],
        sector: t['sector'],
        commune: t['commune'],
        orientation: t['orientation'],
        dateEvent: new Date(t['date_event'] as string),
        channelCode: t['channel_code'],
        category: t['category_code'],
        subcategory: t['subcategory_id'],
        classificationId: t['classification_id'],
        realAddress: t['real_address'],
        email: t['email'],
        fullName: t['full_name'],
        phone: t['phone'],
        rut: t['rut'],
        patente: t['patente'],
      };
      try {
        const schema = t['channel_code'] === CHANNEL_WEB ? eventSchema : callTakenSchema;
        const cast = await schema.validate(input, { strict: false, abortEarly: false });
        for (const field of ['sector', 'commune', 'fullName', 'email', 'phone', 'rut', 'patente', 'realAddress'] as const) {
          if (cast[field] !== input[field]) problems.push(`ticket ${t['id']}: ${field} is not in its stored (trimmed) form`);
        }
      } catch (error) {
        problems.push(`ticket ${t['id']}: ${(error as Error).message}`);
      }
      if (sanitizeDescription(String(t['description'])) !== t['description']) problems.push(`ticket ${t['id']}: description not sanitized`);
      // The public form stores WEB_SELF_SERVICE; any other channel only by a role that may log it.
      const creatorRole = t['creator_role'] as (typeof ROLES)[number] | null;
      const staffChannel = creatorRole !== null && (staffChannelsFor(creatorRole) as readonly unknown[]).includes(t['channel_code']);
      if (Number(t['id']) > seededEvents && t['channel_code'] !== CHANNEL_WEB && !staffChannel)
        problems.push(`ticket ${t['id']}: channel ${t['channel_code']}`);
      if (t['assigned_to_id'] !== null && t['assignee_role'] !== 'OPERATOR')
        problems.push(`ticket ${t['id']}: assigned to a ${t['assignee_role']}`);
      if (new Date(t['updated_at'] as string) < new Date(t['created_at'] as string))
        problems.push(`ticket ${t['id']}: updated before created`);
    }

    const comments = await query<{ id: number; body: string; author_id: string | null }>(sql`select id, body, author_id from comments`);
    for (const c of comments) {
      if (c.body !== c.body.trim() || c.body.length === 0 || c.body.length > 1000)
        problems.push(`comment ${c.id}: body of length ${c.body.length}`);
    }

    const users = await query<Record<string, string>>(sql`select * from users where deleted_at is null`);
    const userSchema = createUserSchema();
    const registerSchema = createRegisterSchema();
    for (const u of users) {
      const common = { email: u['email'], firstName: u['first_name'], lastName: u['last_name'], password: 'x'.repeat(8) };
      try {
        if (u['phone'] === '' && u['rut'] === '' && u['role'] === 'DRIVER') await registerSchema.validate(common, { strict: true });
        else
          await userSchema.validate(
            { ...common, profileCode: u['role'], phone: u['phone'], rut: u['rut'], realAddress: u['real_address'] },
            { strict: true },
          );
      } catch (error) {
        problems.push(`user ${u['email']}: ${(error as Error).message}`);
      }
      if (u['email'] !== u['email']!.toLowerCase()) problems.push(`user ${u['email']}: e-mail not normalised`);
      if (!/^scrypt\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/.test(u['password_hash']!))
        problems.push(`user ${u['email']}: password not hashed`);
      if (!(ROLES as readonly string[]).includes(u['role']!)) problems.push(`user ${u['email']}: role ${u['role']}`);
    }
    const duplicates = await query<{ email: string }>(
      sql`select email from users where deleted_at is null group by email having count(*) > 1`,
    );
    for (const d of duplicates) problems.push(`user ${d.email}: more than one live account`);

    const attachments = await query<{ id: number; content_type: string; size: number; data: Uint8Array }>(
      sql`select id, content_type, size, data from attachments`,
    );
    for (const a of attachments) {
      const data = Buffer.from(a.data);
      const format = await sharp(data)
        .metadata()
        .then(
          (m) => m.format,
          () => 'unreadable',
        );
      if (a.size !== data.length || a.size > ATTACHMENT_MAX_BYTES || `image/${format}` !== a.content_type)
        problems.push(`attachment ${a.id}: ${a.content_type} ${format} ${a.size}`);
    }
    const history = await query<{ id: number; action: string }>(sql`select id, action from ticket_history`);
    for (const h of history)
      if (!(HISTORY_ACTIONS as readonly string[]).includes(h.action)) problems.push(`history ${h.id}: action ${h.action}`);
    const created = await query<{ id: number }>(
      sql`select t.id from tickets t where not exists (select 1 from ticket_history h where h.ticket_id = t.id and h.action = 'CREATED')`,
    );
    for (const c of created) problems.push(`ticket ${c.id}: no CREATED history row`);
    const notifications = await query<{ id: number; type: string }>(sql`select id, type from notifications`);
    for (const n of notifications)
      if (!(NOTIFICATION_TYPES as readonly string[]).includes(n.type)) problems.push(`notification ${n.id}: type ${n.type}`);

    console.log(
      `[proof] stored rows checked: ${tickets.length} events, ${comments.length} comments, ${users.length} users, ${attachments.length} attachments, ` +
        `${history.length} history rows, ${notifications.length} notifications; ${problems.length} invalid`,
    );
    expect(problems).toEqual([]);
    expect(tickets.length).toBeGreaterThan(10);
  }, 120_000);
});
