// Short synthesized cues (no audio files, no network): a move, a rule error, a new player's turn, the end.

export type Cue = 'move' | 'error' | 'turn' | 'over';

/** Notes of each cue as [frequency Hz, start s, length s]. */
const CUES: Readonly<Record<Cue, readonly (readonly [number, number, number])[]>> = {
  move: [[660, 0, 0.06]],
  error: [
    [220, 0, 0.12],
    [196, 0.12, 0.16],
  ],
  turn: [
    [523, 0, 0.12],
    [784, 0.12, 0.2],
  ],
  over: [
    [523, 0, 0.14],
    [659, 0.14, 0.14],
    [784, 0.28, 0.3],
  ],
};

let context: AudioContext | null = null;

/** Play a cue if the browser can; sound is a nicety, so any failure is silent. */
export function playCue(cue: Cue): void {
  try {
    if (typeof AudioContext === 'undefined') return;
    context ??= new AudioContext();
    const ctx = context;
    const t0 = ctx.currentTime;
    for (const [freq, start, length] of CUES[cue]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = cue === 'error' ? 'square' : 'sine';
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t0 + start);
      gain.gain.exponentialRampToValueAtTime(0.12, t0 + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + start + length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0 + start);
      osc.stop(t0 + start + length + 0.02);
    }
  } catch {
    // No audio device, autoplay policy, or an old browser: play on silently.
  }
}
