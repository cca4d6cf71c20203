// Russian Railroads test positions: a game past the starting bonuses, and moves played through validate.
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
