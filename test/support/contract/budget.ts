// The playout budget: how many of a setup's seeded playouts a test run plays. The README's test command plays a
// share of them so the whole suite stays fast on two cores; the full count (GAME-DONE.md "Tests": at least 200 per
// player count) runs behind a flag, `npm run test:full` (KOTATSU_PLAYOUTS=full). Seeds are the same in both: the
// quick run plays the first playouts of the full one, so a failure it finds, the full run finds too.

/** The share of a setup's playouts the quick run plays, and the fewest it plays of any setup. */
export const QUICK_SHARE = 0.25;
export const QUICK_MIN = 3;

export type PlayoutMode = 'quick' | 'full';

/** The mode from KOTATSU_PLAYOUTS: `full` plays every playout a setup asks for; anything else, or unset, is quick. */
export function playoutMode(env: Readonly<Record<string, string | undefined>> = process.env): PlayoutMode {
  return env.KOTATSU_PLAYOUTS === 'full' ? 'full' : 'quick';
}

/** How many of `asked` playouts to play in `mode`: all of them when full, else a quarter, at least QUICK_MIN. */
export function playoutBudget(asked: number, mode: PlayoutMode = playoutMode()): number {
  if (mode === 'full' || asked <= QUICK_MIN) return asked;
  return Math.max(QUICK_MIN, Math.ceil(asked * QUICK_SHARE));
}
