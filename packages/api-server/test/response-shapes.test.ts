// One response shape (issue 36): the types the client imports from @vigia/domain are the static
// types of the schemas the server serializes with. The type-level part fails `tsc -b` when they
// drift; the runtime part shows the server answers every field of the schema, no more.
import type { Static } from '@sinclair/typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type {
  ApiEnvelope,
  Attachment,
  BulkAssignResult,
  Category,
  Classification,
  CloseReason,
  Comment,
  FollowUpEntry,
  FollowUpView,
  KmReferenceTable,
  MeResponse,
  Notification,
  OperatorSummary,
  OutboxPage,
  Paged,
  PossibleDuplicate,
  QueueCounts,
  QueueView,
  ReportStatistic,
  ResponseTemplate,
  SeverityRule,
  SignInLockout,
  SlaTarget,
  Status,
  StreamTicket,
  StripEvent,
  Ticket,
  TicketHistoryEntry,
  TicketUpdate,
  UnreadCount,
  UserPreferences,
  UserProfile,
} from '@vigia/domain';
import {
  CategoryShape,
  CloseReasonShape,
  FollowUpEntryShape,
  FollowUpViewShape,
  KmLocationShape,
  type KmPostShape,
  KmReferenceTableShape,
  MeResponseShape,
  NotificationShape,
  OperatorSummaryShape,
  OutboxPageShape,
  PossibleDuplicateShape,
  QueueCountsShape,
  ReportStatisticShape,
  ResponseTemplateShape,
  SeverityRuleShape,
  SignInLockoutShape,
  SlaTargetShape,
  StatusShape,
  StreamTicketShape,
  StripEventShape,
  TicketHistoryEntryShape,
  TicketShape,
  UnreadCountShape,
  UserPreferencesShape,
  UserProfileShape,
  AttachmentShape,
  PagedShape,
  type BulkAssignResultShape,
  type EnvelopeShape,
  type CommentShape,
  type NamedShape,
} from '@vigia/domain/shapes';
import { FOLLOW_UP_TOKEN_HEADER } from '@vigia/domain/schemas';
import type { KmLocation, KmPost } from '@vigia/domain/location';
import type { FastifyInstance } from 'fastify';
import { auth, body, DEMO, login, solidPng, validEvent, withApp } from './helpers';
import { uploadPhoto } from './photos';
import { demoKmPosts } from '../src/db/km-posts-demo';
import { SLOW_AFTER_FAILURES } from '../src/routes/auth';
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
  // The other answers of every route (issue 36 item 4): one shape each, the client's type its Static.
  Expect<Equal<PossibleDuplicate, Static<typeof PossibleDuplicateShape>>>,
  Expect<Equal<FollowUpView, Static<typeof FollowUpViewShape>>>,
  Expect<Equal<BulkAssignResult, Static<typeof BulkAssignResultShape>>>,
  Expect<Equal<OutboxPage, Static<typeof OutboxPageShape>>>,
  Expect<Equal<UserPreferences, Static<typeof UserPreferencesShape>>>,
  Expect<Equal<UnreadCount, Static<typeof UnreadCountShape>>>,
  Expect<Equal<StreamTicket, Static<typeof StreamTicketShape>>>,
  Expect<Equal<CloseReason, Static<typeof CloseReasonShape>>>,
  Expect<Equal<SlaTarget, Static<typeof SlaTargetShape>>>,
  Expect<Equal<SeverityRule, Static<typeof SeverityRuleShape>>>,
  Expect<Equal<ResponseTemplate, Static<typeof ResponseTemplateShape>>>,
  Expect<Equal<QueueCounts, Static<typeof QueueCountsShape>>>,
  Expect<Equal<keyof QueueCounts, QueueView>>,
  Expect<Equal<ReportStatistic, Static<typeof ReportStatisticShape>>>,
  Expect<Equal<StripEvent, Static<typeof StripEventShape>>>,
  Expect<Equal<MeResponse, Static<typeof MeResponseShape>>>,
  Expect<Equal<OperatorSummary, Static<typeof OperatorSummaryShape>>>,
  Expect<Equal<SignInLockout, Static<typeof SignInLockoutShape>>>,
  // The last routes (photos, the reporter's additions, the km-post table; Open511 answers its own
  // standard's documents, checked against its schema in open511.test.ts).
  Expect<Equal<FollowUpEntry, Static<typeof FollowUpEntryShape>>>,
  Expect<Equal<KmPost, Static<typeof KmPostShape>>>,
  Expect<Equal<KmLocation, Static<typeof KmLocationShape>>>,
  Expect<Equal<KmReferenceTable, Static<typeof KmReferenceTableShape>>>,
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

  // Fastify drops a field missing from a response schema, and refuses to answer without a field
  // the schema requires: each route's answer must carry every field of its shape, nested ones too.
  it('answers every field of each route’s shape', async () => {
    const admin = await login(app, DEMO.ADMIN);
    const created = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(token), payload: validEvent() });
    const id = body(created).payload as number;
    const followUpToken = String(created.headers[FOLLOW_UP_TOKEN_HEADER]);
    // Refused sign-ins, enough to slow that account down: a lockout row to read.
    for (let i = 0; i < SLOW_AFTER_FAILURES; i++) {
      await app.inject({ method: 'POST', url: '/api/auth', payload: { email: DEMO.DRIVER, password: 'wrong-password' } });
    }
    const photo = await uploadPhoto(app, id, await solidPng(8, 8, '#c33'), auth(token));
    expect(photo.statusCode).toBe(201);
    expect(missingFields(body(photo).payload, AttachmentShape)).toEqual([]);
    const comment = { id, token: followUpToken, comment: 'Sigo en el lugar' };
    const added = await app.inject({ method: 'POST', url: '/api/ticket/follow-up/comment', payload: comment });
    expect(added.statusCode).toBe(201);
    expect(missingFields(body(added).payload, FollowUpEntryShape)).toEqual([]);
    expect(body(added).payload.comment).toBe('Sigo en el lugar');
    const post = demoKmPosts().find((p) => p.km === 485 && p.carriageway === 'SOUTH')!;
    const event = validEvent();
    const duplicates = `/api/ticket/duplicates?category=${event.category}&kilometer=${event.kilometer}&orientation=${event.orientation}`;
    const routes: [method: 'GET' | 'POST', url: string, shape: TSchema, payload?: object][] = [
      ['GET', '/api/ticket/category', Type.Array(CategoryShape)],
      ['GET', '/api/ticket/status', Type.Array(StatusShape)],
      ['GET', `/api/ticket/${id}/history`, Type.Array(TicketHistoryEntryShape)],
      ['GET', duplicates, Type.Array(PossibleDuplicateShape)],
      ['POST', '/api/ticket/follow-up', FollowUpViewShape, { id, token: followUpToken }],
      ['GET', '/api/ticket/queue/counts', QueueCountsShape],
      ['GET', '/api/close-reason', Type.Array(CloseReasonShape)],
      ['GET', '/api/sla-target', Type.Array(SlaTargetShape)],
      ['GET', '/api/severity-rule', Type.Array(SeverityRuleShape)],
      ['GET', '/api/response-template', Type.Array(ResponseTemplateShape)],
      ['GET', '/api/report/reportStatistic', ReportStatisticShape],
      ['GET', '/api/report/strip', Type.Array(StripEventShape)],
      ['GET', '/api/user/me', MeResponseShape],
      ['GET', '/api/user/list', Type.Object({ content: Type.Array(UserProfileShape) })],
      ['GET', '/api/profile/operator', Type.Array(OperatorSummaryShape)],
      ['GET', '/api/auth/lockouts', Type.Array(SignInLockoutShape)],
      ['GET', '/api/mail/outbox', OutboxPageShape],
      ['GET', '/api/user/me/preferences', UserPreferencesShape],
      ['GET', '/api/notification/unread', UnreadCountShape],
      ['POST', '/api/notification/stream/ticket', StreamTicketShape],
      ['GET', `/api/ticket/${id}/attachment`, PagedShape(AttachmentShape)],
      ['GET', '/api/location/reference', KmReferenceTableShape],
      ['GET', `/api/location/km?lat=${post.lat}&lon=${post.lon}`, KmLocationShape],
    ];
    for (const [method, url, shape, payload] of routes) {
      const res = await app.inject({ method, url, headers: auth(admin), ...(payload ? { payload } : {}) });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect([url, missingFields(body(res).payload, shape)]).toEqual([url, []]);
    }
    const notifications = await app.inject({ method: 'GET', url: '/api/notification/unread', headers: auth(token) });
    expect(body(notifications).payload).toEqual({ count: expect.any(Number) });
    const list = await login(app, DEMO.SUPERVISOR);
    const mine = await app.inject({ method: 'GET', url: `/api/notification/profile/${(await meOf(list)).id}?size=1`, headers: auth(list) });
    expect(missingFields(body(mine).payload.content, Type.Array(NotificationShape))).toEqual([]);
  });

  async function meOf(bearer: string): Promise<{ id: string }> {
    const res = await app.inject({ method: 'GET', url: '/api/user/me', headers: auth(bearer) });
    return { id: body(res).payload.userProfileDto.id as string };
  }
});

/**
 * The required fields of `shape` that `value` lacks, as paths; an empty array of items proves
 * nothing, so it counts as a missing item.
 */
function missingFields(value: unknown, shape: TSchema, path = 'payload'): string[] {
  if (shape['type'] === 'array') {
    if (!Array.isArray(value) || value.length === 0) return [`${path}[0]`];
    return value.flatMap((item: unknown, i) => missingFields(item, shape['items'] as TSchema, `${path}[${i}]`));
  }
  if (shape['type'] !== 'object' || typeof value !== 'object' || value === null) return [];
  const properties = (shape['properties'] ?? {}) as Record<string, TSchema>;
  const required = (shape['required'] ?? []) as string[];
  const record = value as Record<string, unknown>;
  return Object.entries(properties).flatMap(([key, property]) => {
    if (!(key in record)) return required.includes(key) ? [`${path}.${key}`] : [];
    return missingFields(record[key], property, `${path}.${key}`);
  });
}
