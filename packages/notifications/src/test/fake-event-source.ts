// A stand-in EventSource the notifications' tests drive: each one made is kept in `instances`, and
// `emit` sends a frame as the server does (a notification carries its id as the event id).
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
