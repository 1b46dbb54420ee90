// A stand-in EventSource the notifications' tests drive: each one made is kept in `instances`, and
// `emit` sends a frame as the server does (a notification carries its id as the event id).
import { act, waitFor } from '@testing-library/react';
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown) {
    const id = name === 'notification' ? String((data as { id: number }).id) : '';
    for (const fn of this.listeners.get(name) ?? []) fn(new MessageEvent(name, { data: JSON.stringify(data), lastEventId: id }));
  }
}

export const ES = FakeEventSource as unknown as typeof EventSource;

/** The one stream the page has made, once it has made it. */
export async function madeStream(): Promise<FakeEventSource> {
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  return FakeEventSource.instances[0]!;
}

/** The one stream the page has made, once made, and opened. */
export async function openedStream(): Promise<FakeEventSource> {
  const es = await madeStream();
  act(() => es.onopen?.());
  return es;
}
