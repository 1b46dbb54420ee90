// What the user typed survives a failed save and a reload of the tab (sessionStorage), and is
// dropped once saved. Storage may be unavailable (private modes): then it is kept in memory only.
import { useCallback, useState } from 'react';

const PREFIX = 'vigia.shift-log.';

function read(key: string): string {
  try {
    return sessionStorage.getItem(PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string): void {
  try {
    if (value) sessionStorage.setItem(PREFIX + key, value);
    else sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Not stored: the state still holds it while the screen is open.
  }
}

/** A text field's value kept under `key` in this tab's session. */
export function useSessionDraft(key: string): [string, (value: string) => void] {
  const [state, setState] = useState(() => ({ key, value: read(key) }));
  // A new key (another entry being corrected) starts from that key's own draft.
  const current = state.key === key ? state.value : read(key);
  if (state.key !== key) setState({ key, value: current });
  const set = useCallback(
    (value: string) => {
      write(key, value);
      setState({ key, value });
    },
    [key],
  );
  return [current, set];
}
