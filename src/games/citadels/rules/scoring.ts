// Final scoring: district points, the five-colour bonus (Haunted City), the bonuses for complete cities, the tie-break.

import { assertDefined } from '../../../engine/assert';
import type { Message, Seat, SeatScore, Status } from '../../../engine/game';
import { BONUS_COLORS, BONUS_COMPLETE, BONUS_FIRST, COLORS, COMPLETE_CITY, cardType, districtPoints } from '../data';
import { cityOf, goldOf } from './helpers';
import type { Built, CtState } from './types';

/**
 * Five colours present? The Haunted City may stand for any one colour, but only if it was built before the
 * last round; otherwise it is simply purple.
 */
export function hasFiveColors(city: readonly Built[], lastRound: number): boolean {
  const haunted = city.find((b) => cardType(b.card).key === 'hauntedCity' && b.round < lastRound);
  const colors = new Set(city.filter((b) => b !== haunted).map((b) => cardType(b.card).color));
  return haunted ? colors.size >= COLORS.length - 1 : colors.size === COLORS.length;
}

export interface Breakdown {
  readonly districts: number;
  readonly colors: number;
  readonly first: number;
  readonly complete: number;
  readonly total: number;
}

export function breakdown(s: CtState, seat: Seat): Breakdown {
  const city = cityOf(s, seat);
  const districts = city.reduce((sum, b) => sum + districtPoints(b.card), 0);
  const colors = hasFiveColors(city, s.round) ? BONUS_COLORS : 0;
  const first = s.firstComplete === seat ? BONUS_FIRST : 0;
  const complete = first === 0 && city.length >= COMPLETE_CITY ? BONUS_COMPLETE : 0;
  return { districts, colors, first, complete, total: districts + colors + first + complete };
}

/** Sort key: total, then district points alone, then gold (the reference's tie-break). */
function keyOf(s: CtState, seat: Seat): [number, number, number] {
  const b = breakdown(s, seat);
  return [b.total, b.districts, goldOf(s, seat)];
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = assertDefined(b[i], 'a tie-break key') - assertDefined(a[i], 'a tie-break key');
    if (d !== 0) return d;
  }
  return 0;
}

export function ranking(s: CtState): Seat[][] {
  const seats = Array.from({ length: s.seats }, (_, i) => i);
  const keys = seats.map((seat) => keyOf(s, seat));
  const keyOfSeat = (seat: Seat) => assertDefined(keys[seat], `the sort key of seat ${seat}`);
  const sorted = seats.slice().sort((a, b) => compare(keyOfSeat(a), keyOfSeat(b)) || a - b);
  const groups: Seat[][] = [];
  for (const seat of sorted) {
    const last = groups.at(-1);
    const head = last?.[0];
    if (last && head !== undefined && compare(keyOfSeat(head), keyOfSeat(seat)) === 0) last.push(seat);
    else groups.push([seat]);
  }
  return groups;
}

/** Which tie-break settled first place, if the best totals were level. */
function tieBreak(s: CtState, groups: readonly Seat[][]): Message | undefined {
  const top = assertDefined(groups[0], 'the first place of the ranking');
  const best = breakdown(s, assertDefined(top[0], 'a seat in first place')).total;
  const level = Array.from({ length: s.seats }, (_, i) => i).filter((seat) => breakdown(s, seat).total === best);
  if (level.length < 2) return undefined;
  if (top.length > 1) return { code: 'tiebreak.shared' };
  const districts = level.map((seat) => breakdown(s, seat).districts);
  const settledByDistricts = districts.filter((d) => d === Math.max(...districts)).length === 1;
  return { code: settledByDistricts ? 'tiebreak.districts' : 'tiebreak.gold' };
}

export function seatScores(s: CtState): SeatScore[] {
  return Array.from({ length: s.seats }, (_, seat) => {
    const b = breakdown(s, seat);
    return {
      seat,
      total: b.total,
      categories: [
        { code: 'score.districts', value: b.districts },
        { code: 'score.colors', value: b.colors },
        { code: 'score.first', value: b.first },
        { code: 'score.complete', value: b.complete },
      ],
    };
  });
}

export function overStatus(s: CtState): Extract<Status, { kind: 'over' }> {
  const groups = ranking(s);
  const tb = tieBreak(s, groups);
  return {
    kind: 'over',
    scores: seatScores(s),
    ranking: groups,
    lowerIsBetter: false,
    ...(tb ? { tieBreak: tb } : {}),
  };
}
