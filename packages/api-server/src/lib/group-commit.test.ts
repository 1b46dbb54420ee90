import { createGroupCommit } from './group-commit';

/** A writer whose batches finish only when the test says so. */
function controlledWriter(fail: (item: number) => boolean = () => false) {
  const batches: number[][] = [];
  const release: (() => void)[] = [];
  const writeMany = (items: number[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve, reject) => {
      release.push(() => (items.some(fail) ? reject(new Error(`bad ${items.join(',')}`)) : resolve(items.map((n) => `ok ${n}`))));
    });
  };
  return { batches, writeMany, releaseNext: () => release.shift()!() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createGroupCommit', () => {
  it('writes a lone call at once, and gathers the calls that arrive while a batch is written', async () => {
    const w = controlledWriter();
    const commit = createGroupCommit(w.writeMany, { maxBatch: 3, maxInFlight: 1 });
    const results = [1, 2, 3, 4, 5, 6].map((n) => commit.write(n));
    expect(w.batches).toEqual([[1]]);
    w.releaseNext();
    await settle();
    expect(w.batches).toEqual([[1], [2, 3, 4]]);
    w.releaseNext();
    await settle();
    w.releaseNext();
    expect(await Promise.all(results)).toEqual(['ok 1', 'ok 2', 'ok 3', 'ok 4', 'ok 5', 'ok 6']);
    expect(w.batches).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it('keeps up to maxInFlight batches going at once', async () => {
    const w = controlledWriter();
    const commit = createGroupCommit(w.writeMany, { maxBatch: 10, maxInFlight: 2 });
    const results = [1, 2, 3, 4].map((n) => commit.write(n));
    expect(w.batches).toEqual([[1], [2]]);
    w.releaseNext();
    await settle();
    expect(w.batches).toEqual([[1], [2], [3, 4]]);
    w.releaseNext();
    w.releaseNext();
    await expect(Promise.all(results)).resolves.toHaveLength(4);
  });

  it('when a batch fails, writes each of its calls alone: only the bad one fails', async () => {
    const w = controlledWriter((n) => n === 3);
    const commit = createGroupCommit(w.writeMany, { maxBatch: 10, maxInFlight: 1 });
    const results = [1, 2, 3, 4].map((n) => commit.write(n).catch((error: Error) => error.message));
    w.releaseNext();
    await settle();
    w.releaseNext(); // [2, 3, 4] fails
    await settle();
    expect(w.batches.slice(2)).toEqual([[2], [3], [4]]);
    w.releaseNext();
    w.releaseNext();
    w.releaseNext();
    expect(await Promise.all(results)).toEqual(['ok 1', 'ok 2', 'bad 3', 'ok 4']);
  });

  it('rejects every call of a batch answered with the wrong number of results', async () => {
    const commit = createGroupCommit(async (items: number[]) => items.slice(1), { maxBatch: 10, maxInFlight: 1 });
    await expect(commit.write(1)).rejects.toThrow('group commit: 0 results for 1 items');
  });
});
