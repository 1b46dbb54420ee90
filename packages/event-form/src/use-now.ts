// "Now" to the minute, in the datetime-local form the date picker's `max` takes. While a
// server-rendered page hydrates it is undefined (the server's clock and time zone are not the
// reader's); a timer keeps it current while the form stays open.
import { useSyncExternalStore } from 'react';
import { toDateTimeLocal } from './form-values';

function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, 30_000);
  return () => clearInterval(timer);
}

const readNow = () => toDateTimeLocal(new Date());
const onServer = () => undefined;

export function useNow(): string | undefined {
  return useSyncExternalStore(subscribe, readNow, onServer);
}
