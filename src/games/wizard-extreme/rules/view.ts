// What one seat (or the table) may see: the own hand, every other hand only as a count, all public records.

import type { Seat } from '../../../engine/game';
import type { WeState, WeView } from './types';
import { wizardCosts } from './variant';

export function viewFor(s: WeState, viewer: Seat | 'table'): WeView {
  return {
    seats: s.seats,
    viewer,
    rounds: s.rounds,
    round: s.round,
    dealer: s.dealer,
    phase: s.phase,
    turn: s.turn,
    hand: viewer === 'table' ? [] : (s.hands[viewer] ?? []),
    handCounts: s.hands.map((h) => h.length),
    supply: s.supply,
    seals: s.seals,
    wizard: s.wizard,
    wizardBase: s.options.wizardBase,
    predicted: s.predicted,
    takenThisTurn: s.takenThisTurn,
    trick: s.trick,
    lastTrick: s.lastTrick,
    played: s.played,
    tricksWon: s.tricksWon,
    returnOptions: s.returnOptions,
    roundScores: s.roundScores,
    designerVariant: s.options.designerVariant,
    wizardTimes: s.wizardTimes,
    wizardCosts: wizardCosts(s),
  };
}
