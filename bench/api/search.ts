// Search and statistics latency: sequential GETs with a kept-alive connection, as each role signed in,
// timing request to last body byte on the client.

export interface LatencyCase {
  size: number;
  role: string;
  name: string;
  url: string;
  samples: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** `total` of the last response (search), to show what each case is counting. */
  total?: number;
}

export const SEARCH_ROLES = ['SUPERVISOR', 'ADMIN', 'INSPECTOR', 'OPERATOR', 'DRIVER'] as const;
export type SearchRole = (typeof SEARCH_ROLES)[number];

export async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234', providerId: 'email', tokenId: '' }),
  });
  const token = res.headers.get('authorization');
  if (!res.ok || !token) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return token;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

/** Up to `samples` sequential requests, stopping early (with at least 20) once `budgetMs` is spent. */
export async function measure(base: string, token: string, url: string, samples: number, budgetMs: number) {
  const times: number[] = [];
  let errors = 0;
  let total: number | undefined;
  const started = performance.now();
  // Two warm-up requests: connection set-up and the server's first plan of the statement.
  for (let i = 0; i < 2; i++) await (await fetch(`${base}${url}`, { headers: { authorization: token } })).arrayBuffer();
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { authorization: token } });
    const text = await res.text();
    times.push(performance.now() - t0);
    if (res.status !== 200) errors++;
    else if (i === 0) total = (JSON.parse(text) as { payload: { total?: number } }).payload.total;
    if (i >= 19 && performance.now() - started > budgetMs) break;
  }
  times.sort((a, b) => a - b);
  return {
    samples: times.length,
    errors,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: percentile(times, 100),
    total,
  };
}

export interface SearchCaseSpec {
  role: SearchRole;
  name: string;
  query: string;
}

/** The cases: first pages per role, a deep page, and each filter of GET /api/ticket/search. */
export function searchCases(size: number, ids: { someId: number; month: { from: string; to: string } }): SearchCaseSpec[] {
  // Deep: page 5000 of 10 (offset 50 000), or the middle page when the table is smaller.
  const deepPage = Math.min(5000, Math.floor(size / 20));
  return [
    { role: 'SUPERVISOR', name: 'first page', query: 'page=0&size=10' },
    { role: 'SUPERVISOR', name: 'page 2 (size 50)', query: 'page=1&size=50' },
    { role: 'SUPERVISOR', name: `deep page ${deepPage}`, query: `page=${deepPage}&size=10` },
    { role: 'SUPERVISOR', name: 'id', query: `page=0&size=10&id=${ids.someId}` },
    { role: 'SUPERVISOR', name: 'categoria', query: 'page=0&size=10&categoria=ANIMAL_EN_LA_VIA' },
    { role: 'SUPERVISOR', name: 'estado', query: 'page=0&size=10&estado=ABIERTO' },
    { role: 'SUPERVISOR', name: 'categoria+estado', query: 'page=0&size=10&categoria=ACCIDENTE&estado=EN_PROCESO' },
    { role: 'SUPERVISOR', name: 'from/to (one month)', query: `page=0&size=10&from=${ids.month.from}&to=${ids.month.to}` },
    { role: 'SUPERVISOR', name: 'q (text)', query: `page=0&size=10&q=${encodeURIComponent('Peña')}` },
    { role: 'SUPERVISOR', name: 'q (a plate)', query: 'page=0&size=10&q=KJ0042' },
    { role: 'SUPERVISOR', name: 'q (a classification)', query: 'page=0&size=10&q=inundada' },
    { role: 'SUPERVISOR', name: 'q (no match)', query: 'page=0&size=10&q=Wenceslao' },
    {
      role: 'SUPERVISOR',
      name: `estado deep page ${Math.floor(deepPage / 10)}`,
      query: `page=${Math.floor(deepPage / 10)}&size=10&estado=CERRADO`,
    },
    { role: 'ADMIN', name: 'first page', query: 'page=0&size=10' },
    { role: 'INSPECTOR', name: 'first page', query: 'page=0&size=10' },
    { role: 'OPERATOR', name: 'first page (own)', query: 'page=0&size=10' },
    { role: 'OPERATOR', name: 'deep page 50 (own)', query: 'page=50&size=10' },
    { role: 'DRIVER', name: 'first page (own)', query: 'page=0&size=10' },
  ];
}
