// Issue 40 item 4 (Ley 21.719): a reporter's requests and the download of their data, made with the
// event's follow-up link; ADMIN lists and resolves the requests against their legal clock.
import { Type } from '@sinclair/typebox';
import { NullableString, StringEnum } from './common';
import { PERSONAL_DATA_PROPERTIES } from './privacy-access';
import { FollowUpEntryShape } from './tickets';
import {
  PRIVACY_REASON_MAX,
  PRIVACY_REASON_MIN,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_OUTCOMES,
  PRIVACY_REQUEST_STATES,
  PRIVACY_TEXT_MAX,
} from '../types/privacy-requests';

const TOKEN = Type.String({ maxLength: 200, description: "the event's follow-up token" });

export const PrivacyExportBodyShape = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }), token: TOKEN });

export const PrivacyRequestBodyShape = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  token: TOKEN,
  kind: StringEnum(PRIVACY_REQUEST_KINDS),
  text: Type.Optional(Type.String({ maxLength: PRIVACY_TEXT_MAX, description: 'what to correct (RECTIFICATION)' })),
});

/** The 202 of a request: its number and legal deadline. */
export const PrivacyRequestReceiptShape = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(PRIVACY_REQUEST_KINDS),
  createdAt: Type.String(),
  dueAt: Type.String(),
});

export const PrivacyRequestShape = Type.Object({
  id: Type.Integer(),
  ticketId: Type.Integer(),
  kind: StringEnum(PRIVACY_REQUEST_KINDS),
  text: NullableString(),
  state: StringEnum(PRIVACY_REQUEST_STATES),
  createdAt: Type.String(),
  dueAt: Type.String(),
  /** Whole days to the deadline (negative: late); counted while pending, frozen at resolution. */
  daysLeft: Type.Integer(),
  resolvedAt: NullableString(),
  reason: NullableString(),
  erasedTicketIds: Type.Array(Type.Integer()),
});

export const PrivacyResolveBodyShape = Type.Object({
  outcome: StringEnum(PRIVACY_REQUEST_OUTCOMES),
  reason: Type.String({ minLength: PRIVACY_REASON_MIN, maxLength: PRIVACY_REASON_MAX }),
});

const ExportPhotoShape = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  createdAt: Type.String(),
  /** The photo's bytes, base64: the download holds everything, no link to expire. */
  dataBase64: Type.String(),
});

/** POST /api/privacy/export: everything held about the reporter of the link's event. */
export const PrivacyExportShape = Type.Object({
  format: Type.Literal('vigia-personal-data/1'),
  exportedAt: Type.String(),
  noticeVersion: Type.String(),
  event: Type.Object({
    id: Type.Integer(),
    ...PERSONAL_DATA_PROPERTIES,
    description: Type.String(),
    kilometer: Type.Number(),
    commune: Type.String(),
    sector: Type.String(),
    dateEvent: Type.String(),
    createdAt: Type.String(),
    statusName: Type.String(),
    /** When the personal fields were erased (retention or a deletion request); null: still held. */
    personalErasedAt: NullableString(),
  }),
  history: Type.Array(FollowUpEntryShape),
  photos: Type.Array(ExportPhotoShape),
  requests: Type.Array(PrivacyRequestReceiptShape),
});
