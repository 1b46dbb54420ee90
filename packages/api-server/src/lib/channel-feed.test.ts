import type { FastifyInstance } from 'fastify';
import type { ChannelHandlers } from '../db/client';
import { listenChannelFeed } from './channel-feed';

/** Just what the feed uses of the app: the database's listen and the close hooks. */
function fakeApp() {
  const hooks: Record<string, (() => Promise<unknown>)[]> = {};
  let handlers: ChannelHandlers | undefined;
  const stop = jest.fn(async () => undefined);
  const app = {
    database: {
      listen: jest.fn(async (_channel: string, given: ChannelHandlers) => {
        handlers = given;
        return stop;
      }),
    },
    addHook: (name: string, hook: () => Promise<unknown>) => (hooks[name] ??= []).push(hook),
  };
  const run = async (name: string) => {
    for (const hook of hooks[name] ?? []) await hook();
  };
  // The fake has only the members listenChannelFeed reads.
  return { app: app as unknown as FastifyInstance, listen: app.database.listen, handlers: () => handlers!, stop, run };
}

type Message = { id: number } | { kind: 'bulk' };

it('hands each announcement, parsed, to every listener until it unsubscribes', async () => {
  const fake = fakeApp();
  const feed = await listenChannelFeed<Message>(fake.app, 'vigia_test', { kind: 'bulk' });
  expect(fake.listen).toHaveBeenCalledWith('vigia_test', expect.anything());
  const first = jest.fn();
  const second = jest.fn();
  const unsubscribe = feed.subscribe(first);
  feed.subscribe(second);
  fake.handlers().onMessage('{"id":7}');
  expect(first).toHaveBeenCalledWith({ id: 7 });
  expect(second).toHaveBeenCalledWith({ id: 7 });
  unsubscribe();
  fake.handlers().onMessage('{"id":8}');
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenLastCalledWith({ id: 8 });
});

it('passes over a payload that is not JSON, and says resync after a lost connection', async () => {
  const fake = fakeApp();
  const feed = await listenChannelFeed<Message>(fake.app, 'vigia_test', { kind: 'bulk' });
  const listener = jest.fn();
  feed.subscribe(listener);
  fake.handlers().onMessage('{not json');
  expect(listener).not.toHaveBeenCalled();
  fake.handlers().onResync?.(new Date());
  expect(listener).toHaveBeenCalledWith({ kind: 'bulk' });
});

it('forgets its listeners before the app closes and stops listening when it does', async () => {
  const fake = fakeApp();
  const feed = await listenChannelFeed<Message>(fake.app, 'vigia_test', { kind: 'bulk' });
  const listener = jest.fn();
  feed.subscribe(listener);
  await fake.run('preClose');
  fake.handlers().onMessage('{"id":1}');
  expect(listener).not.toHaveBeenCalled();
  expect(fake.stop).not.toHaveBeenCalled();
  await fake.run('onClose');
  expect(fake.stop).toHaveBeenCalledTimes(1);
});
