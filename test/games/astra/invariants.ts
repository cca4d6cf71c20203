// Astra's own invariants for the contract: cards conserved, the score formula recomputed independently.

import { CONSTELLATIONS, GAME_END, SCORING_CARDS } from '../../../src/games/astra/data';
import type { AsState } from '../../../src/games/astra/rules';
import { overStatus } from '../../../src/games/astra/rules/scoring';

export function checkCards(s: AsState): void {
  const all = [
    ...s.sky.map((c) => c.id),
    ...s.deck.filter((c) => c !== GAME_END),
    ...s.discard,
    ...s.box,
    ...s.players.flatMap((p) => p.cards.map((c) => c.id)),
  ].sort();
  const want = CONSTELLATIONS.map((c) => c.id).sort();
  if (JSON.stringify(all) !== JSON.stringify(want)) throw new Error('constellations not conserved');
  if (s.deck.filter((c) => c === GAME_END).length > 1) throw new Error('two Game End cards');
  s.players.forEach((p, i) => {
    if (p.stardust < 0 || p.telescopes < 0) throw new Error(`seat ${i} went below zero`);
    if (s.asks.at(-1)?.kind === 'turn' && p.cards.length > p.wisdom)
      throw new Error(`seat ${i} holds more constellations than its wisdom`);
  });
}

// The seed's scoring list, written again from scratch (brute force over the sets).
function elementSets(counts: number[]): number {
  let best = 0;
  const walk = (c: number[], pts: number) => {
    best = Math.max(best, pts);
    const alive = c.map((n, i) => [n, i] as const).filter(([n]) => n > 0);
    if (alive.length === 4)
      walk(
        c.map((n) => n - 1),
        pts + 6,
      );
    if (alive.length >= 3)
      for (let skip = 0; skip < 4; skip++) {
        if (alive.length === 3 && (c[skip] ?? 0) > 0) continue;
        if (alive.length === 4 || (c[skip] ?? 0) === 0)
          walk(
            c.map((n, i) => (i === skip ? n : n - 1)),
            pts + 3,
          );
      }
  };
  walk(counts, 0);
  return best;
}

export function expectedTotal(s: AsState, seat: number): number {
  const p = s.players[seat];
  if (!p) throw new Error('no player');
  const byId = new Map(CONSTELLATIONS.map((c) => [c.id, c]));
  const plus = SCORING_CARDS[p.scoring] as readonly string[];
  const counts = ['fire', 'earth', 'air', 'water'].map(
    (e) => p.cards.filter((c) => byId.get(c.id)?.element === e).length + (plus.includes(e) ? 1 : 0),
  );
  const marks = s.sky.flatMap((c) => c.marks).filter((m) => m === seat).length;
  const active = p.cards.filter((c) => !c.exhausted).reduce((n, c) => n + (byId.get(c.id)?.points ?? 0), 0);
  const elements = counts.reduce((n, c) => n + ([0, 0, 2, 6, 11][Math.min(4, c)] ?? 0), 0);
  return (
    p.fame +
    p.pouch +
    p.wisdom +
    Math.floor(p.stardust / 3) +
    Math.floor(marks / 2) +
    active +
    elements +
    elementSets(counts)
  );
}

export function checkScores(s: AsState): void {
  for (const x of overStatus(s).scores) {
    const want = expectedTotal(s, x.seat);
    if (x.total !== want) throw new Error(`seat ${x.seat} scores ${x.total}, formula says ${want}`);
  }
}
