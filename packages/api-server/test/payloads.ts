// Request bodies the tests build and answers they check, with no app: a file upload's multipart
// body, a real PNG to upload, a valid report, and the shape of every refusal.
import sharp from 'sharp';

/** A multipart/form-data body with one file part. */
export function multipart(fileName: string, contentType: string, data: Buffer, field = 'file') {
  const boundary = `----vigia${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The `{ payload: null, errors: [{ field?, message }] }` envelope of every refusal. */
export function isErrorEnvelope(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { payload, errors, ...rest } = value as { payload?: unknown; errors?: unknown };
  if (payload !== null || Object.keys(rest).length > 0 || !Array.isArray(errors) || errors.length === 0) return false;
  return errors.every(
    (e) =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as { message?: unknown }).message === 'string' &&
      ((e as { field?: unknown }).field === undefined || typeof (e as { field?: unknown }).field === 'string') &&
      Object.keys(e).every((k) => k === 'message' || k === 'field'),
  );
}

/** A small PNG of one colour: a real photo for the upload paths to sniff, decode and re-encode. */
export function solidPng(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A reporter whose every field is distinctive (no demo row shares any of it), to be found in a mail. */
export const MARKED_REPORTER = {
  fullName: 'Zacarías Quintanilla Ybarra',
  email: 'zacarias.testigo@reportante.cl',
  phone: '56911223344',
  patente: 'ZQXW98',
  rut: '17.982.543-0',
  realAddress: 'Parcela Los Aromos 77',
  description: '<p>Relato privado: el conductor del camión azul huyó</p>',
};

/** What of MARKED_REPORTER no mail may carry: whole values and the parts a template could cut out. */
export const MARKED_REPORTER_TRACES = [
  MARKED_REPORTER.fullName,
  'Zacarías',
  'Quintanilla',
  MARKED_REPORTER.email,
  'zacarias.testigo',
  MARKED_REPORTER.phone,
  '11223344',
  MARKED_REPORTER.rut,
  '17982543',
  MARKED_REPORTER.patente,
  'Aromos',
  'Relato privado',
  'camión azul',
];

/** A valid public-form body (SPEC §4): a crash at km 485.5, the reporter named; `overrides` replace fields. */
export function validEvent(overrides: Record<string, unknown> = {}) {
  return {
    description: '<p>Choque por alcance en pista derecha</p>',
    kilometer: 485.5,
    sector: 'Enlace Norte',
    commune: 'Los Ángeles',
    orientation: 'NORTH',
    dateEvent: new Date(Date.now() - 30 * 60_000).toISOString(),
    channelCode: 'WEB_SELF_SERVICE',
    category: 'ACCIDENTE',
    subcategory: 1,
    classificationId: 1,
    realAddress: 'Ruta 5 Sur km 485',
    email: 'reportante@correo.cl',
    fullName: 'Rocío Peña',
    phone: '56987654321',
    rut: '12.345.678-5',
    patente: 'KJTR22',
    ...overrides,
  };
}
