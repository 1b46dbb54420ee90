// The critical alert's sound: two short tones made with Web Audio (no file to download). The user
// may mute it; the choice is kept in this browser (localStorage) and shared by its tabs.
import { useSyncExternalStore } from 'react';

export const SOUND_KEY = 'vigia.alertSound';

const listeners = new Set<() => void>();

export function isAlertSoundMuted(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'off';
  } catch {
    return false;
  }
}

export function setAlertSoundMuted(muted: boolean): void {
  try {
    if (muted) localStorage.setItem(SOUND_KEY, 'off');
    else localStorage.removeItem(SOUND_KEY);
  } catch {
    // storage unavailable: the choice lasts as long as the page
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Muted in another tab of this browser.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SOUND_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAlertSoundMuted(): boolean {
  return useSyncExternalStore(subscribe, isAlertSoundMuted, () => false);
}

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

/** Plays the alert's tones unless muted; silent where the browser has no Web Audio or refuses it. */
export function playAlertSound(): void {
  if (isAlertSoundMuted()) return;
  const Impl: AudioContextClass | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  if (!Impl) return;
  try {
    context ??= new Impl();
    void context.resume();
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.22, 660],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      // A short envelope: no click at the start or the end.
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.2);
    }
  } catch {
    // no sound is better than a broken screen
  }
}
