// Input as people type it on a phone (issue 24), normalised before the SPEC §5 rules run: the form
// and the server apply the same transforms through the one event schema.

/** Longer than any phone, patente or RUT typed by a person: left as sent for the length rule to
 *  refuse, so a 256 KB field costs no rewrite (issue 21: no request may stall the server). */
const NORMALIZE_MAX = 200;
const short = (normalize: (value: string) => string) => (value: string) => (value.length > NORMALIZE_MAX ? value : normalize(value));

/** "+56 9 1234 5678" → "56912345678": spaces, +, dashes, dots and brackets go; anything else stays
 *  for the digits-only rule to refuse. */
export const normalizePhone = short((value) => value.replace(/[\s+\-.()]/g, ''));

/** "ab-cd 12" → "ABCD12": upper case, without spaces, dashes, dots or the plate's middle dot. */
export const normalizePatente = short((value) => value.replace(/[\s\-.·•]/g, '').toUpperCase());

/** The check digit (módulo 11) of a RUT's number: '0'–'9' or 'K'. */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'K' : String(digit);
}

const RUT_PARTS = /^0*(\d{1,9})([\dK])$/;

/** A RUT as digits and its check character, whatever dots and dashes it was typed with; null
 *  when it is not one. */
function rutParts(value: string): { body: string; dv: string } | null {
  const match = RUT_PARTS.exec(value.replace(/[.\-]/g, '').toUpperCase());
  return match ? { body: match[1]!, dv: match[2]! } : null;
}

/** "12345678-5", "12.345.6785" → "12.345.678-5". Left as typed when it is not a RUT's shape, so
 *  the format rule names what is wrong. */
export const normalizeRut = short((value) => {
  if (!/^[0-9kK.\-]+$/.test(value)) return value;
  const parts = rutParts(value);
  return parts ? `${parts.body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${parts.dv}` : value;
});

/** True when the RUT's check digit is the one its number gives (módulo 11). */
export function isValidRut(value: string): boolean {
  const parts = value.length > NORMALIZE_MAX ? null : rutParts(value);
  return parts !== null && rutCheckDigit(parts.body) === parts.dv;
}

/** An e-mail address whose domain has a dot ("juan@correo" is not one a reporter can be reached at). */
export function hasDottedDomain(value: string): boolean {
  const at = value.lastIndexOf('@');
  return at > 0 && /^[^.\s@]+(\.[^.\s@]+)+$/.test(value.slice(at + 1));
}
