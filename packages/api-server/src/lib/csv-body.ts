// A reference table imported from a CSV file (the km posts, the SOS posts): the body is the file
// as text/csv, or JSON `{ csv }` checked by this schema.
import { object, string } from 'yup';

export const CSV_REQUIRED = 'Envíe el archivo CSV';

/** JSON `{ csv }`: the file's text, at most `max` characters (under the app's body limit, app.ts). */
export const csvBodySchema = (max: number) =>
  object({
    csv: string()
      .strict()
      .typeError(CSV_REQUIRED)
      .required(CSV_REQUIRED)
      .max(max, `El archivo supera el máximo de ${max / 1024} KB`),
  });
