// Russian Railroads test positions: a game past the starting bonuses, and moves played through validate.
import type { RailId } from '../../../src/games/russian-railroads/data';
import { game, type RrMove, type RrPlayer, type RrState } from '../../../src/games/russian-railroads/rules';

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
export function stepOn(build: (pl: RrPlayer) => void, rail: RailId, colour: 0 | 1 = 0): { s: RrState; seat: number } {
  let s = start();
  const seat = who(s);
  build(s.players[seat] as RrPlayer);
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
