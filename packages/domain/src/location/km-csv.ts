// The km-post table as ADMIN imports it (issue 24): CSV with a header `km,lat,lon,carriageway`
// (any order; `;` as separator with decimal commas, as a Chilean spreadsheet saves it, works too).
// All or nothing: every error is listed by line number, in Spanish, and no post is returned.
import type { Orientation } from '../constants';
import { readCsvTable, type CsvError } from './csv-table';
import type { KmPost } from './km-reference';

export const KM_CSV_COLUMNS = ['km', 'lat', 'lon', 'carriageway'] as const;
/** More rows than any concession has (a post every 10 m over 100 km). */
export const KM_CSV_MAX_ROWS = 20_000;
/** The largest file the import takes (the server's body limit allows it; about 6,000 posts). */
export const KM_CSV_MAX_BYTES = 256 * 1024;
/** Errors listed before the rest are only counted. */
export const KM_CSV_MAX_ERRORS = 50;

export type KmCsvError = CsvError;

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
  const seen = new Map<string, number>();
  const result = readCsvTable(text, {
    columns: KM_CSV_COLUMNS,
    maxErrors: KM_CSV_MAX_ERRORS,
    readRow(values, n, decimalComma) {
      const km = parseNumber(values.km, decimalComma);
      const lat = parseNumber(values.lat, decimalComma);
      const lon = parseNumber(values.lon, decimalComma);
      const carriageway = CARRIAGEWAYS[values.carriageway.toUpperCase()];
      const problems: string[] = [];
      if (km === null || km < 0 || km > 5000) problems.push('el km debe ser un número entre 0 y 5000');
      if (lat === null || lat < LAT.min || lat > LAT.max) problems.push(`la latitud debe ser un número entre ${LAT.min} y ${LAT.max}`);
      if (lon === null || lon < LON.min || lon > LON.max) problems.push(`la longitud debe ser un número entre ${LON.min} y ${LON.max}`);
      if (!carriageway) problems.push('la calzada debe ser NORTH o SOUTH');
      if (km === null || lat === null || lon === null || !carriageway || problems.length > 0) return problems;
      const key = `${carriageway}:${km}`;
      const first = seen.get(key);
      if (first !== undefined) return [`el km ${km} de la calzada ${carriageway} ya está en la línea ${first}`];
      seen.set(key, n);
      return { km, lat, lon, carriageway };
    },
    checkAll(posts, fail, failed) {
      if (posts.length > KM_CSV_MAX_ROWS) fail(`El archivo tiene ${posts.length} postes; el máximo es ${KM_CSV_MAX_ROWS}`);
      for (const side of ['NORTH', 'SOUTH'] as const) {
        if (!failed() && posts.filter((p) => p.carriageway === side).length < 2) fail(`La calzada ${side} necesita al menos dos postes`);
      }
    },
  });
  return result.ok ? { ok: true, posts: result.rows } : result;
}

/** The table as CSV, the format the import reads (for an export or a template). */
export function kmPostsToCsv(posts: readonly KmPost[]): string {
  return [KM_CSV_COLUMNS.join(','), ...posts.map((p) => `${p.km},${p.lat},${p.lon},${p.carriageway}`)].join('\n') + '\n';
}
