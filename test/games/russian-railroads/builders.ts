// Russian Railroads test positions: a game past the starting bonuses, and moves played through validate.
import { assertDefined } from '../../../src/engine/assert';
import type { RailId } from '../../../src/games/russian-railroads/data';
import { game, type RrMove, type RrPlayer, type RrState } from '../../../src/games/russian-railroads/rules';

/** The rules' read-only shapes made writable, for a test position edited by hand. */
export type Draft<T> = T extends object ? { -readonly [K in keyof T]: Draft<T[K]> } : T;

/** A test position edited by hand: a deep copy of `s` with `change` applied (the rules never see a state change). */
export function edit(s: RrState, change: (d: Draft<RrState>) => void): RrState {
  const d = structuredClone(s) as Draft<RrState>;
  change(d);
  return d;
}

/** The position with `seat`'s board (the seat on turn unless said) edited by hand. */
export function editBoard(s: RrState, change: (pl: Draft<RrPlayer>) => void, seat = who(s)): RrState {
  return edit(s, (d) => change(assertDefined(d.players[seat], `board ${seat}`)));
}

/** A starting board edited by hand (for the scoring functions, which read one board). */
export function board(change: (pl: Draft<RrPlayer>) => void): RrPlayer {
  return assertDefined(editBoard(start(), change, 0).players[0], 'board 0');
}

/** A 3-player game past the starting bonuses, at the first seat's placement. */
export function start(seats = 3): RrState {
  let s = game.setup(seats, {}, 'rules');
  for (let i = 0; i < seats - 1; i++) {
    const st = game.status(s);
    if (st.kind !== 'turn') throw new Error('over');
    const seat = st.active[0] as number;
    s = game.apply(s, seat, { kind: 'bonus', card: s.startBonus.includes('coins') ? 'coins' : 'doubler' });
  }
  return s;
}
export const who = (s: RrState) => {
  const st = game.status(s);
  if (st.kind !== 'turn') throw new Error('over');
  return st.active[0] as number;
};
export const play = (s: RrState, m: RrMove) => {
  const seat = who(s);
  const err = game.validate(s, seat, m);
  if (err) throw new Error(err.code);
  return game.apply(s, seat, m);
};
export const me = (s: RrState) => s.players[who(s)] as RrPlayer;

/**
 * The first seat's board built by `build`, then one move of `colour` on `rail` from the shared "black or grey 1"
 * space: the position right after a track reaches a special space.
 */
export function stepOn(
  build: (pl: Draft<RrPlayer>) => void,
  rail: RailId,
  colour: 0 | 1 = 0,
): { s: RrState; seat: number } {
  const seat = who(start());
  let s = editBoard(start(), build);
  s = play(s, { kind: 'place', space: 'bottom', coins: 0 });
  s = play(s, { kind: 'step', rail, colour });
  return { s, seat };
}

/** St. Petersburg 4 reached by black with a locomotive there: a "?" token is asked for (reference: sp 4). */
export const atToken = () =>
  stepOn((pl) => {
    pl.tracks.sp[0] = 3;
    pl.locos.sp = 4;
  }, 'sp');
