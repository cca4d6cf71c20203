// The bot picks only legal moves and beats a uniformly random player in at least 80 of 100 seeded games per mode
// (issue: "beats a random player in at least 80 of 100 seeded games in each mode").
import { expect, test } from 'vitest';
import { canonicalJson } from '../../../src/engine/json';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { bot } from '../../../src/games/tash-kalar/bot';
import { DECKS } from '../../../src/games/tash-kalar/data';
import { game } from '../../../src/games/tash-kalar/rules';
import type { Mode } from '../../../src/games/tash-kalar/rules/types';

function botWins(mode: Mode, games: number): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const botSeat = g % 2;
    let s = game.setup(
      2,
      { mode, decks: [DECKS[g % 3] ?? 'imperial', DECKS[(g + 1) % 3] ?? 'sylvan'] },
      `bot-${mode}-${g}`,
    );
    let rng: Rng = seedRng(`bot-moves-${g}`);
    for (let step = 0; step < 4000; step++) {
      const st = game.status(s);
      if (st.kind === 'over') break;
      const seat = st.active[0] ?? 0;
      const legal = game.legalMoves(s, seat);
      const [i, next] = randomInt(rng, legal.length);
      rng = next;
      const m = seat === botSeat ? bot.choose(game.view(s, seat), seat, legal, rng) : legal[i];
      if (!m || !legal.some((l) => canonicalJson(l) === canonicalJson(m))) throw new Error('bot chose an illegal move');
      s = game.apply(s, seat, m);
    }
    const end = game.status(s);
    if (end.kind !== 'over') throw new Error(`game ${g} did not end`);
    if (end.ranking[0]?.length === 1 && end.ranking[0][0] === botSeat) wins++;
  }
  return wins;
}

test.each(['highForm', 'deathmatch'] as const)(
  '%s: the bot beats a random player in at least 80 of 100 games',
  (mode) => {
    expect(botWins(mode, 100)).toBeGreaterThanOrEqual(80);
  },
);
