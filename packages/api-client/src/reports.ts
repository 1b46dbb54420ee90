import { apiUrl, call, failWith, getAccessToken, whenApiConfigured } from './http';
import { ApiError } from './errors';

export interface ReportStatistics {
  [key: string]: unknown;
}

export function getReportStatistics<T = ReportStatistics>(): Promise<T> {
  return call<T>('get', '/api/report/reportStatistic');
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** GET /api/report/{type}?month&year: a file, not an envelope. */
export async function downloadReport(type: string, month: number, year: number, format?: string): Promise<DownloadedFile> {
  await whenApiConfigured();
  const query = new URLSearchParams({ month: String(month), year: String(year) });
  if (format) query.set('format', format);
  const url = apiUrl(`/api/report/${encodeURIComponent(type)}?${query}`);
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    throw new ApiError(0, url, [], error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) return failWith(response.status, url, response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `${type}-${year}-${month}`;
  return { blob: await response.blob(), fileName };
}
