// How a new dispatch is told on the phone besides the words on screen: a vibration and a short
// generated tone (no sound file to download). Either may be missing or blocked: then nothing.
const MUTE_KEY = 'vigia.crew.muted';

export function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeMuted(muted: boolean): void {
  try {
    if (muted) localStorage.setItem(MUTE_KEY, '1');
    else localStorage.removeItem(MUTE_KEY);
  } catch {
    // Not kept across visits; the choice holds for this page.
  }
}

type AudioContextClass = typeof AudioContext;

export function alertDispatch(muted: boolean): void {
  if (muted) return;
  try {
    navigator.vibrate?.([300, 150, 300]);
  } catch {
    // Some browsers refuse vibration without a recent tap.
  }
  const Context = (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as
    AudioContextClass | undefined;
  if (!Context) return;
  try {
    const audio = new Context();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.6);
    tone.onended = () => void audio.close();
  } catch {
    // No audio (autoplay policy): the vibration and the words remain.
  }
}
