// The km-post table as ADMIN imports it (issue 24): CSV with a header `km,lat,lon,carriageway`
// (any order; `;` as separator with decimal commas, as a Chilean spreadsheet saves it, works too).
// All or nothing: every error is listed by line number, in Spanish, and no post is returned.
import type { Orientation } from '../constants';
import type { KmPost } from './km-reference';

export const KM_CSV_COLUMNS = ['km', 'lat', 'lon', 'carriageway'] as const;
/** More rows than any concession has (a post every 10 m over 100 km). */
export const KM_CSV_MAX_ROWS = 20_000;
/** The largest file the import takes (the server's body limit allows it; about 6,000 posts). */
export const KM_CSV_MAX_BYTES = 256 * 1024;
/** Errors listed before the rest are only counted. */
export const KM_CSV_MAX_ERRORS = 50;

export interface KmCsvError {
  line: number | null;
  message: string;
}

export type KmCsvResult = { ok: true; posts: KmPost[] } | { ok: false; errors: KmCsvError[] };

const CARRIAGEWAYS: Record<string, Orientation> = { NORTH: 'NORTH', NORTE: 'NORTH', SOUTH: 'SOUTH', SUR: 'SOUTH' };
// Mainland Chile, with a margin: a swapped latitude and longitude falls outside.
const LAT = { min: -56, max: -17 };
const LON = { min: -76, max: -66 };

function parseNumber(raw: string, decimalComma: boolean): number | null {
  const text = decimalComma ? raw.replace(',', '.') : raw;
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

export function parseKmPostsCsv(text: string): KmCsvResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const errors: KmCsvError[] = [];
  let extra = 0;
  const add = (line: number | null, message: string) => {
    if (errors.length < KM_CSV_MAX_ERRORS) errors.push({ line, message });
    else extra++;
  };
  const headerLine = lines.findIndex((l) => l.trim() !== '');
  if (headerLine < 0) return { ok: false, errors: [{ line: null, message: 'El archivo está vacío' }] };
  const separator = lines[headerLine]!.includes(';') ? ';' : ',';
  const header = lines[headerLine]!.split(separator).map((h) => h.trim().toLowerCase());
  const missing = KM_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0 || header.length !== KM_CSV_COLUMNS.length) {
    return {
      ok: false,
      errors: [
        { line: headerLine + 1, message: `Línea ${headerLine + 1}: la primera línea debe ser el encabezado km,lat,lon,carriageway` },
      ],
    };
  }
  const column = Object.fromEntries(KM_CSV_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<(typeof KM_CSV_COLUMNS)[number], number>;
  const posts: KmPost[] = [];
  const seen = new Map<string, number>();
  for (let i = headerLine + 1; i < lines.length; i++) {
    const raw = lines[i]!;
    if (raw.trim() === '') continue;
    const n = i + 1;
    const fields = raw.split(separator).map((f) => f.trim());
    if (fields.length !== KM_CSV_COLUMNS.length) {
      add(n, `Línea ${n}: debe tener ${KM_CSV_COLUMNS.length} valores separados por "${separator}" y tiene ${fields.length}`);
      continue;
    }
    const decimalComma = separator === ';';
    const km = parseNumber(fields[column.km]!, decimalComma);
    const lat = parseNumber(fields[column.lat]!, decimalComma);
    const lon = parseNumber(fields[column.lon]!, decimalComma);
    const carriageway = CARRIAGEWAYS[fields[column.carriageway]!.toUpperCase()];
    const before = errors.length + extra;
    if (km === null || km < 0 || km > 5000) add(n, `Línea ${n}: el km debe ser un número entre 0 y 5000`);
    if (lat === null || lat < LAT.min || lat > LAT.max) add(n, `Línea ${n}: la latitud debe ser un número entre ${LAT.min} y ${LAT.max}`);
    if (lon === null || lon < LON.min || lon > LON.max) add(n, `Línea ${n}: la longitud debe ser un número entre ${LON.min} y ${LON.max}`);
    if (!carriageway) add(n, `Línea ${n}: la calzada debe ser NORTH o SOUTH`);
    if (errors.length + extra > before) continue;
    const key = `${carriageway}:${km}`;
    const first = seen.get(key);
    if (first !== undefined) {
      add(n, `Línea ${n}: el km ${km} de la calzada ${carriageway} ya está en la línea ${first}`);
      continue;
    }
    seen.set(key, n);
    posts.push({ km: km!, lat: lat!, lon: lon!, carriageway: carriageway! });
  }
  if (posts.length > KM_CSV_MAX_ROWS) add(null, `El archivo tiene ${posts.length} postes; el máximo es ${KM_CSV_MAX_ROWS}`);
  for (const side of ['NORTH', 'SOUTH'] as const) {
    if (errors.length === 0 && posts.filter((p) => p.carriageway === side).length < 2) {
      add(null, `La calzada ${side} necesita al menos dos postes`);
    }
  }
  if (extra > 0) errors.push({ line: null, message: `Y ${extra} errores más` });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, posts };
}

/** The table as CSV, the format the import reads (for an export or a template). */
export function kmPostsToCsv(posts: readonly KmPost[]): string {
  return [KM_CSV_COLUMNS.join(','), ...posts.map((p) => `${p.km},${p.lat},${p.lon},${p.carriageway}`)].join('\n') + '\n';
}
