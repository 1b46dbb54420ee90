// The API's answers as the client reads them: each is the `Static` of the TypeBox schema the server
// serializes it with (../shapes), so neither can miss a field. One list for every resource; the bodies
// a caller sends and the enumerations stay in the resource's file beside this one.
import type { Static } from '@sinclair/typebox';
import type * as S from '../shapes';

// Lookups: the category tree of the event form and the statuses.
export type Category = Static<typeof S.CategoryShape>;
export type Subcategory = Static<typeof S.NamedShape>;
export type Classification = Static<typeof S.NamedShape>;
export type Status = Static<typeof S.StatusShape>;

// Events (tickets) and what goes with one: comments, photos, history, follow-up, duplicates.
/**
 * An event as the API returns it (list rows, detail, the 412 of a stale save): the static type of
 * the schema the server serializes with (shapes/tickets.ts), so neither can miss a field. Its
 * fields a caller sends equal TicketUpdate's (checked in api-server's test/response-shapes.test.ts).
 */
export type Ticket = Static<typeof S.TicketShape>;
/** A comment; REPORTER: written on the follow-up page (always PUBLIC, no author id). */
export type Comment = Static<typeof S.CommentShape>;
export type Attachment = Static<typeof S.AttachmentShape>;
export type HistoryChange = Static<typeof S.HistoryChangeShape>;
/** GET /api/ticket/{id}/history: one change of an event, oldest first. Ids are resolved to names. */
export type TicketHistoryEntry = Static<typeof S.TicketHistoryEntryShape>;
/** One line of the reporter's follow-up; COMMENT: the concession's public comment; REPORTER_COMMENT, PHOTO: what the reporter added. */
export type FollowUpEntry = Static<typeof S.FollowUpEntryShape>;
/** POST /api/ticket/follow-up: the reporter's view of their event (never personal data). */
export type FollowUpView = Static<typeof S.FollowUpViewShape>;
/** GET /api/ticket/duplicates: an open event that may be the one being reported (no personal data). */
export type PossibleDuplicate = Static<typeof S.PossibleDuplicateShape>;
/** POST /api/ticket/assign's answer: how many events changed, and which. */
export type BulkAssignResult = Static<typeof S.BulkAssignResultShape>;

// Triage (issue 23): lanes, targets per severity, closing reasons, templates, the queue's counts.
/** Lanes blocked per direction of the carriageway. */
export type LanesBlocked = Static<typeof S.LanesBlockedShape>;
/** GET /api/close-reason: the list ADMIN keeps; inactive ones stay on the events closed with them. */
export type CloseReason = Static<typeof S.CloseReasonShape>;
/** GET /api/sla-target: minutes from the report to being taken and to being closed, 24×7. */
export type SlaTarget = Static<typeof S.SlaTargetShape>;
/** GET /api/severity-rule: every classification with the severity its new events start with. */
export type SeverityRule = Static<typeof S.SeverityRuleShape>;
/** GET /api/response-template: text an operator inserts into a public comment. */
export type ResponseTemplate = Static<typeof S.ResponseTemplateShape>;
/** GET /api/ticket/queue/counts: how many open events each saved view holds for the caller. */
export type QueueCounts = Static<typeof S.QueueCountsShape>;

// Users (SPEC §3) and the admin screens.
/** GET /api/user/me, read as SPEC §3 says (fields: shapes/users.ts). */
export type MeResponse = Static<typeof S.MeResponseShape>;
/** A user as the admin screens and /api/user/list see it; never carries the password. */
export type UserProfile = Static<typeof S.UserProfileShape>;
export type OperatorSummary = Static<typeof S.OperatorSummaryShape>;
/** An account and address whose sign-in attempts are slowed or locked now (GET /api/auth/lockouts). */
export type SignInLockout = Static<typeof S.SignInLockoutShape>;

// Notifications: the list, the unread badge and the live stream.
export type Notification = Static<typeof S.NotificationShape>;
/** GET /api/notification/unread */
export type UnreadCount = Static<typeof S.UnreadCountShape>;
/** POST /api/notification/stream/ticket: a single-use ticket for the SSE stream (EventSource sends no headers). */
export type StreamTicket = Static<typeof S.StreamTicketShape>;

