// Rats of Wistar: the final count (seed ゲームの終了), which the contract test's score invariant reads too.

import { assertDefined } from '../../../engine/assert';
import { ABILITIES, ADVANCED_POWER_VP, BED_VP, UNDERGROUND_VP } from '../data';
import { card, effects, guestTile, me, missionsDone, rooms } from './core';
import type { RwState } from './types';

/** What the highest of `n` built tiles shows (the board's track of points); none built scores nothing. */
function highest(track: readonly number[], n: number, what: string): number {
  return n === 0 ? 0 : assertDefined(track[n - 1], `the points for ${n} ${what}`);
}
/** Seed, ゲームの終了: the score categories of one player. */
export function scoreOf(s: RwState, seat: number): { code: string; value: number }[] {
  const p = me(s, seat);
  let ability = 0;
  (['brown', 'grey'] as const).forEach((t) => {
    ABILITIES[t].forEach((ab, i) => {
      if (p.cubes[t][i] && ab.perk.kind === 'vp') ability += ab.perk.vp;
    });
  });
  const guestVp = p.guests.reduce((n, gid) => n + guestTile(gid).vp, 0);
  const cheese = p.cheese.reduce((a, b) => a + b, 0);
  const cardVp = p.played.reduce((n, c) => n + card(c).vp, 0);
  let endVp = 0;
  for (const e of effects(p)) {
    if (e.kind !== 'end') continue;
    const count =
      e.per === 'beds'
        ? p.beds
        : e.per === 'rooms'
          ? rooms(p)
          : e.per === 'guests'
            ? p.guests.length
            : e.per === 'missions'
              ? missionsDone(p)
              : p.played.filter((c) => card(c).type === e.per).length;
    endVp += count * e.vp;
  }
  return [
    { code: 'score.abilities', value: ability },
    { code: 'score.beds', value: highest(BED_VP, p.beds, 'beds') },
    { code: 'score.rooms', value: highest(UNDERGROUND_VP, p.dug, 'underground tiles') },
    { code: 'score.guests', value: guestVp + cheese },
    { code: 'score.inventions', value: cardVp },
    { code: 'score.end-effects', value: endVp },
    { code: 'score.power', value: p.power >= 2 ? ADVANCED_POWER_VP : 0 },
    { code: 'score.leftovers', value: Math.floor((p.wood + p.metal + p.move + p.hand.length) / 5) },
    { code: 'score.wild', value: Math.floor(p.wild / 2) },
    { code: 'score.bonus', value: p.bonusVp },
  ];
}
export const total = (cats: readonly { value: number }[]): number => cats.reduce((a, c) => a + c.value, 0);

/** Seed ゲームの終了: most points wins; a tie goes to the tied player earliest in turn order. */
export function overStatus(s: RwState) {
  const scores = s.players.map((_, seat) => {
    const categories = scoreOf(s, seat);
    return { seat, total: total(categories), categories };
  });
  const byTotal = [...scores].sort((a, b) => b.total - a.total || s.order.indexOf(a.seat) - s.order.indexOf(b.seat));
  const ranking = byTotal.map((x) => [x.seat]);
  const top = assertDefined(byTotal[0], 'the highest score');
  const tied = byTotal.filter((x) => x.total === top.total).length > 1;
  return {
    kind: 'over' as const,
    scores,
    ranking,
    lowerIsBetter: false,
    ...(tied ? { tieBreak: { code: 'tie.turn-order' } } : {}),
  };
}
