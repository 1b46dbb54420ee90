// Issue 40: a reveal's answer and the personal data access log (GET /api/privacy/access-log).
import { Type } from '@sinclair/typebox';
import { DOCUMENT_KINDS } from '../document-kinds';
import { PERSONAL_FIELDS, REVEAL_REASON_MAX, REVEAL_REASON_MIN } from '../personal-data';
import { NullableString, StringEnum } from './common';

/** POST /api/ticket/{id}/reveal: the event's personal data unmasked, recorded with the reason. */
/** An event's personal data as the reveal and the reporter's export send it, unmasked. */
export const PERSONAL_DATA_PROPERTIES = {
  fullName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  documentKind: StringEnum(DOCUMENT_KINDS),
  rut: Type.String(),
  patente: Type.String(),
  realAddress: Type.String(),
  injured: Type.Boolean(),
};

export const RevealedPersonalDataShape = Type.Object({ ticketId: Type.Integer(), ...PERSONAL_DATA_PROPERTIES });

/** One request that read unmasked personal data: who, when, which events, which fields, why. */
export const PersonalDataAccessShape = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  userRole: Type.String(),
  ticketIds: Type.Array(Type.Integer()),
  fields: Type.Array(StringEnum(PERSONAL_FIELDS)),
  route: Type.String({ description: 'the route that read them ("GET /api/ticket/:id")' }),
  reason: NullableString({ description: "a reveal's reason; null for an automatic read" }),
});

export const RevealBodyShape = Type.Object({ reason: Type.String({ minLength: REVEAL_REASON_MIN, maxLength: REVEAL_REASON_MAX }) });
