// The board open during the units bench (issue 38): the control room's notification stream
// (`event: unit`, what use-live-units.ts listens to; each event carries the whole unit). With
// `reads`, also the re-read of GET /api/unit that the board's front end makes on each unit event
// today, coalesced here (one in flight, the next as soon as it ends if events came meanwhile).
import { request as httpRequest, type Agent } from 'node:http';

interface UnitEvent {
  change: string;
  unit?: { id: number; positionAt: string | null };
}

interface Pending {
  sentAt: number;
  /** false in the warm-up: waited for, not timed. */
  timed: boolean;
  unitId: number;
  atMs: number;
}

export interface BoardFigures {
  /** Send → the stream's event carrying that position (ms), one per position seen. */
  stream: number[];
  /** Send → the first GET /api/unit answer that shows that position or a newer one (ms). */
  read: number[];
  /** Duration of each GET /api/unit (ms). */
  readDurations: number[];
  readErrors: number;
}

export interface Board {
  /** A position sent at `sentAt` (performance.now()), `at` its ISO time; `timed` false in the warm-up. */
  expect(unitId: number, at: string, sentAt: number, timed: boolean): void;
  /** A position the server refused: not to be waited for. */
  forget(unitId: number, at: string): void;
  /** Positions sent and not (yet) seen on the stream. */
  unseen(): number;
  figures: BoardFigures;
  close(): void;
}

const key = (unitId: number, at: string) => `${unitId}@${at}`;

/** Opens the stream as the control room (a ticket first, as the front end does) and starts reading. */
export async function openBoard(base: string, token: string, agent: Agent, reads: boolean): Promise<Board> {
  const ticketRes = await fetch(`${base}/api/notification/stream/ticket`, { method: 'POST', headers: { authorization: token } });
  if (!ticketRes.ok) throw new Error(`stream ticket: ${ticketRes.status} ${await ticketRes.text()}`);
  const { ticket } = ((await ticketRes.json()) as { payload: { ticket: string } }).payload;

  const awaitingStream = new Map<string, Pending>();
  const awaitingRead = new Map<number, Pending[]>();
  const figures: BoardFigures = { stream: [], read: [], readDurations: [], readErrors: 0 };
  let dirty = false;
  let reading = false;
  let closed = false;

  const read = async () => {
    if (reading || closed) return;
    reading = true;
    while (dirty && !closed) {
      dirty = false;
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/unit`, { headers: { authorization: token } });
        const units = ((await res.json()) as { payload: { id: number; positionAt: string | null }[] }).payload;
        const now = performance.now();
        figures.readDurations.push(now - started);
        for (const unit of units) {
          const waiting = awaitingRead.get(unit.id);
          if (!waiting || unit.positionAt === null) continue;
          const shown = Date.parse(unit.positionAt);
          const rest = waiting.filter((p) => (p.atMs <= shown ? (p.timed && figures.read.push(now - p.sentAt), false) : true));
          if (rest.length) awaitingRead.set(unit.id, rest);
          else awaitingRead.delete(unit.id);
        }
      } catch {
        figures.readErrors++;
      }
    }
    reading = false;
  };

  const onUnit = (message: UnitEvent) => {
    if (reads) {
      dirty = true;
      void read();
    }
    if (message.change !== 'position' || !message.unit?.positionAt) return;
    const k = key(message.unit.id, message.unit.positionAt);
    const pending = awaitingStream.get(k);
    if (!pending) return;
    awaitingStream.delete(k);
    if (pending.timed) figures.stream.push(performance.now() - pending.sentAt);
  };

  const request = await new Promise<ReturnType<typeof httpRequest>>((resolve, reject) => {
    const req = httpRequest(`${base}/api/notification/stream?ticket=${encodeURIComponent(ticket)}`, { agent }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: unit\n')) continue;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data) onUnit(JSON.parse(data) as UnitEvent);
        }
      });
      res.on('error', () => undefined);
      resolve(req);
    });
    req.on('error', reject);
    req.end();
  });

  return {
    expect(unitId, at, sentAt, timed) {
      const pending = { sentAt, timed, unitId, atMs: Date.parse(at) };
      awaitingStream.set(key(unitId, at), pending);
      if (!reads) return;
      const list = awaitingRead.get(unitId);
      if (list) list.push(pending);
      else awaitingRead.set(unitId, [pending]);
    },
    forget(unitId, at) {
      awaitingStream.delete(key(unitId, at));
      const rest = awaitingRead.get(unitId)?.filter((p) => p.atMs !== Date.parse(at));
      if (rest?.length) awaitingRead.set(unitId, rest);
      else awaitingRead.delete(unitId);
    },
    unseen: () => awaitingStream.size,
    figures,
    close() {
      closed = true;
      request.destroy();
    },
  };
}
