// The SOS posts as ADMIN imports them (issue 39): CSV with a header `number,kilometer,orientation`
// (any order; `;` as separator with decimal commas works too), like the km posts (km-csv.ts).
// All or nothing: every error is listed by line number, in Spanish, and no post is returned.
import { ORIENTATIONS, ROAD_KM_MAX, ROAD_KM_MIN, SOS_POST_MAX, type Orientation } from '../constants';
import { readCsvTable, type CsvError } from './csv-table';

export const SOS_CSV_COLUMNS = ['number', 'kilometer', 'orientation'] as const;
/** Far more posts than 170 km of road holds. */
export const SOS_CSV_MAX_ROWS = 5_000;
/** The largest file the import takes. */
export const SOS_CSV_MAX_BYTES = 128 * 1024;
export const SOS_CSV_MAX_ERRORS = 50;

export interface SosCsvPost {
  number: number;
  kilometer: number;
  orientation: Orientation;
}
export type SosCsvError = CsvError;
export type SosCsvResult = { ok: true; posts: SosCsvPost[] } | { ok: false; errors: SosCsvError[] };

const DIRECTIONS: Record<string, Orientation> = { NORTH: 'NORTH', NORTE: 'NORTH', SOUTH: 'SOUTH', SUR: 'SOUTH' };

export function parseSosPostsCsv(text: string): SosCsvResult {
  if (text.length > SOS_CSV_MAX_BYTES)
    return { ok: false, errors: [{ line: null, message: `El archivo supera el máximo de ${SOS_CSV_MAX_BYTES / 1024} KB` }] };
  const seen = new Map<number, number>();
  const result = readCsvTable(text, {
    columns: SOS_CSV_COLUMNS,
    maxErrors: SOS_CSV_MAX_ERRORS,
    readRow(values, n, decimalComma) {
      const kmText = decimalComma ? values.kilometer.replace(',', '.') : values.kilometer;
      const number = /^\d{1,5}$/.test(values.number) ? Number(values.number) : null;
      const kilometer = /^\d{1,4}(\.\d{1,3})?$/.test(kmText) ? Number(kmText) : null;
      const orientation = DIRECTIONS[values.orientation.toUpperCase()];
      const problems: string[] = [];
      if (number === null || number < 1 || number > SOS_POST_MAX)
        problems.push(`el número del poste debe ser un entero entre 1 y ${SOS_POST_MAX}`);
      if (kilometer === null || kilometer < ROAD_KM_MIN || kilometer > ROAD_KM_MAX)
        problems.push(`el km debe ser un número entre ${ROAD_KM_MIN} y ${ROAD_KM_MAX}`);
      if (!orientation) problems.push(`la dirección debe ser ${ORIENTATIONS.join(' o ')}`);
      if (number === null || kilometer === null || !orientation || problems.length > 0) return problems;
      const first = seen.get(number);
      if (first !== undefined) return [`el poste ${number} ya está en la línea ${first}`];
      seen.set(number, n);
      return { number, kilometer, orientation };
    },
    checkAll(posts, fail, failed) {
      if (posts.length > SOS_CSV_MAX_ROWS) fail(`El archivo tiene ${posts.length} postes; el máximo es ${SOS_CSV_MAX_ROWS}`);
      if (!failed() && posts.length === 0) fail('El archivo no tiene postes');
    },
  });
  return result.ok ? { ok: true, posts: result.rows } : result;
}

/** The table as CSV, the format the import reads (an export, or a template to edit). */
export function sosPostsToCsv(posts: readonly SosCsvPost[]): string {
  return [SOS_CSV_COLUMNS.join(','), ...posts.map((p) => `${p.number},${p.kilometer},${p.orientation}`)].join('\n') + '\n';
}
