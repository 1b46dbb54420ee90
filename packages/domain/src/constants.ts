// Business constants of SPEC §9 and the product-wide names.

export const PRODUCT_NAME = 'Vigía';
export const VERSION_LABEL = 'V1.0.27';

export const ROLES = ['DRIVER', 'OPERATOR', 'SUPERVISOR', 'INSPECTOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export const CHANNEL_WEB = 'WEB_SELF_SERVICE';
export const CLOSED_STATUS = 'CERRADO';
/** The status of a new event. */
export const INITIAL_STATUS = 'ABIERTO';
/** INTERNAL: the control room and its author (the default; reader-rules.ts); PUBLIC: also drivers, the reporter's follow-up page and mail. */
export const COMMENT_VISIBILITIES = ['INTERNAL', 'PUBLIC'] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];
export const COMMENT_MAX_LENGTH = 1000;
/** Who wrote a comment: a signed-in STAFF user, or the REPORTER from the follow-up page (issue 24). */
export const COMMENT_AUTHOR_KINDS = ['STAFF', 'REPORTER'] as const;
export type CommentAuthorKind = (typeof COMMENT_AUTHOR_KINDS)[number];
/** The reporter's own comments on one event in a day: enough to add what they remember, not a chat. */
export const REPORTER_COMMENTS_PER_DAY = 10;
/** The largest PostgreSQL integer: the cap of every id or version a body names. */
export const MAX_INT = 2_147_483_647;
/** The largest event number. */
export const MAX_TICKET_ID = MAX_INT;
/** The largest SOS post number: the post table's import and a logged call's post. */
export const SOS_POST_MAX = 99_999;
export const ORIENTATIONS = ['NORTH', 'SOUTH'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** How serious an event is, as Open511 grades it (issue 23); lists sort by it, most severe first. */
export const SEVERITIES = ['MINOR', 'MODERATE', 'MAJOR', 'CRITICAL'] as const;
export type Severity = (typeof SEVERITIES)[number];
/** The severity of a classification no rule names. */
export const DEFAULT_SEVERITY: Severity = 'MODERATE';
/** Lanes blocked in one direction. */
export const LANE_STATES = ['NONE', 'PARTIAL', 'ALL'] as const;
export type LaneState = (typeof LANE_STATES)[number];
/** OK; AT_RISK once less than a quarter of the target's time is left; BREACHED past it. */
export const SLA_STATES = ['OK', 'AT_RISK', 'BREACHED'] as const;
export type SlaState = (typeof SLA_STATES)[number];
/** Which target an open event's due time counts: being taken (while unassigned) or being closed. */
export const SLA_CLOCKS = ['TAKE', 'CLOSE'] as const;
export type SlaClock = (typeof SLA_CLOCKS)[number];
/** The staff's saved views of open events (GET /api/ticket/queue). */
export const QUEUE_VIEWS = ['mine', 'unassigned', 'at-risk', 'open'] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];
/** A closing reason's code: what merges and reports refer to (issue 26 closes duplicates with it). */
export const DUPLICATE_CLOSE_REASON = 'DUPLICADO';
/**
 * An incident's timeline after T1 (its creation), in the order it happens (issue 26): T2 verified,
 * T3 dispatched, T4 on scene, T5 all lanes open, T6 cleared (closes the event).
 */
export const MILESTONE_CODES = ['VERIFIED', 'DISPATCHED', 'ON_SCENE', 'LANES_OPEN', 'CLEARED'] as const;
export type MilestoneCode = (typeof MILESTONE_CODES)[number];
/** Why a milestone is recorded with a past time ("la patrulla avisó por radio a las 14:05"). */
export const MILESTONE_REASON_MAX_LENGTH = 300;
/** How two events are linked: a duplicate of its master, a secondary incident of its primary. */
export const TICKET_LINK_KINDS = ['DUPLICATE_OF', 'SECONDARY_OF'] as const;
export type TicketLinkKind = (typeof TICKET_LINK_KINDS)[number];
export const CLOSE_REASON_MAX_LENGTH = 80;
export const REOPEN_REASON_MAX_LENGTH = 500;
export const TEMPLATE_TITLE_MAX_LENGTH = 80;
export const SLA_MAX_MINUTES = 10_080;

export const DEFAULT_PAGE = 0;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const ATTACHMENT_LIST_SIZE = 100;
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg'] as const;
export const ATTACHMENT_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const MAX_ATTACHMENTS_PER_PUBLIC_EVENT = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const MAX_TOASTS = 6;

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  user: 'user',
  theme: 'appTheme',
} as const;

export const LAYOUT = {
  sidebarWidth: 290,
  headerHeight: 80,
  spacing: 9,
  breakpoints: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1840 },
} as const;

export interface Commune {
  name: string;
  kmMin: number;
  kmMax: number;
}

/** Communes crossed by the concession and their kilometer ranges (inclusive). */
export const COMMUNES: readonly Commune[] = [
  { name: 'Chillán Viejo', kmMin: 410, kmMax: 419 },
  { name: 'Bulnes', kmMin: 420, kmMax: 439 },
  { name: 'Pemuco', kmMin: 440, kmMax: 449 },
  { name: 'Cabrero', kmMin: 450, kmMax: 479 },
  { name: 'Los Ángeles', kmMin: 480, kmMax: 529 },
  { name: 'Mulchén', kmMin: 530, kmMax: 549 },
  { name: 'Collipulli', kmMin: 550, kmMax: 580 },
];

export const ROAD_KM_MIN = 410;
export const ROAD_KM_MAX = 580;

export function findCommune(name: string | null | undefined): Commune | undefined {
  return COMMUNES.find((c) => c.name === name);
}

/**
 * The commune a kilometre belongs to (SPEC's ranges). Between two ranges (e.g. km 419.6, after
 * Chillán Viejo's 419 and before Bulnes' 420) the kilometre is rounded to the nearer boundary, so
 * the pair always passes the form's range rule. Here, not in `./location`, so the form's first load
 * can follow the km without turf.
 */
export function communeForKm(km: number): { commune: string; kilometer: number } | null {
  if (!Number.isFinite(km)) return null;
  const inside = COMMUNES.find((c) => km >= c.kmMin && km <= c.kmMax);
  if (inside) return { commune: inside.name, kilometer: km };
  const rounded = Math.round(km);
  const boundary = COMMUNES.find((c) => rounded >= c.kmMin && rounded <= c.kmMax);
  return boundary ? { commune: boundary.name, kilometer: rounded } : null;
}
