// Seeded randomness whose whole state is plain JSON, kept inside the game state so replays are exact.

/** sfc32 generator state: four unsigned 32-bit words. */
export type Rng = readonly [number, number, number, number];

/** Hash a seed string to a generator state (cyrb128-style mixing of the characters). */
export function seedRng(seed: string): Rng {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  let rng: Rng = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) rng = nextUint32(rng)[1];
  return rng;
}

export function nextUint32(rng: Rng): [number, Rng] {
  let [a, b, c, d] = rng;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** A uniform integer in [0, n). Rejection sampling keeps it unbiased. */
export function randomInt(rng: Rng, n: number): [number, Rng] {
  if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new Error(`randomInt needs 1..2^32, got ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  let state = rng;
  for (;;) {
    const [x, next] = nextUint32(state);
    state = next;
    if (x < limit) return [x % n, state];
  }
}

/** Fisher-Yates shuffle into a new array. */
export function shuffle<T>(rng: Rng, items: readonly T[]): [T[], Rng] {
  const out = items.slice();
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = randomInt(state, i + 1);
    state = next;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, state];
}
