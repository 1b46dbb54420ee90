// Who sees a reporter's personal data (issue 40, Ley 21.719): THE table the server masks with and
// the screens read. Identity: name, e-mail, phone, document, plate, address. Health: `injured`.
import type { Role } from './constants';

/** The reporter's identity fields of an event (`documentKind` says what `rut` holds; never masked). */
export const IDENTITY_FIELDS = ['fullName', 'email', 'phone', 'rut', 'patente', 'realAddress'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];
/** Every personal field an access is recorded for: identity and the health field. */
export const PERSONAL_FIELDS = [...IDENTITY_FIELDS, 'documentKind', 'injured'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

export type IdentityAccess = 'FULL' | 'MASKED';
export interface PersonalDataAccess {
  identity: IdentityAccess;
  /** Whether `injured` (health data) is shown; hidden, it reads `false` with personalDataMasked. */
  injured: boolean;
  /** May ask for the unmasked values with a reason (POST /api/ticket/{id}/reveal), recorded. */
  reveal: boolean;
}

/**
 * Need to know, per role:
 * - OPERATOR, SUPERVISOR: the control room calls reporters back and sends help to the injured.
 * - DRIVER: a patrol crew acts on the injured, not on who reported; it may reveal (to find a
 *   reporter on scene), with a reason.
 * - INSPECTOR: audits the service, not people: neither identity nor health; no reveal.
 * - ADMIN: runs the system and answers the reporters' requests: masked until it reveals.
 */
export const PERSONAL_DATA_ACCESS: Readonly<Record<Role, PersonalDataAccess>> = {
  OPERATOR: { identity: 'FULL', injured: true, reveal: true },
  SUPERVISOR: { identity: 'FULL', injured: true, reveal: true },
  DRIVER: { identity: 'MASKED', injured: true, reveal: true },
  INSPECTOR: { identity: 'MASKED', injured: false, reveal: false },
  ADMIN: { identity: 'MASKED', injured: false, reveal: true },
};

export const seesIdentity = (role: Role): boolean => PERSONAL_DATA_ACCESS[role].identity === 'FULL';
export const seesInjured = (role: Role): boolean => PERSONAL_DATA_ACCESS[role].injured;
export const mayReveal = (role: Role): boolean => PERSONAL_DATA_ACCESS[role].reveal;
/** The role reads the event exactly as stored (nothing masked, nothing hidden). */
export const seesAllPersonalData = (role: Role): boolean => seesIdentity(role) && seesInjured(role);

/** The fields a role reads unmasked: what an access-log row of an automatic read names. */
export function unmaskedFieldsFor(role: Role): PersonalField[] {
  return [...(seesIdentity(role) ? [...IDENTITY_FIELDS, 'documentKind' as const] : []), ...(seesInjured(role) ? ['injured' as const] : [])];
}

/** A reveal's reason, in characters (POST /api/ticket/{id}/reveal). */
export const REVEAL_REASON_MIN = 10;
export const REVEAL_REASON_MAX = 500;

/** What a masked character is: a value holding it was masked, and is never stored back. */
export const MASK = '•';
export const isMaskedValue = (value: unknown): boolean => typeof value === 'string' && value.includes(MASK);

const hide = (s: string) => MASK.repeat(s.length);

/** 'Juan Pérez' → 'Jua• P••••': the first three letters of the first word, the initial of the others. */
export function maskName(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => {
      const keep = i === 0 ? Math.min(3, Math.max(1, word.length - 1)) : 1;
      return word.slice(0, keep) + hide(word.slice(keep));
    })
    .join(' ');
}
/** 'juan@gmail.com' → '•••••@gmail.com' (a fixed run: the length of the name is not told). */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  return at < 0 ? hide(value) : `${MASK.repeat(5)}${value.slice(at)}`;
}
/** Keeps the last `keep` characters that are not spaces or separators' positions: '+56 9 8765 4321' → '+•• • •••• •321'. */
function keepLast(value: string, keep: number): string {
  let left = keep;
  return [...value]
    .reverse()
    .map((c) => {
      if (!/[0-9A-Za-z]/.test(c)) return c;
      if (left > 0) {
        left -= 1;
        return c;
      }
      return MASK;
    })
    .reverse()
    .join('');
}
/** Phone: its last 3 digits. */
export const maskPhone = (value: string): string => keepLast(value, 3);
/** RUT or other document: its last 4 characters ('12.345.678-5' → '••.••5.678-5'). */
export const maskDocument = (value: string): string => keepLast(value, 4);
/** Plate: its first 2 characters ('BBCL12' → 'BB••••'). */
export function maskPlate(value: string): string {
  const v = value.trim();
  return v.slice(0, 2) + hide(v.slice(2));
}
/** Address: only whether there is one. */
export const maskAddress = (value: string): string => (value.trim() ? MASK.repeat(3) : '');

const masked = (value: string, mask: (v: string) => string) => (value ? mask(value) : value);

export type PersonalValues = Record<IdentityField, string> & { injured: boolean };

/**
 * The event as `role` reads it: identity masked (same fields, same types) and `injured` hidden
 * (false) where the table says so; `personalDataMasked` tells the screens. Pure: the server's
 * answers and the tests use it.
 */
export function maskPersonalData<T extends PersonalValues>(ticket: T, role: Role): T & { personalDataMasked: boolean } {
  const identity = seesIdentity(role);
  const injured = seesInjured(role);
  if (identity && injured) return { ...ticket, personalDataMasked: false };
  return {
    ...ticket,
    ...(identity
      ? {}
      : {
          fullName: masked(ticket.fullName, maskName),
          email: masked(ticket.email, maskEmail),
          phone: masked(ticket.phone, maskPhone),
          rut: masked(ticket.rut, maskDocument),
          patente: masked(ticket.patente, maskPlate),
          realAddress: masked(ticket.realAddress, maskAddress),
        }),
    injured: injured ? ticket.injured : false,
    personalDataMasked: true,
  };
}
