// What one seat may see: its own hand and characters; others only as counts; never the deck order or face-down cards.

import type { Seat } from '../../../engine/game';
import { buildLimit, phaseOf, seatOf, stageOf, topOf } from './asks';
import { currentStep, draftOptions } from './draft';
import { charsOf, handOf, holderOf } from './helpers';
import type { CtState, CtView, RevealedCharacter, TurnState } from './types';

/** The turn in progress as the view shows it; the drawn and marked cards only to its own seat. */
function turnView(s: CtState, viewer: Seat | 'table'): TurnState | null {
  const stage = stageOf(s);
  if (stage === null) return null;
  const seat = seatOf(stage);
  const own = viewer === seat;
  const top = topOf(s);
  const keep = top?.kind === 'keep' ? top : null;
  const magic = top?.kind === 'magic' ? top : null;
  const { kind: _kind, seats: _seats, ...use } = stage;
  return {
    ...use,
    seat,
    action: keep ? 'drawing' : stage.kind === 'action' ? 'none' : 'done',
    drawn: keep && own ? keep.drawn : [],
    // No drawn card is left to keep outside the choice.
    keep: keep ? keep.keep : 0,
    buildLimit: buildLimit(stage.rank),
    selected: magic && own ? magic.selected : [],
  };
}

export function viewFor(s: CtState, viewer: Seat | 'table'): CtView {
  const step = currentStep(s);
  const top = topOf(s);
  const options = top?.kind === 'draft' && viewer === seatOf(top) ? draftOptions(s, top) : [];
  const revealed: RevealedCharacter[] = [];
  for (const rank of s.revealed) {
    const seat = holderOf(s, rank);
    if (seat !== null) revealed.push({ rank, seat });
  }
  return {
    seats: s.seats,
    viewer,
    options: s.options,
    round: s.round,
    phase: phaseOf(s),
    crown: s.crown,
    deckCount: s.deck.length,
    discardCount: s.discard.length,
    hand: viewer === 'table' ? [] : handOf(s, viewer),
    handCounts: s.hands.map((h) => h.length),
    gold: s.gold,
    cities: s.cities,
    myChars: viewer === 'table' ? [] : charsOf(s, viewer),
    charCounts: s.chars.map((c) => c.length),
    revealed,
    faceUp: s.faceUp,
    faceDownCount: s.faceDown.length,
    draftStep: step,
    draftOptions: options,
    draftFaceDown: options.filter((r) => s.faceDown.includes(r)),
    killed: s.killed,
    robbed: s.robbed,
    turn: turnView(s, viewer),
    graveyard: top?.kind === 'graveyard' ? { seat: seatOf(top), card: top.card } : null,
    firstComplete: s.firstComplete,
  };
}
