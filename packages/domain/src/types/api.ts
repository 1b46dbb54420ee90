// The envelope and paging every call of SPEC §7 shares.

/** Every response: `{ payload }` on success, `{ payload: null, errors }` on failure. */
export interface ApiEnvelope<T> {
  payload: T;
  errors?: ApiFieldError[];
}

export interface ApiFieldError {
  /** API field name the message is about; absent for errors about the whole request. */
  field?: string;
  message: string;
}

export interface Paged<T> {
  content: T[];
  page: number;
  size: number;
  total: number;
  /** Set when the count stopped at `total` and more match (a text search): "more than total". */
  totalCapped?: boolean;
}

export interface PageQuery {
  page?: number;
  size?: number;
}
