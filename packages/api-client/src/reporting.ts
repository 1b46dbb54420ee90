// Dashboard strip, report downloads with progress, and the public reporter follow-up.
import type { FollowUpView, ReportFormat, ReportStatistic, StripEvent } from '@vigia/domain';
import { call, send } from '@vigia/api-client/core';

/** GET /api/report/reportStatistic with its full shape. */
export function getStatistics(): Promise<ReportStatistic> {
  return call<ReportStatistic>('get', '/api/report/reportStatistic');
}

/** GET /api/report/strip: open events the caller may see, for the highway strip. */
export function getStripEvents(): Promise<StripEvent[]> {
  return call<StripEvent[]>('get', '/api/report/strip');
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export interface DownloadProgress {
  loaded: number;
  /** From content-length; null when the server streams without it. */
  total: number | null;
}

/** GET /api/report/{type}?month&year&format: the file, reporting progress while it arrives. */
export async function downloadReportFile(
  type: string,
  month: number,
  year: number,
  format: ReportFormat = 'xlsx',
  onProgress?: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  // No time-out: a month's report is generated and streamed while it downloads.
  const response = await send('get', `/api/report/${encodeURIComponent(type)}`, { searchParams: { month, year, format }, timeout: false });
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `${type}-${year}-${month}.${format}`;
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type_ = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body || !onProgress) return { blob: await response.blob(), fileName };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return { blob: new Blob(chunks as BlobPart[], { type: type_ }), fileName };
}

/**
 * POST /api/ticket/follow-up, a public call: a 404 is the page's answer, never the global alert, and
 * a 401 signs no one out.
 */
function postFollowUp<T>(json: Record<string, unknown>): Promise<T> {
  return call<T>('post', '/api/ticket/follow-up', { json, anonymous: true, authAttempt: true, quietNotFound: true });
}

/**
 * POST /api/ticket/follow-up with the event's secret follow-up token (issue 34). A 404 means "no
 * event with that number and link": it is the screen's answer, not a broken service.
 */
export async function lookupFollowUp(id: number, token: string): Promise<FollowUpView> {
  return postFollowUp<FollowUpView>({ id, token });
}

/**
 * POST /api/ticket/follow-up with the number and the e-mail only: the server mails the reporter
 * their link if they match. The answer is the same either way (nothing to tell the caller).
 */
export async function requestFollowUpLink(id: number, email: string): Promise<void> {
  await postFollowUp<null>({ id, email });
}
