// What one seat (or the table) may see: the own hand, every other hand only as a count, all public records.

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import { currentAsk, phaseOf, predictedOf, turnOf } from './asks';
import type { WeState, WeView } from './types';
import { wizardCosts } from './variant';

export function viewFor(s: WeState, viewer: Seat | 'table'): WeView {
  // The view still names the decision by its old fields (phase, turn, seals taken, return options), from the ask.
  const ask = currentAsk(s);
  return {
    seats: s.seats,
    viewer,
    rounds: s.rounds,
    round: s.round,
    dealer: s.dealer,
    phase: phaseOf(s),
    turn: turnOf(s),
    hand: viewer === 'table' ? [] : assertDefined(s.hands[viewer], `the hand of seat ${viewer}`),
    handCounts: s.hands.map((h) => h.length),
    supply: s.supply,
    seals: s.seals,
    wizard: s.wizard,
    wizardBase: s.options.wizardBase,
    predicted: predictedOf(s),
    takenThisTurn: ask?.kind === 'predict' ? ask.taken : 0,
    trick: s.trick,
    lastTrick: s.lastTrick,
    played: s.played,
    tricksWon: s.tricksWon,
    returnOptions: ask?.kind === 'returnSeal' ? ask.options : [],
    roundScores: s.roundScores,
    designerVariant: s.options.designerVariant,
    wizardTimes: s.wizardTimes,
    wizardCosts: wizardCosts(s),
  };
}
