// One response shape (issue 36): the types the client imports from @vigia/domain are the static
// types of the schemas the server serializes with. The type-level part fails `tsc -b` when they
// drift; the runtime part shows the server answers every field of the schema, no more.
import type { Static } from '@sinclair/typebox';
import type {
  ApiEnvelope,
  Attachment,
  Category,
  Classification,
  Comment,
  Notification,
  Paged,
  Status,
  Ticket,
  TicketHistoryEntry,
  TicketUpdate,
  UserProfile,
} from '@vigia/domain';
import {
  TicketShape,
  type EnvelopeShape,
  type PagedShape,
  type AttachmentShape,
  type CategoryShape,
  type CommentShape,
  type NamedShape,
  type NotificationShape,
  type StatusShape,
  type TicketHistoryEntryShape,
  type UserProfileShape,
} from '@vigia/domain/shapes';
import type { FastifyInstance } from 'fastify';
import { auth, body, DEMO, login, validEvent, withApp } from './helpers';
import type { okResponses, ticketSchema } from '../src/routes/schemas';

type SentAndStored = Omit<TicketUpdate, 'alternateAddress' | 'channelCode'>;
// Only a type: what okResponses() gives the routes that answer an event.
declare const _ticketResponses: ReturnType<typeof okResponses<typeof ticketSchema>>;

/** True only when A and B are the same type (not merely assignable either way). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

// Each line fails to compile if the client's type and the serialized schema differ by one field.
export type ClientTypesAreTheSchemas = [
  Expect<Equal<Ticket, Static<typeof TicketShape>>>,
  Expect<Equal<Comment, Static<typeof CommentShape>>>,
  Expect<Equal<Attachment, Static<typeof AttachmentShape>>>,
  Expect<Equal<TicketHistoryEntry, Static<typeof TicketHistoryEntryShape>>>,
  Expect<Equal<Category, Static<typeof CategoryShape>>>,
  Expect<Equal<Classification, Static<typeof NamedShape>>>,
  Expect<Equal<Status, Static<typeof StatusShape>>>,
  Expect<Equal<UserProfile, Static<typeof UserProfileShape>>>,
  Expect<Equal<Notification, Static<typeof NotificationShape>>>,
  // The generic envelope and page the client reads every answer with.
  Expect<Equal<Paged<Ticket>, Static<ReturnType<typeof PagedShape<typeof TicketShape>>>>>,
  Expect<Equal<ApiEnvelope<Ticket>, Static<ReturnType<typeof EnvelopeShape<typeof TicketShape>>>>>,
  // What the routes serialize a ticket with is that schema.
  Expect<Equal<Static<(typeof _ticketResponses)[200]>, ApiEnvelope<Ticket>>>,
  // The fields a caller sends, as the event returns them, are what the shared yup schema yields
  // (but channelCode, optional to send and always stored, and alternateAddress, never stored).
  Expect<Equal<Pick<Ticket, keyof SentAndStored>, SentAndStored>>,
  Expect<Equal<Ticket['channelCode'], string>>,
];

// The check bites: a field the client's type has and the schema lacks is a compile error (the
// directive itself fails to compile if the line below ever compiles).
// @ts-expect-error `extra` is in the type, not in the schema
export type FieldMissingFromTheSchema = Expect<Equal<Ticket & { extra: string }, Static<typeof TicketShape>>>;

describe('the event as the API serializes it', () => {
  let app: FastifyInstance;
  let token = '';
  withApp({}, async (started) => {
    app = started;
    token = await login(app, DEMO.OPERATOR);
  });

  it('answers exactly the fields of the schema the client type comes from', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(token), payload: validEvent() });
    expect(created.statusCode).toBe(201);
    const id = body(created).payload as number;
    const res = await app.inject({ method: 'GET', url: `/api/ticket/${id}`, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(body(res).payload as object).sort()).toEqual(Object.keys(TicketShape.properties).sort());
    const list = await app.inject({ method: 'GET', url: '/api/ticket/search?size=1', headers: auth(token) });
    expect(Object.keys(body(list).payload.content[0] as object).sort()).toEqual(Object.keys(TicketShape.properties).sort());
  });
});
