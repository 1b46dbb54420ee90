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
/** INTERNAL: the team only (the default); PUBLIC: also the reporter's follow-up page and mail. */
export const COMMENT_VISIBILITIES = ['INTERNAL', 'PUBLIC'] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];
export const COMMENT_MAX_LENGTH = 1000;
export const ORIENTATIONS = ['NORTH', 'SOUTH'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

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
