// What one seat may see: its own hand and characters; others only as counts; never the deck order or face-down cards.

import type { Seat } from '../../../engine/game';
import { currentStep, draftOptions } from './draft';
import { holderOf } from './helpers';
import type { CtState, CtView, RevealedCharacter } from './types';

export function viewFor(s: CtState, viewer: Seat | 'table'): CtView {
  const step = currentStep(s);
  const own = (seat: Seat | 'table' | undefined) => viewer !== 'table' && seat === viewer;
  const revealed: RevealedCharacter[] = [];
  for (const rank of s.revealed) {
    const seat = holderOf(s, rank);
    if (seat !== null) revealed.push({ rank, seat });
  }
  const turn = s.turn && !own(s.turn.seat) ? { ...s.turn, drawn: [], selected: [] } : s.turn;
  return {
    seats: s.seats,
    viewer,
    options: s.options,
    round: s.round,
    phase: s.phase,
    crown: s.crown,
    deckCount: s.deck.length,
    discardCount: s.discard.length,
    hand: viewer === 'table' ? [] : (s.hands[viewer] ?? []),
    handCounts: s.hands.map((h) => h.length),
    gold: s.gold,
    cities: s.cities,
    myChars: viewer === 'table' ? [] : (s.chars[viewer] ?? []),
    charCounts: s.chars.map((c) => c.length),
    revealed,
    faceUp: s.faceUp,
    faceDownCount: s.faceDown.length,
    draftStep: step,
    draftOptions: step && own(step.seat) ? draftOptions(s) : [],
    draftFaceDown: step && own(step.seat) ? draftOptions(s).filter((r) => s.faceDown.includes(r)) : [],
    killed: s.killed,
    robbed: s.robbed,
    turn,
    graveyard: s.graveyard,
    firstComplete: s.firstComplete,
  };
}
