// A notification stream read as a browser's EventSource would: `id:`, `event:` and `data:` of each
// block, kept in arrival order, for the exactly-once proofs.
import { request as httpRequest, type ClientRequest } from 'node:http';

export interface StreamEvent {
  id: number | null;
  event: string;
  data: unknown;
}

export interface SseStream {
  events: StreamEvent[];
  status: number;
  request: ClientRequest;
  /** The ids of the `notification` events, in arrival order. */
  notificationIds(): number[];
  /** Resolves with the first event that matches, or rejects after `ms`. */
  next(match: (e: StreamEvent) => boolean, ms: number): Promise<StreamEvent>;
  close(): void;
}

/** A reader of an event-stream body in chunks: calls `onBlock` with each complete block, in order. */
export function sseBlocks(onBlock: (block: string) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      onBlock(block);
    }
  };
}

/**
 * Opens the notification stream with a ticket; resolves once its headers arrived. A resumed stream
 * names its last event id as a browser's EventSource does (`Last-Event-ID`), or as the front end
 * does on a new EventSource (`?lastEventId=`).
 */
export function openSse(url: string, ticket: string, lastEventId?: number, resumeBy: 'header' | 'query' = 'header'): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const waiters = new Set<() => void>();
    const resume = lastEventId === undefined ? null : String(lastEventId);
    const headers: Record<string, string> = resume !== null && resumeBy === 'header' ? { 'last-event-id': resume } : {};
    const since = resume !== null && resumeBy === 'query' ? `&lastEventId=${resume}` : '';
    const request = httpRequest(`${url}/api/notification/stream?ticket=${encodeURIComponent(ticket)}${since}`, { headers }, (res) => {
      const stream: SseStream = {
        events: [],
        status: res.statusCode ?? 0,
        request,
        notificationIds: () => stream.events.filter((e) => e.event === 'notification').map((e) => e.id ?? -1),
        next: (match, ms) =>
          new Promise((found, fail) => {
            const check = () => {
              const hit = stream.events.find(match);
              if (!hit) return false;
              waiters.delete(check);
              clearTimeout(timer);
              found(hit);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(stream.events.slice(-20))}`));
            }, ms);
            if (!check()) waiters.add(check);
          }),
        close: () => request.destroy(),
      };
      const blocks = sseBlocks((block) => {
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        if (name && data) stream.events.push({ id: id === undefined ? null : Number(id), event: name, data: JSON.parse(data) });
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        blocks(chunk);
        for (const check of [...waiters]) check();
      });
      res.on('error', () => undefined);
      resolve(stream);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Each value that occurs more than once. */
export const repeated = (values: number[]): number[] => [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
