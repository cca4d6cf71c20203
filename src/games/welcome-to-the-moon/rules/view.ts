// What a seat (or an onlooker) may see: every start-of-turn sheet, its own draft, never another seat's draft or the rng.
// Nothing of the asks is shown but what they say in public (who is done, the solo cards to resolve, the end) and,
// to its own seat only, the tasks its ask has queued.

import { assertDefined } from '../../../engine/assert';
import { askOf } from '../../../engine/decision';
import type { Seat } from '../../../engine/game';
import { adventureRules } from './adventures';
import { boardSideOf, boardsOf, isOver, ownWork, soloCardsLeft } from './asks';
import { seatScore } from './end';
import { astraScore, turnCombos } from './solo';
import type { SheetState, SoloView, WtmState, WtmView } from './types';

function soloView(s: WtmState): SoloView | null {
  if (!s.solo) return null;
  return {
    level: s.solo.level,
    deckSize: s.solo.deck.length,
    exhausted: s.solo.exhausted,
    pending: soloCardsLeft(s),
    astraCards: s.solo.astraCards,
    astraBonus: s.solo.astraBonus,
    astraBonusUsed: s.solo.astraBonusUsed,
    astraRockets: s.solo.astraRockets,
    astraScore: astraScore(s.options.adventure, s.solo),
  };
}

export function viewFor(s: WtmState, viewer: Seat | 'table'): WtmView {
  const own = viewer === 'table' ? null : ownWork(s, viewer);
  if (adventureRules(s.options.adventure).boardFor) return battleView(s, viewer, own);
  return viewOf(s, viewer, own, (seat) => (seat === viewer && own ? own.sheet : assertSheet(s.sheets[seat], seat)));
}

const assertSheet = (sheet: SheetState | undefined, seat: Seat): SheetState =>
  assertDefined(sheet, `the sheet of seat ${seat}`);

/**
 * What every view holds: the turn's public state, each seat's sheet as `sheetOf` shows it with its score, and the
 * viewer's own work. `boards` (adventure 8): every shared sheet the scores read.
 */
function viewOf(
  s: WtmState,
  viewer: Seat | 'table',
  own: WtmView['draft'],
  sheetOf: (seat: Seat) => SheetState,
  boards?: readonly SheetState[],
): WtmView {
  return {
    me: viewer,
    adventure: s.options.adventure,
    turn: s.turn,
    combos: turnCombos(s),
    pileSizes: s.piles.map((p) => p.draw.length),
    missions: s.missions,
    missionClaimed: s.missionClaimed,
    seats: s.sheets.map((_, seat) => {
      const sheet = sheetOf(seat);
      const { total, categories } = seatScore(s, sheet, seat, boards);
      // A seat is done once its chain of asks is (at the end of the game, everyone is).
      return { seat, sheet, confirmed: askOf(s.asks, seat) === null, score: total, categories };
    }),
    draft: own,
    lastTurn: s.lastTurn,
    over: isOver(s),
    solo: soloView(s),
  };
}

/**
 * Adventure 8: every shared sheet as of the turn's start, but the one the viewer writes this turn, which shows its
 * own draft (no other seat writes there this turn). Each seat's score reads all of them.
 */
function battleView(s: WtmState, viewer: Seat | 'table', own: WtmView['draft']): WtmView {
  const on = viewer === 'table' ? undefined : boardSideOf(s, viewer);
  const boards = boardsOf(s).map((b, i) => (own && i === own.on?.sheet ? own.sheet : b));
  const view = viewOf(s, viewer, own, (seat) => assertSheet(boards[seat], seat), boards);
  return { ...view, boards, ...(on ? { on } : {}) };
}
