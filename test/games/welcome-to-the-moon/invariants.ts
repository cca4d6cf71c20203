// Welcome to the Moon's own invariants for the contract kit: components conserved, every sheet legal by the
// reference's own numbers, every score by the formula (formulas.ts), and the end's totals, chart and verdict.
import { assertDefined } from '../../../src/engine/assert';
import type { Adventure } from '../../../src/games/welcome-to-the-moon/data';
import { STARSHIP_CARDS } from '../../../src/games/welcome-to-the-moon/data';
import { game, type WtmMove, type WtmOptions, type WtmState } from '../../../src/games/welcome-to-the-moon/rules';
import { boardsOf, isOver } from '../../../src/games/welcome-to-the-moon/rules/asks';
import { seatScore } from '../../../src/games/welcome-to-the-moon/rules/end';
import { turnCombos } from '../../../src/games/welcome-to-the-moon/rules/solo';
import type { SheetState } from '../../../src/games/welcome-to-the-moon/rules/types';
import { text } from '../../../src/games/welcome-to-the-moon/text';
import type { StepInfo } from '../../support/contract';
import { checkBattle } from './battle-formula';
import { checkEscape } from './escape-formula';
import { COLONY_LINES, expectedAstra, expectedScore, FLOORS, journeySections, STATIONS } from './formulas';
import { checkVirus } from './virus-formula';

type Info = StepInfo<WtmState, WtmMove, WtmOptions>;

/** Plain checks in the hot loop: vitest's expect is too slow for many steps. */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

function checkColony(sh: SheetState): void {
  for (const line of COLONY_LINES) {
    let last = -1;
    for (const slot of line) {
      const c = sh.cells[slot - 1];
      if (typeof c !== 'number') continue;
      check(c > last && c >= 0 && c <= 17, 'colony row/column not ascending');
      last = c;
    }
  }
  check(sh.errors >= 0 && sh.errors <= 3, 'errors out of range');
  check((sh.counters.astro ?? 0) <= 9 && (sh.counters.plan ?? 0) <= 9, 'markers out of range');
}

function checkMine(sh: SheetState): void {
  for (const [from, to] of [
    [1, 12],
    [13, 24],
    [25, 36],
  ] as const) {
    let last = -1;
    for (let slot = from; slot <= to; slot++) {
      const c = sh.cells[slot - 1];
      if (typeof c !== 'number') continue;
      check(c > last && c >= 0 && c <= 17, 'mine layer not ascending');
      last = c;
    }
  }
  const limits: Record<string, number> = { plants: 14, water: 10, pearls: 14, rubies: 16, astro: 8, plan: 6 };
  for (const [k, max] of Object.entries(limits)) check((sh.counters[k] ?? 0) <= max, `${k} track overflow`);
  // A full column is extracted at the end of the turn it was completed.
  for (let i = 0; i < 12; i++) {
    const full = [i + 1, i + 13, i + 25].every((slot) => sh.cells[slot - 1] !== null);
    check(full === (sh.marks[232 + i] === 'cross'), `column ${i} extraction out of step`);
  }
}

/** The Dome: skyscrapers ascend bottom to top, every number touches the ground floor through filled slots. */
function checkDome(sh: SheetState): void {
  const skyscrapers: readonly [number, number, number][] = [
    [1, 9, 6],
    [10, 19, 13],
    [20, 29, 22],
    [30, 38, 34],
  ];
  for (const [from, to, ground] of skyscrapers) {
    let last = -1;
    for (let slot = from; slot <= to; slot++) {
      const c = sh.cells[slot - 1];
      if (typeof c !== 'number') continue;
      check(c > last && c >= 0 && c <= 17, 'skyscraper not ascending');
      last = c;
      // Growth: the run of filled slots holding this one reaches a ground-floor slot or an X (written anywhere).
      const run: number[] = [];
      for (let s = slot; s >= from && sh.cells[s - 1] !== null; s--) run.push(s);
      for (let s = slot + 1; s <= to && sh.cells[s - 1] !== null; s++) run.push(s);
      check(
        run.some((s) => s === ground || s === ground + 1 || sh.cells[s - 1] === 'X'),
        `slot ${slot} not grown from the ground`,
      );
    }
  }
  check((sh.counters.astro ?? 0) <= 8, 'astronaut markers overflow');
  for (let i = 0; i < 8; i++) {
    if (sh.marks[114 + i] === 'cross') check(sh.marks[122 + 2 * i] !== 'cross', 'a half crossed');
  }
}

function checkJourney(sh: SheetState): void {
  for (const zone of journeySections(sh)) {
    let last = -1;
    for (const slot of zone) {
      const c = sh.cells[slot - 1];
      if (typeof c !== 'number') continue;
      check(c > last && c >= 0 && c <= 17, 'section not ascending');
      last = c;
    }
  }
  check(sh.errors >= 0 && sh.errors <= 3, 'errors out of range');
  check((sh.counters.energy ?? 0) <= 12 && (sh.counters.astro ?? 0) <= 6 && (sh.counters.plan ?? 0) <= 6, 'tracks');
  const earned = Math.floor((sh.counters.astro ?? 0) / 2) + Math.floor((sh.counters.plan ?? 0) / 2);
  check((sh.counters.jokersUsed ?? 0) <= earned, 'more jokers spent than earned');
  for (const st of STATIONS) check(!(on(sh, st.big[0]) && on(sh, st.small[0])), 'both multipliers of a station');
}
const on = (sh: SheetState, b: number) => sh.marks[b] === 'circle';

