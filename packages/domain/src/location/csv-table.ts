// What the CSV imports share (km posts, SOS posts): a header naming the columns in any order, `,` or
// `;` as separator (`;` with decimal commas, as a Chilean spreadsheet saves it), every error listed by
// line number in Spanish up to a cap, then only counted. All or nothing: no row when any error.
export interface CsvError {
  line: number | null;
  message: string;
}

export type CsvResult<T> = { ok: true; rows: T[] } | { ok: false; errors: CsvError[] };

export interface CsvTable<C extends string, T> {
  columns: readonly C[];
  maxErrors: number;
  /** One line's values by column: its row, or what is wrong with it (each said of the line). */
  readRow: (values: Record<C, string>, line: number, decimalComma: boolean) => T | string[];
  /** The checks over the whole table; `failed()` tells whether any error was found so far. */
  checkAll?: (rows: T[], fail: (message: string) => void, failed: () => boolean) => void;
}

export function readCsvTable<C extends string, T>(text: string, table: CsvTable<C, T>): CsvResult<T> {
  const { columns } = table;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const errors: CsvError[] = [];
  let extra = 0;
  const add = (line: number | null, message: string) => {
    if (errors.length < table.maxErrors) errors.push({ line, message });
    else extra++;
  };
  const headerLine = lines.findIndex((l) => l.trim() !== '');
  if (headerLine < 0) return { ok: false, errors: [{ line: null, message: 'El archivo está vacío' }] };
  const separator = lines[headerLine]!.includes(';') ? ';' : ',';
  const header = lines[headerLine]!.split(separator).map((h) => h.trim().toLowerCase());
  if (header.length !== columns.length || columns.some((c) => !header.includes(c))) {
    const n = headerLine + 1;
    return { ok: false, errors: [{ line: n, message: `Línea ${n}: la primera línea debe ser el encabezado ${columns.join(',')}` }] };
  }
  const decimalComma = separator === ';';
  const rows: T[] = [];
  for (let i = headerLine + 1; i < lines.length; i++) {
    const raw = lines[i]!;
    if (raw.trim() === '') continue;
    const n = i + 1;
    const fields = raw.split(separator).map((f) => f.trim());
    if (fields.length !== columns.length) {
      add(n, `Línea ${n}: debe tener ${columns.length} valores separados por "${separator}" y tiene ${fields.length}`);
      continue;
    }
    const values = Object.fromEntries(columns.map((c) => [c, fields[header.indexOf(c)]!])) as Record<C, string>;
    const row = table.readRow(values, n, decimalComma);
    if (!Array.isArray(row)) rows.push(row);
    else for (const problem of row) add(n, `Línea ${n}: ${problem}`);
  }
  table.checkAll?.(
    rows,
    (message) => add(null, message),
    () => errors.length + extra > 0,
  );
  if (extra > 0) errors.push({ line: null, message: `Y ${extra} errores más` });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}
