// End of a turn for everyone: missions (first achievers share the higher reward), end triggers, scores and ranking.

import { assertDefined } from '../../../engine/assert';
import type { Message, Seat, SeatScore, Status } from '../../../engine/game';
import { replaceAt } from '../../../engine/list';
import { missionById } from '../data';
import { adventureRules } from './adventures';
import { boardsOf } from './asks';
import { astraMajority, astraScore } from './solo';
import type { MissionTier, SheetState, SoloState, WtmState } from './types';
import { emptySlots } from './zones';

/** Phase 6: each mission not yet done by a sheet is checked; everyone meeting it on the same turn counts as first. */
export function checkMissions(
  s: Pick<WtmState, 'options' | 'missions' | 'missionClaimed'> & { readonly seats?: number },
  sheets: readonly SheetState[],
): { sheets: readonly SheetState[]; claimed: readonly boolean[] } {
  const rules = adventureRules(s.options.adventure);
  let out = sheets;
  let claimed = s.missionClaimed;
  const seats = s.seats ?? sheets.length;
  s.missions.forEach((id, k) => {
    const card = missionById(id);
    const tier: MissionTier = s.missionClaimed[k] ? 'later' : 'first';
    const before = out;
    out = out.map((sheet, seat) => {
      // Adventure 8: a seat meets it on any of its halves; ASTRA's own sheet (solo) takes no mission.
      const met = rules.missionMetBy
        ? seat < seats && rules.missionMetBy(id, before, seat)
        : rules.missionMet(id, sheet);
      if (sheet.missions[k] !== null || !met) return sheet;
      claimed = replaceAt(claimed, k, true);
      const missions = replaceAt(sheet.missions, k, tier);
      return rules.rewardMission({ ...sheet, missions }, tier === 'first' ? card.first : card.later);
    });
  });
  return { sheets: out, claimed };
}

/** The end triggers checked at the end of a turn: all errors, all three missions, a full sheet, the adventure's own. */
export function endTriggered(s: Pick<WtmState, 'options'>, sheets: readonly SheetState[]): boolean {
  const rules = adventureRules(s.options.adventure);
  return sheets.some(
    (sheet) =>
      sheet.errors >= rules.sheet.errorBoxes.length ||
      sheet.missions.every((m) => m !== null) ||
      emptySlots(rules.sheet, sheet.cells).length === 0 ||
      rules.ownEndTrigger(sheet),
  );
}

/** The reward each mission paid this sheet, in mission order (0 where not done). */
export function missionRewards(s: Pick<WtmState, 'missions'>, sheet: SheetState): number[] {
  return s.missions.map((id, k) => {
    const tier = sheet.missions[k];
    if (!tier) return 0;
    const card = missionById(id);
    return tier === 'first' ? card.first : card.later;
  });
}

/**
 * A seat's score on `sheet` (its own, or its draft). `boards` (adventure 8) is every shared sheet as the caller sees
 * it, the seat's draft included; otherwise the seat's sheet replaces its own among the others.
 */
export function seatScore(
  s: Pick<WtmState, 'options' | 'missions' | 'sheets'> & { readonly solo?: SoloState | null },
  sheet: SheetState,
  seat: Seat,
  boards?: readonly SheetState[],
): SeatScore {
  const sheets = boards ?? boardsOf({ sheets: s.sheets, solo: s.solo ?? null }).map((o, i) => (i === seat ? sheet : o));
  const rewards = missionRewards(s, sheet);
  const astra = s.solo ? astraMajority(s.solo) : undefined;
  const ctx = astra ? { rewards, sheets, seat, astra } : { rewards, sheets, seat };
  const categories = adventureRules(s.options.adventure).score(sheet, ctx);
  return { seat, total: categories.reduce((a, c) => a + c.value, 0), categories };
}

/** Unused System Error boxes: the tie-break (more is better); adventure 8 counts both of the seat's halves. */
export function unusedErrors(
  s: Pick<WtmState, 'options' | 'sheets' | 'solo'>,
  sheet: SheetState,
  seat: Seat = 0,
): number {
  const rules = adventureRules(s.options.adventure);
  if (rules.unusedErrorsOf) return rules.unusedErrorsOf(boardsOf(s), seat);
  return rules.sheet.errorBoxes.length - sheet.errors;
}

/** Best first by total, then by unused error boxes; equal on both share a place. */
export function rankSeats(
  scores: readonly SeatScore[],
  tie: readonly number[],
): { ranking: Seat[][]; tieBreak?: Message } {
  const tieOf = (seat: Seat) => assertDefined(tie[seat], `the tie-break of seat ${seat}`);
  const order = scores.slice().sort((a, b) => b.total - a.total || tieOf(b.seat) - tieOf(a.seat));
  const ranking: Seat[][] = [];
  let usedTie = false;
  order.forEach((sc, i) => {
    const prev = order[i - 1];
    const same = prev && prev.total === sc.total;
    if (same && tieOf(prev.seat) === tieOf(sc.seat)) ranking.at(-1)?.push(sc.seat);
    else ranking.push([sc.seat]);
    if (same && tieOf(prev.seat) !== tieOf(sc.seat)) usedTie = true;
  });
  return usedTie ? { ranking, tieBreak: { code: 'tiebreak.errors' } } : { ranking };
}

/** Solo: the result is the player's score minus ASTRA's (a win when above 0), ASTRA shown as a category. */
function soloResult(s: WtmState, sc: SeatScore): SeatScore {
  if (!s.solo) return sc;
  const astra = astraScore(s.options.adventure, s.solo);
  return { ...sc, total: sc.total - astra, categories: [...sc.categories, { code: 'score.astra', value: -astra }] };
}

/** Every seat's total as the results would show it now (in solo: minus ASTRA's score). */
function currentTotals(s: WtmState): number[] {
  return s.sheets.map((sheet, seat) => soloResult(s, seatScore(s, sheet, seat)).total);
}

/** The state with each seat's total after this turn added to its history (for the results' per-turn chart). */
export function recordTotals(s: WtmState): WtmState {
  const now = currentTotals(s);
  return { ...s, totals: s.totals.map((h, seat) => [...h, assertDefined(now[seat], `the total of seat ${seat}`)]) };
}

/** Per-turn gains from a seat's history of totals, ending on its final total so the chart adds up to it. */
function perTurn(history: readonly number[], total: number): number[] {
  const series = [...history.slice(0, -1), total];
  // The first turn's gain is its total: every seat starts at 0.
  return series.map((v, i) => (i === 0 ? v : v - assertDefined(series[i - 1], 'the total of the turn before')));
}

export function overStatus(s: WtmState): Extract<Status, { kind: 'over' }> {
  const scores = s.sheets.map((sheet, seat) => {
    const sc = soloResult(s, seatScore(s, sheet, seat));
    return { ...sc, perRound: perTurn(assertDefined(s.totals[seat], `the totals of seat ${seat}`), sc.total) };
  });
  const tie = s.sheets.map((sheet, seat) => unusedErrors(s, sheet, seat));
  const over = { kind: 'over' as const, scores, ...rankSeats(scores, tie), lowerIsBetter: false };
  return s.solo ? { ...over, verdict: soloVerdict(assertDefined(scores[0], 'the solo score').total) } : over;
}

/** Solo: "first place" says nothing against ASTRA; above 0 the player wins, otherwise ASTRA does (0 included). */
function soloVerdict(margin: number): Message {
  return margin > 0
    ? { code: 'verdict.solo-win', params: { margin } }
    : { code: 'verdict.solo-loss', params: { margin: Math.abs(margin) } }; // abs: a tie is 0, never -0
}

export { majorityRanks } from './majority';