function checkSheet(sh: SheetState): void {
  for (const [, from, to] of FLOORS) {
    let last = -1;
    for (let slot = from; slot <= to; slot++) {
      const c = sh.cells[slot - 1];
      if (typeof c !== 'number') continue;
      check(c > last && c >= 0 && c <= 17, `floor ${from}-${to} not ascending`);
      last = c;
    }
  }
  check(sh.errors >= 0 && sh.errors <= 8, 'errors out of range');
  check((sh.counters.bought ?? 0) <= sh.errors, 'bought back more errors than circled');
  check((sh.counters.rockets ?? 0) <= 31 && (sh.counters.extra ?? 0) <= 8, 'rockets out of range');
}

/** Solo: deck, discard and face-up cards, plus the cards ASTRA holds and the removed ones, make the 66 cards. */
function checkSoloCards(s: WtmState): void {
  const solo = s.solo;
  if (!solo) return;
  const held = Object.values(solo.astraCards).reduce((a, b) => a + b, 0);
  const total = solo.deck.length + solo.discard.length + solo.shown.length + held + solo.astraBonusUsed;
  check(total === STARSHIP_CARDS.length + 3, `solo cards not conserved: ${total}`);
  check(solo.astraBonusUsed <= solo.astraBonus, 'more ASTRA bonuses spent than won');
}

function checkCards(s: WtmState): void {
  if (s.solo) {
    checkSoloCards(s);
    return;
  }
  const all = s.piles.flatMap((p) => [...p.draw, ...p.discard]).sort((a, b) => a - b);
  check(all.length === STARSHIP_CARDS.length && all.every((id, i) => id === i), 'cards not conserved');
  check(
    s.piles.every((p) => p.draw.length + p.discard.length === 21),
    'a pile lost or gained cards',
  );
}

const SHEET_CHECKS: Readonly<Record<Adventure, (sh: SheetState) => void>> = {
  1: checkSheet,
  2: checkJourney,
  3: checkColony,
  4: checkMine,
  5: checkDome,
  6: checkVirus,
  7: checkEscape,
  8: checkBattle,
};

/** A write goes on its action's floor (The Launch) and a System Error only when nothing could be chosen. */
function checkMove(last: NonNullable<Info['last']>): void {
  const { before, seat, move } = last;
  if (move.kind === 'write' && before.options.adventure === 1) {
    const combo = assertDefined(before.drafts[seat]?.combo, 'the combination chosen');
    const action = turnCombos(before)[combo]?.action;
    const floor = FLOORS.find(([, from, to]) => move.slot >= from && move.slot <= to);
    check(floor !== undefined && (floor[0] === action || floor[0] === 'wild'), 'write on a wrong floor');
  }
  if (move.kind === 'systemError') {
    check(
      game.legalMoves(before, seat).every((l) => l.kind !== 'choose'),
      'error while a choice was possible',
    );
  }
}

/**
 * Every state: the last move was a legal kind of move for its step; once a turn is revealed (the sheets become
 * public), the cards are all there, every sheet is legal and every score is the formula's.
 */
export function invariant(s: WtmState, info: Info): void {
  if (info.last) checkMove(info.last);
  const revealed = info.last === null || s.turn !== info.last.before.turn || isOver(s);
  if (!revealed) return;
  checkCards(s);
  for (const sh of boardsOf(s)) SHEET_CHECKS[s.options.adventure](sh);
  s.sheets.forEach((sh, seat) => {
    check(seatScore(s, sh, seat).total === expectedScore(s, seat), `seat ${seat}'s score is off the formula`);
  });
}

/** The end: totals are the formula's (solo: minus ASTRA's), one per turn, the chart adds up, the verdict fits. */
export function onEnd(s: WtmState): void {
  const end = game.status(s);
  check(end.kind === 'over', 'the game is over');
  if (end.kind !== 'over') return;
  for (const sc of end.scores) {
    check(sc.total === expectedScore(s, sc.seat) - expectedAstra(s), `seat ${sc.seat}'s total is off the formula`);
    const history = assertDefined(s.totals[sc.seat], `the totals of seat ${sc.seat}`);
    check(history.length === s.turn && history.at(-1) === sc.total, 'one total per revealed turn, the last one final');
    check(sc.perRound?.reduce((a, b) => a + b, 0) === sc.total, "the chart's gains add up to the total");
  }
  // Solo: the verdict names the winner against ASTRA (reference: a win only above 0), in words the text knows.
  const margin = assertDefined(end.scores[0], 'the first score').total;
  const verdict = s.seats === 1 ? (margin > 0 ? 'verdict.solo-win' : 'verdict.solo-loss') : undefined;
  check(end.verdict?.code === verdict, `verdict ${end.verdict?.code}, expected ${verdict}`);
  if (end.verdict) check(text.en[end.verdict.code] !== undefined, 'the verdict has words');
}
