// Hand-built Astra positions for the rules tests.

import { BY_ID } from '../../../src/games/astra/data';
import { type AsMove, type AsState, game } from '../../../src/games/astra/rules';
import type { EndRule, Player, SkyCard } from '../../../src/games/astra/rules/types';

/** A sky card with marks given as a string per star: '.' unmarked, a digit = that seat. */
export function sky(id: string, marks = ''): SkyCard {
  const n = BY_ID.get(id)?.stars.length ?? 0;
  return { id, marks: Array.from({ length: n }, (_, i) => (marks[i] && marks[i] !== '.' ? Number(marks[i]) : null)) };
}

export function position(opts: {
  seats?: number;
  sky: SkyCard[];
  deck?: string[];
  players?: Partial<Player>[];
  sphere?: number;
  end?: EndRule;
}): AsState {
  const base = game.setup(opts.seats ?? 3, { end: opts.end ?? 'deck' }, 'builder');
  const used = new Set([
    ...opts.sky.map((c) => c.id),
    ...(opts.deck ?? []),
    ...(opts.players ?? []).flatMap((p) => p.cards?.map((c) => c.id) ?? []),
  ]);
  const all = [...base.sky.map((c) => c.id), ...base.deck.filter((c) => c !== 'game-end'), ...base.box];
  return {
    ...base,
    sky: opts.sky,
    deck: [...(opts.deck ?? []), 'game-end'],
    box: all.filter((id) => !used.has(id)),
    sphere: opts.sphere ?? 0,
    // No telescope unless a test gives one, so an action ends without an extra observe question.
    players: base.players.map((p, i) => ({ ...p, telescopes: 0, ...(opts.players?.[i] ?? {}) })),
  };
}

/** Play moves in order by whoever is asked; each must be valid. */
export function play(s: AsState, ...moves: AsMove[]): AsState {
  let st = s;
  for (const m of moves) {
    const status = game.status(st);
    if (status.kind === 'over') throw new Error('game over');
    const seat = status.active.find((x) => game.validate(st, x, m) === null);
    if (seat === undefined)
      throw new Error(`refused ${JSON.stringify(m)}: ${JSON.stringify(game.validate(st, status.active[0] ?? 0, m))}`);
    st = game.apply(st, seat, m);
  }
  return st;
}

export const active = (s: AsState) => {
  const st = game.status(s);
  return st.kind === 'turn' ? st.active : [];
};
