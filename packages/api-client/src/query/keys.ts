// Every cached API answer of the front end, by resource, in one place. Keys are prefixes of one
// another: invalidating `queryKeys.tickets.all` refreshes every list, figure and detail built from
// the events (the dashboard's figures and strip are computed from them, so they live under it).
import type { AssignmentFilter, PlaceFilter, QueueView } from '@vigia/domain';

export interface PageParams {
  page: number;
  size?: number;
}

export const queryKeys = {
  /** The reference lists every form and filter draws from: read once, kept (see lookups.ts). */
  lookups: {
    all: ['lookups'] as const,
    categories: () => ['lookups', 'categories'] as const,
    statuses: () => ['lookups', 'statuses'] as const,
    /** GET /api/ticket/channel (issue 39): how events reach the control room. */
    channels: () => ['lookups', 'channels'] as const,
    subcategories: (categoryId: number) => ['lookups', 'subcategories', categoryId] as const,
    classifications: (subcategoryId: number) => ['lookups', 'classifications', subcategoryId] as const,
  },
  /** GET /api/user/me: the signed-in user's own profile and contact data. */
  me: (userId: string) => ['me', userId] as const,
  tickets: {
    all: ['tickets'] as const,
    /** A role's events list: `source` is whose list (mine, operator, search), `params` its page and filters. */
    list: (source: string, userId: string, params: object) => ['tickets', 'list', source, userId, params] as const,
    assignable: (params: { page: number; filter: AssignmentFilter }) => ['tickets', 'assignable', params] as const,
    /** GET /api/ticket/queue: one saved view's page; and the counts of every view. */
    queue: (userId: string, params: { view: QueueView; page: number; place?: PlaceFilter }) =>
      ['tickets', 'queue', userId, params] as const,
    queueCounts: (userId: string, place: PlaceFilter = {}) => ['tickets', 'queue-counts', userId, place] as const,
    /** GET /api/report/reportStatistic: the dashboard's figures. */
    statistics: () => ['tickets', 'statistics'] as const,
    /** GET /api/report/strip: the open events of the highway strip. */
    strip: () => ['tickets', 'strip'] as const,
    detail: (id: number) => ['tickets', 'detail', id] as const,
    comments: (id: number) => ['tickets', 'detail', id, 'comments'] as const,
    attachments: (id: number) => ['tickets', 'detail', id, 'attachments'] as const,
    history: (id: number) => ['tickets', 'detail', id, 'history'] as const,
    /** GET /api/ticket/duplicates: open events near a report being written (changes with the events). */
    duplicates: (params: { category: string; kilometer: number; orientation: string }) => ['tickets', 'duplicates', params] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    list: (userId: string, params: PageParams) => ['notifications', 'list', userId, params] as const,
    unread: () => ['notifications', 'unread'] as const,
    /** The dashboard's summary: the unread count and the latest few. */
    summary: (userId: string) => ['notifications', 'summary', userId] as const,
  },
  users: {
    all: ['users'] as const,
    list: (params: PageParams & { q?: string }) => ['users', 'list', params] as const,
    /** GET /api/profile/operator: whom events can be assigned to (changes with the users). */
    operators: () => ['users', 'operators'] as const,
  },
  lockouts: ['lockouts'] as const,
  /** The lists ADMIN keeps for triage (issue 23). */
  triage: {
    all: ['triage'] as const,
    closeReasons: () => ['triage', 'close-reasons'] as const,
    slaTargets: () => ['triage', 'sla-targets'] as const,
    severityRules: () => ['triage', 'severity-rules'] as const,
    responseTemplates: () => ['triage', 'response-templates'] as const,
  },
  /** GET /api/location/reference: the km-post table the report form locates with (issue 24). */
  location: {
    reference: () => ['location', 'reference'] as const,
    /** GET /api/location/sos: the SOS posts (issue 39), imported by ADMIN. */
    sosPosts: () => ['location', 'sos-posts'] as const,
  },
  mail: {
    all: ['mail'] as const,
    outbox: (params: PageParams & { status?: string }) => ['mail', 'outbox', params] as const,
    /** The signed-in user's mail preferences. */
    preferences: (userId: string) => ['mail', 'preferences', userId] as const,
  },
};
