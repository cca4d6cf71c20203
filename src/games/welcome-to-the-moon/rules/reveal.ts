// Everyone has confirmed: all choices are revealed together, races and sabotage resolve (phase 5), missions are
// checked (phase 6), then the game ends or the next turn opens its asks.

import { assertDefined } from '../../../engine/assert';
import { ASTRA_LAUNCH } from '../data';
import { adventureRules } from './adventures';
import { picksOf } from './adventures/virus-spread';
import { boardsOf, infectAsk, turnAsks } from './asks';
import { afterSoloDraw, battleBonusesWon } from './battle-solo';
import { flipAll } from './deck';
import { checkMissions, endTriggered, recordTotals } from './end';
import { drawSolo, finishSoloTurn, racesWon } from './solo';
import { settleSoloCards } from './solo-cards';
import type { Draft, Revealed, SheetState, WtmAsk, WtmState } from './types';

function numberAt(sheet: SheetState, slot: number): number | null {
  const c = sheet.cells[slot - 1];
  return typeof c === 'number' ? c : null;
}

/** What each seat did, for everyone to see. */
function revealed(drafts: readonly Draft[]): Revealed[] {
  return drafts.map((d, seat) => ({
    seat,
    combo: d.combo,
    slot: d.slot,
    number: d.slot === null ? null : numberAt(d.sheet, d.slot),
    systemError: d.systemError,
  }));
}

/**
 * Adventure 6: the seats whose spread waits for them to pick the infected slot, each asked at once with its sheet
 * as the spreads left it; null when nothing waits (the reveal goes on).
 */
function waitingAsks(s: WtmState, sheets: readonly SheetState[]): WtmAsk[] | null {
  const waiting = adventureRules(s.options.adventure).waitingInfection;
  if (!waiting) return null;
  const asks = sheets.flatMap((sheet, seat) => {
    const at = seat < s.seats ? waiting(sheet) : null;
    return at ? [infectAsk(seat, at, sheet)] : [];
  });
  return asks.length > 0 ? asks : null;
}

/**
 * Phase 6, and what a first completion sets off where the adventure has it (adventure 6 wakes a virus, whose spread
 * may complete more missions on the same turn: those achievers still count as first). A spread waiting for a
 * player's pick stops it: the asks come back instead.
 */
type Phase6 = { sheets: readonly SheetState[]; claimed: readonly boolean[] } | { waiting: WtmAsk[] };

function missionsWithEffects(
  s: WtmState,
  resolved: readonly SheetState[],
  picks: readonly (readonly number[])[],
): Phase6 {
  const rules = adventureRules(s.options.adventure);
  let { sheets, claimed } = checkMissions(s, resolved);
  if (!rules.missionsDone) return { sheets, claimed };
  let handled = s.missionClaimed;
  for (let round = 0; round < handled.length; round++) {
    const stacks = claimed.flatMap((c, k) => (c && !handled[k] ? [k] : []));
    if (stacks.length === 0) break;
    const achievers = s.missions.map((_, k) =>
      sheets.map((sh, seat) => sh.missions[k] !== null && s.sheets[seat]?.missions[k] === null),
    );
    handled = claimed;
    const spread = rules.missionsDone(sheets, stacks, achievers, picks);
    const waiting = waitingAsks(s, spread);
    if (waiting) return { waiting };
    const again = checkMissions(s, spread);
    sheets = again.sheets;
    claimed = claimed.map((c, k) => c || again.claimed[k] === true);
  }
  return { sheets, claimed };
}

/** The game is over: no ask is left, and the adventure's end effect applies (adventure 8 resolves open planets). */
function ended(s: WtmState): WtmState {
  const atEnd = adventureRules(s.options.adventure).atEnd;
  if (!atEnd) return { ...s, asks: [] };
  const boards = atEnd(boardsOf(s));
  const board = boards[s.seats];
  const out: WtmState = {
    ...s,
    sheets: boards.slice(0, s.seats),
    ...(s.solo && board ? { solo: { ...s.solo, board } } : {}),
    asks: [],
  };
  // The last turn's totals are recorded again with the end's effect, so the chart ends on the final scores.
  return recordTotals({ ...out, totals: out.totals.map((h) => h.slice(0, -1)) });
}

/**
 * The last seat has confirmed (no ask of the turn is left open), or (adventure 6) a pick that a spread waited for
 * is in: the whole phase 5 and 6 is worked out again from the confirmed drafts with every pick made so far, so it
 * either stops at the next pick someone owes or ends the turn.
 */
export function reveal(s: WtmState): WtmState {
  const rules = adventureRules(s.options.adventure);
  const drafts = s.drafts.map((d, seat) => assertDefined(d, `the confirmed draft of seat ${seat}`));
  const resolved = rules.resolveTurn(drafts, boardsOf(s));
  const picks = drafts.map(picksOf);
  const waiting = waitingAsks(s, resolved);
  const after: Phase6 = waiting ? { waiting } : missionsWithEffects(s, resolved, picks);
  if ('waiting' in after) return { ...s, asks: after.waiting };
  const { sheets: boards, claimed } = after;
  // Adventure 8 solo: ASTRA's own sheet comes back after the seats' sheets.
  const sheets = boards.slice(0, s.seats);
  const astraBoard = boards[s.seats];
  const base: WtmState = {
    ...s,
    sheets,
    ...(s.solo && astraBoard ? { solo: { ...s.solo, board: astraBoard } } : {}),
    missionClaimed: claimed,
    drafts: s.drafts.map(() => null),
    lastTurn: revealed(drafts),
  };
  if (s.solo) return nextSoloTurn(s, base, assertDefined(drafts[0], 'the solo draft'));
  const scored = recordTotals(base);
  if (endTriggered(s, boards)) return ended(scored);
  const [piles, rng] = flipAll(s.piles, s.rng);
  return { ...scored, piles, rng, turn: s.turn + 1, asks: turnAsks(s.seats) };
}

/** Solo: ASTRA takes its card, the usual and ASTRA's end triggers are checked, then the next three cards. */
function nextSoloTurn(s: WtmState, base: WtmState, draft: Draft): WtmState {
  const start = assertDefined(s.sheets[0], 'the solo sheet');
  const after = assertDefined(base.sheets[0], 'the solo sheet after the turn');
  const won = s.options.adventure === 8 ? battleBonusesWon(s, base) : racesWon(s.options.adventure, start, after);
  const done = recordTotals(finishSoloTurn(base, draft, draft.remove === true, won));
  const astra = assertDefined(done.solo, 'the solo state');
  const astraLaunched = s.options.adventure === 1 && astra.astraRockets >= ASTRA_LAUNCH.rockets;
  if (endTriggered(s, boardsOf(base)) || astraLaunched) return ended(done);
  const [drawn, rng] = drawSolo({ ...done, asks: turnAsks(1) }, s.rng);
  // The deck ran out for the second time before three cards showed: the game ends.
  if (assertDefined(drawn.solo, 'the solo state').exhausted >= 2) return ended({ ...drawn, rng });
  return afterSoloDraw(s.options.adventure, settleSoloCards({ ...drawn, rng, turn: s.turn + 1 }), done);
}
