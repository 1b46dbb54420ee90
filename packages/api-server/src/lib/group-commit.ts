// Group commit for a hot write path: calls that arrive while earlier ones are being written wait and
// go to the database together, as one statement and one commit. A lone call is written at once, so
// at low load nothing waits; under load each commit (a WAL flush) carries several calls.

export interface GroupCommitOptions {
  /** Most calls in one statement. */
  maxBatch: number;
  /** Batches being written at once (at most the connection pool's size). */
  maxInFlight: number;
}

export interface GroupCommit<In, Out> {
  /** Resolves once the item is committed, or rejects with its own error. */
  write(item: In): Promise<Out>;
}

interface Waiting<In, Out> {
  item: In;
  resolve: (value: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * `writeMany` stores the items atomically and returns one result per item, in order. When a batch of
 * several fails, each of its items is written again alone: one bad item fails only its own call.
 */
export function createGroupCommit<In, Out>(writeMany: (items: In[]) => Promise<Out[]>, options: GroupCommitOptions): GroupCommit<In, Out> {
  const queue: Waiting<In, Out>[] = [];
  let inFlight = 0;

  async function writeAlone(entry: Waiting<In, Out>) {
    try {
      const [result] = await writeMany([entry.item]);
      entry.resolve(result!);
    } catch (error) {
      entry.reject(error);
    }
  }

  async function writeBatch(batch: Waiting<In, Out>[]) {
    let results: Out[];
    try {
      results = await writeMany(batch.map((entry) => entry.item));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else await Promise.all(batch.map(writeAlone));
      return;
    }
    if (results.length !== batch.length) {
      const error = new Error(`group commit: ${results.length} results for ${batch.length} items`);
      for (const entry of batch) entry.reject(error);
      return;
    }
    batch.forEach((entry, i) => entry.resolve(results[i]!));
  }

  function pump() {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      inFlight++;
      void writeBatch(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return {
    write(item) {
      return new Promise<Out>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      });
    },
  };
}
