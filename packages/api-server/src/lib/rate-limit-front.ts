// A per-instance front for a hot rate limit whose counts live in PostgreSQL (issue 38: a position
// every few seconds from every crew paid its own upsert and commit). A key's first request in its
// window is counted in the shared store as before and learns the shared count and the window's end;
// the next ones in that window are counted here, answered at once, and written through to the shared
// store in batches (one statement for every key every `flushMs`), which answers each key's shared
// count again. A request's count is the shared count last read plus what this instance has not yet
// written, so:
// - one instance: exactly the shared store's count, as before;
// - several instances: each counts everything it accepted and what the others had written by its
//   last batch; what they accepted since (at most one batch interval of their requests) is seen one
//   batch later, so across instances a key may pass `max` by that much, never within one instance;
// - a crash loses at most one interval of this instance's counts (the shared count is then lower).
// Used by event creation's two limits (issue 36: their upsert and commit were a sixth of a creation
// at 10 connections) and the routes that ask for it (`config.rateLimitWriteBehind`, issue 38); the
// others stay exact across instances (test/proof/multi-instance.test.ts).

import type { PairedCount, PairedIncrement } from './rate-limits.ts';

export interface Counted {
  current: number;
  ttl: number;
}

/** Adds `n` to each key's shared count (its window started again if it ended); answers the new counts. */
export type AddMany = (items: { key: string; n: number; windowMs: number }[]) => Promise<Map<string, Counted>>;

interface KeyState {
  /** The shared count when last read or written, this instance's writes included. */
  shared: number;
  /** Counted here since, not yet written (`sending` of them are being written). */
  pending: number;
  sending: number;
  windowMs: number;
  /** When the shared window ends (Date.now() clock). */
  endsAt: number;
}

const KEYS_MAX = 50_000;

export function createRateLimitFront(options: {
  /** The shared store's own increment (its answer starts the key's window here). */
  incrementShared: (key: string, windowMs: number) => Promise<Counted>;
  addMany: AddMany;
  flushMs: number;
  onError: (error: unknown) => void;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const keys = new Map<string, KeyState>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | null = null;

  const live = (state: KeyState | undefined, at: number): state is KeyState => state !== undefined && state.endsAt > at;

  async function flush() {
    const batch = [...keys.entries()].filter(([, s]) => s.pending > s.sending);
    if (batch.length === 0) return;
    const items = batch.map(([key, s]) => {
      const n = s.pending - s.sending;
      s.sending += n;
      return { key, n, windowMs: s.windowMs };
    });
    try {
      const counts = await options.addMany(items);
      const at = now();
      for (const [i, [key, state]] of batch.entries()) {
        const sent = items[i]!.n;
        state.sending -= sent;
        state.pending -= sent;
        const counted = counts.get(key);
        if (!counted) continue;
        // The shared count now holds these and everything the other instances wrote.
        state.shared = counted.current;
        state.endsAt = at + counted.ttl;
      }
    } catch (error) {
      // Kept pending, written with the next batch.
      for (const [i, [, state]] of batch.entries()) state.sending -= items[i]!.n;
      options.onError(error);
    }
  }

  function schedule() {
    if (timer || flushing) return;
    timer = setTimeout(() => {
      timer = undefined;
      flushing = flush().finally(() => {
        flushing = null;
        if ([...keys.values()].some((s) => s.pending > 0)) schedule();
      });
    }, options.flushMs);
    timer.unref();
  }

  function prune(at: number) {
    for (const [key, state] of keys) if (state.endsAt <= at && state.pending === 0) keys.delete(key);
  }

  /** One more request counted here; `state` is live. */
  function bump(state: KeyState, at: number): Counted {
    state.pending++;
    schedule();
    return { current: state.shared + state.pending, ttl: state.endsAt - at };
  }

  /** A request counted in the shared store: its count there starts (or refreshes) the key here. */
  function learn(key: string, windowMs: number, counted: Counted): Counted {
    const at = now();
    const endsAt = at + counted.ttl;
    const known = keys.get(key);
    if (!known) {
      if (keys.size >= KEYS_MAX) prune(at);
      // Still full of live keys: this one stays counted in the shared store (memory stays bounded).
      if (keys.size >= KEYS_MAX) return counted;
      keys.set(key, { shared: counted.current, pending: 0, sending: 0, windowMs, endsAt });
      return counted;
    }
    // Answers of concurrent shared increments may come back in any order: the highest is the latest.
    // Counts of an ended window not yet written go to the new one when written (stricter).
    Object.assign(known, { shared: live(known, at) ? Math.max(known.shared, counted.current) : counted.current, windowMs, endsAt });
    if (known.pending > 0) schedule();
    return { current: counted.current + known.pending, ttl: counted.ttl };
  }

  return {
    async incr(key: string, windowMs: number): Promise<Counted> {
      const at = now();
      const state = keys.get(key);
      if (live(state, at)) return bump(state, at);
      // Not known here, or its window ended: counted in the shared store first, as any other limit.
      return learn(key, windowMs, await options.incrementShared(key, windowMs));
    },
    /**
     * A creation's two counts (rate-limits.ts PairedIncrement): here when both keys are known, the
     * second only if the first stayed within its cap, as the shared statement does; else through it.
     */
    async incrementPair(item: PairedIncrement, shared: (item: PairedIncrement) => Promise<PairedCount>): Promise<PairedCount> {
      const { first, then } = item;
      const at = now();
      const firstState = first ? keys.get(first.key) : undefined;
      const thenState = keys.get(then.key);
      if ((!first || live(firstState, at)) && live(thenState, at)) {
        const firstCount = first ? bump(firstState!, at) : null;
        if (first && firstCount!.current > first.max) return { first: firstCount, then: null };
        return { first: firstCount, then: bump(thenState, at) };
      }
      const counted = await shared(item);
      return {
        first: first && counted.first ? learn(first.key, first.windowMs, counted.first) : counted.first,
        then: counted.then ? learn(then.key, then.windowMs, counted.then) : null,
      };
    },
    /** Writes what is pending (on close). */
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await flushing;
      await flush();
    },
  };
}