// Reports: the dashboards' statistics and the highway strip.
export type CountBy = Static<typeof S.CountByShape>;
/** GET /api/report/reportStatistic: counts over the events the caller may see (fields: shapes/reports.ts). */
export type ReportStatistic = Static<typeof S.ReportStatisticShape>;
/** Minutes from the report (T1) to a milestone over the events that reached it; null when none did. */
export type DurationStatistic = Static<typeof S.DurationStatisticShape>;
/** Times from T1 to T4 (response), T5 (roadway clearance) and T6 (incident clearance), and SLA compliance. */
export type LifecycleTimes = Static<typeof S.LifecycleTimesShape>;
/** The lifecycle part of the statistics: the same 30 days as perDay, and per severity. */
export type LifecycleStatistic = Static<typeof S.LifecycleStatisticShape>;
/** GET /api/report/strip: an open event on the highway strip (no personal data). */
export type StripEvent = Static<typeof S.StripEventShape>;

// Mail (issue 25): the outbox and staff preferences.
/** GET /api/mail/outbox items. One-time links in SENT bodies read `token=…`. */
export type OutboxMessage = Static<typeof S.OutboxMessageShape>;
/** The outbox page; smtpConfigured false: messages are HELD here, nothing is sent. */
export type OutboxPage = Static<typeof S.OutboxPageShape>;
/** GET/PUT /api/user/me/preferences (staff): emailNotifications, an e-mail when an event is assigned to them. */
export type UserPreferences = Static<typeof S.UserPreferencesShape>;

// An incident's lifecycle (issue 26): its milestones and times.
/** One recorded milestone; `corrected` when it was recorded later with a past time (and a reason). */
export type Milestone = Static<typeof S.MilestoneShape>;
/** The lifecycle part of an event's JSON (its fields are described in shapes/tickets.ts). */
export type TicketLifecycle = Static<typeof S.TicketLifecycleShape>;

// Where am I (issue 24): the km-post table (posts and positions: `@vigia/domain/location`).
/** GET /api/location/reference: the table in use (`updatedAt` null before any table). */
export type KmReferenceTable = Static<typeof S.KmReferenceTableShape>;

// Dispatch (issue 38): units, their kinds, history and an event's dispatch options.
export type Unit = Static<typeof S.UnitShape>;
export type UnitKind = Static<typeof S.UnitKindShape>;
export type UnitHistoryEntry = Static<typeof S.UnitHistoryEntryShape>;
export type UnitPositionAnswer = Static<typeof S.UnitPositionAnswerShape>;
export type DispatchOption = Static<typeof S.DispatchOptionShape>;
export type EventUnit = Static<typeof S.EventUnitShape>;
export type UnitArrivalStatistic = Static<typeof S.UnitArrivalStatisticShape>;

// Call-taking (issue 39): the channel list and the SOS posts.
export type Channel = Static<typeof S.ChannelShape>;
export type SosPost = Static<typeof S.SosPostShape>;
export type SosPostTable = Static<typeof S.SosPostTableShape>;
export type ClassificationChoice = Static<typeof S.ClassificationChoiceShape>;

// The control room's day (issue 39): agencies, the shift log, handovers.
export type Agency = Static<typeof S.AgencyShape>;
export type TicketAgency = Static<typeof S.TicketAgencyShape>;
export type ShiftLogEntry = Static<typeof S.ShiftLogEntryShape>;
export type Handover = Static<typeof S.HandoverShape>;
export type HandoverSummary = Static<typeof S.HandoverSummaryShape>;

// The anchored record (issue 40 item 3): a signed daily digest.
export type LedgerDigest = Static<typeof S.LedgerDigestShape>;

// Service standards, compliance and the Inspección Fiscal's observations (issue 40 items 1–2).
export type ServiceStandard = Static<typeof S.ServiceStandardShape>;
export type Compliance = Static<typeof S.ComplianceShape>;
export type Observation = Static<typeof S.ObservationShape>;

// Planned works (issue 41): the answers of /api/works and what the form sends.
export type Work = Static<typeof S.WorkShape>;
export type WorkPeriod = Static<typeof S.WorkPeriodShape>;
export type WorkConflict = Static<typeof S.WorkConflictShape>;
export type WorkHistoryEntry = Static<typeof S.WorkHistoryEntryShape>;
export type WorkHistory = Static<typeof S.WorkHistoryShape>;
/** GET /api/works/active: a work under way now, as the public sees it. */
export type ActiveWork = Static<typeof S.ActiveWorkShape>;

// Personal data (issue 40): a reveal's answer and one access-log row.
export type RevealedPersonalData = Static<typeof S.RevealedPersonalDataShape>;
export type PersonalDataAccessEntry = Static<typeof S.PersonalDataAccessShape>;

// The reporter's privacy requests (issue 40).
export type PrivacyRequest = Static<typeof S.PrivacyRequestShape>;
export type PrivacyRequestReceipt = Static<typeof S.PrivacyRequestReceiptShape>;
export type PersonalDataExport = Static<typeof S.PrivacyExportShape>;
