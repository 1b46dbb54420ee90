// The SOS posts as ADMIN imports them (issue 39): CSV with a header `number,kilometer,orientation`
// (any order; `;` as separator with decimal commas works too), like the km posts (km-csv.ts).
// All or nothing: every error is listed by line number, in Spanish, and no post is returned.
import { ORIENTATIONS, ROAD_KM_MAX, ROAD_KM_MIN, type Orientation } from '../constants';

export const SOS_CSV_COLUMNS = ['number', 'kilometer', 'orientation'] as const;
/** Far more posts than 170 km of road holds. */
export const SOS_CSV_MAX_ROWS = 5_000;
/** The largest file the import takes. */
export const SOS_CSV_MAX_BYTES = 128 * 1024;
export const SOS_CSV_MAX_ERRORS = 50;
const NUMBER_MAX = 99_999;

export interface SosCsvPost {
  number: number;
  kilometer: number;
  orientation: Orientation;
}
export interface SosCsvError {
  line: number | null;
  message: string;
}
export type SosCsvResult = { ok: true; posts: SosCsvPost[] } | { ok: false; errors: SosCsvError[] };

const DIRECTIONS: Record<string, Orientation> = { NORTH: 'NORTH', NORTE: 'NORTH', SOUTH: 'SOUTH', SUR: 'SOUTH' };

export function parseSosPostsCsv(text: string): SosCsvResult {
  if (text.length > SOS_CSV_MAX_BYTES)
    return { ok: false, errors: [{ line: null, message: `El archivo supera el máximo de ${SOS_CSV_MAX_BYTES / 1024} KB` }] };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const errors: SosCsvError[] = [];
  let extra = 0;
  const add = (line: number | null, message: string) => {
    if (errors.length < SOS_CSV_MAX_ERRORS) errors.push({ line, message });
    else extra++;
  };
  const headerLine = lines.findIndex((l) => l.trim() !== '');
  if (headerLine < 0) return { ok: false, errors: [{ line: null, message: 'El archivo está vacío' }] };
  const separator = lines[headerLine]!.includes(';') ? ';' : ',';
  const header = lines[headerLine]!.split(separator).map((h) => h.trim().toLowerCase());
  if (header.length !== SOS_CSV_COLUMNS.length || SOS_CSV_COLUMNS.some((c) => !header.includes(c))) {
    const n = headerLine + 1;
    return {
      ok: false,
      errors: [{ line: n, message: `Línea ${n}: la primera línea debe ser el encabezado number,kilometer,orientation` }],
    };
  }
  const column = Object.fromEntries(SOS_CSV_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<(typeof SOS_CSV_COLUMNS)[number], number>;
  const decimalComma = separator === ';';
  const posts: SosCsvPost[] = [];
  const seen = new Map<number, number>();
  for (let i = headerLine + 1; i < lines.length; i++) {
    const raw = lines[i]!;
    if (raw.trim() === '') continue;
    const n = i + 1;
    const fields = raw.split(separator).map((f) => f.trim());
    if (fields.length !== SOS_CSV_COLUMNS.length) {
      add(n, `Línea ${n}: debe tener ${SOS_CSV_COLUMNS.length} valores separados por "${separator}" y tiene ${fields.length}`);
      continue;
    }
    const numberText = fields[column.number]!;
    const kmText = decimalComma ? fields[column.kilometer]!.replace(',', '.') : fields[column.kilometer]!;
    const number = /^\d{1,5}$/.test(numberText) ? Number(numberText) : null;
    const kilometer = /^\d{1,4}(\.\d{1,3})?$/.test(kmText) ? Number(kmText) : null;
    const orientation = DIRECTIONS[fields[column.orientation]!.toUpperCase()];
    const before = errors.length + extra;
    if (number === null || number < 1 || number > NUMBER_MAX)
      add(n, `Línea ${n}: el número del poste debe ser un entero entre 1 y ${NUMBER_MAX}`);
    if (kilometer === null || kilometer < ROAD_KM_MIN || kilometer > ROAD_KM_MAX)
      add(n, `Línea ${n}: el km debe ser un número entre ${ROAD_KM_MIN} y ${ROAD_KM_MAX}`);
    if (!orientation) add(n, `Línea ${n}: la dirección debe ser ${ORIENTATIONS.join(' o ')}`);
    if (errors.length + extra > before) continue;
    const first = seen.get(number!);
    if (first !== undefined) {
      add(n, `Línea ${n}: el poste ${number} ya está en la línea ${first}`);
      continue;
    }
    seen.set(number!, n);
    posts.push({ number: number!, kilometer: kilometer!, orientation: orientation! });
  }
  if (posts.length > SOS_CSV_MAX_ROWS) add(null, `El archivo tiene ${posts.length} postes; el máximo es ${SOS_CSV_MAX_ROWS}`);
  if (errors.length === 0 && extra === 0 && posts.length === 0) add(null, 'El archivo no tiene postes');
  if (extra > 0) errors.push({ line: null, message: `Y ${extra} errores más` });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, posts };
}

/** The table as CSV, the format the import reads (an export, or a template to edit). */
export function sosPostsToCsv(posts: readonly SosCsvPost[]): string {
  return [SOS_CSV_COLUMNS.join(','), ...posts.map((p) => `${p.number},${p.kilometer},${p.orientation}`)].join('\n') + '\n';
}
