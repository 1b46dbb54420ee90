// Creation throughput: autocannon POSTs valid, varied public-form events (anonymous POST /api/ticket)
// and keeps every id the server acknowledged with the body it sent, so that afterwards each one can
// be looked up in the database field by field.
import '@vigia/tooling/ts-resolve-hook';
import autocannon from 'autocannon';
import type { Database } from '@vigia/api-server/db';

// After the hook: @vigia/domain's sources import each other without extensions.
const { COMMUNES } = await import('@vigia/domain');
// A valid RUT in the form the server stores (its check digit verified, dots and dash).
const { normalizeRut, rutCheckDigit } = await import('@vigia/domain/schemas');

export interface ClassificationPath {
  category: string;
  subcategory: number;
  classificationId: number;
}

export interface CreationRun {
  connections: number;
  durationSeconds: number;
  requests: number;
  createdPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  acknowledged: number;
}

export interface SentEvent {
  description: string;
  kilometer: number;
  sector: string;
  commune: string;
  orientation: string;
  dateEvent: string;
  classificationId: number;
  realAddress: string;
  email: string;
  fullName: string;
  phone: string;
  rut: string;
  patente: string;
}

/** Every classification with its subcategory and category, read from the public lookup endpoints. */
export async function classificationPaths(base: string): Promise<ClassificationPath[]> {
  const get = async <T>(url: string) => ((await (await fetch(`${base}${url}`)).json()) as { payload: T }).payload;
  const out: ClassificationPath[] = [];
  for (const category of await get<{ id: number; code: string }[]>('/api/ticket/category')) {
    for (const sub of await get<{ id: number }[]>(`/api/ticket/category/${category.id}/subcategories`)) {
      for (const cls of await get<{ id: number }[]>(`/api/ticket/category/subcategories/${sub.id}/classifications`)) {
        out.push({ category: category.code, subcategory: sub.id, classificationId: cls.id });
      }
    }
  }
  return out;
}

const NAMES = ['Rocío Peña', 'Juan Carlos Soto', 'María José Vidal', 'Pedro Sepúlveda', 'Camila Araya Núñez', 'Ñuñoa Ibáñez'];
const SECTORS = ['Enlace Norte', 'Enlace Sur', 'Plaza de peaje', 'Puente', 'Berma'];
const TEXTS = [
  'Choque por alcance en pista derecha',
  'Animal suelto en la calzada',
  'Bache profundo',
  'Vehículo en panne',
  'Neblina densa',
];

function eventBody(n: number, paths: ClassificationPath[]) {
  const commune = COMMUNES[n % COMMUNES.length]!;
  const path = paths[(n * 7) % paths.length]!;
  const kilometer = Math.round((commune.kmMin + ((n * 37) % ((commune.kmMax - commune.kmMin) * 10)) / 10) * 10) / 10;
  return {
    description: `<p>${TEXTS[n % TEXTS.length]} <strong>n.º ${n}</strong></p>`,
    kilometer,
    sector: SECTORS[n % SECTORS.length]!,
    commune: commune.name,
    orientation: n % 2 === 0 ? 'NORTH' : 'SOUTH',
    dateEvent: new Date(Date.now() - (n % 600) * 60_000 - 60_000).toISOString(),
    channelCode: 'WEB_SELF_SERVICE',
    category: path.category,
    subcategory: path.subcategory,
    classificationId: path.classificationId,
    realAddress: `Ruta 5 Sur km ${Math.floor(kilometer)}`,
    email: `reportante${n}@correo.cl`,
    fullName: NAMES[n % NAMES.length]!,
    phone: `569${String(n % 100_000_000).padStart(8, '0')}`,
    rut: normalizeRut(`${10_000_000 + (n % 9_000_000)}${rutCheckDigit(String(10_000_000 + (n % 9_000_000)))}`),
    patente: `BN${String(n % 10_000).padStart(4, '0')}`,
  };
}

export async function runCreation(
  base: string,
  connections: number,
  durationSeconds: number,
  paths: ClassificationPath[],
  acknowledged: Map<number, SentEvent>,
  counter: { next: number },
): Promise<CreationRun> {
  let acks = 0;
  const result = await autocannon({
    url: `${base}/api/ticket`,
    connections,
    duration: durationSeconds,
    timeout: 30,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        // One request in flight per connection (no pipelining): the context holds the body sent.
        setupRequest: (request, context) => {
          const body = eventBody(counter.next++, paths);
          (context as { sent?: SentEvent }).sent = body;
          return { ...request, body: JSON.stringify(body) };
        },
        onResponse: (status, body, context) => {
          if (status !== 201) return;
          const id = (JSON.parse(body) as { payload: number }).payload;
          const sent = (context as { sent?: SentEvent }).sent;
          if (typeof id === 'number' && sent) {
            acknowledged.set(id, sent);
            acks++;
          }
        },
      },
    ],
  });
  return {
    connections,
    durationSeconds: result.duration,
    requests: result.requests.total,
    createdPerSecond: Math.round(result['2xx'] / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    acknowledged: acks,
  };
}

const sameDate = (a: unknown, b: string) => (a instanceof Date ? a.getTime() === Date.parse(b) : Date.parse(String(a)) === Date.parse(b));

/** Ids acknowledged but missing, or stored with any field different from what was sent. */
export async function verifyAcknowledged(
  db: Database,
  acknowledged: Map<number, SentEvent>,
): Promise<{ checked: number; missing: number; mismatched: number; withoutHistory: number }> {
  const ids = [...acknowledged.keys()];
  let missing = 0;
  let mismatched = 0;
  let withoutHistory = 0;
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    const rows = await db.query<Record<string, unknown>>(
      `select t.*, exists (select 1 from ticket_history h where h.ticket_id = t.id and h.action = 'CREATED') as has_history
       from tickets t where t.id = any($1::int[])`,
      [chunk],
    );
    const byId = new Map(rows.map((r) => [Number(r['id']), r]));
    for (const id of chunk) {
      const row = byId.get(id);
      const sent = acknowledged.get(id)!;
      if (!row) {
        missing++;
        continue;
      }
      if (!row['has_history']) withoutHistory++;
      const same =
        row['description'] === sent.description &&
        Number(row['kilometer']) === sent.kilometer &&
        row['sector'] === sent.sector &&
        row['commune'] === sent.commune &&
        row['orientation'] === sent.orientation &&
        sameDate(row['date_event'], sent.dateEvent) &&
        row['channel_code'] === 'WEB_SELF_SERVICE' &&
        Number(row['classification_id']) === sent.classificationId &&
        row['real_address'] === sent.realAddress &&
        row['email'] === sent.email &&
        row['full_name'] === sent.fullName &&
        row['phone'] === sent.phone &&
        row['rut'] === sent.rut &&
        row['patente'] === sent.patente &&
        row['status_code'] === 'ABIERTO' &&
        row['assigned_to_id'] === null &&
        row['created_by_id'] === null;
      if (!same) mismatched++;
    }
  }
  return { checked: ids.length, missing, mismatched, withoutHistory };
}
