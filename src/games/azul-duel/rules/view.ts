// What a seat (or the table) sees: everything on the boards, but not the bag or stack order, face-down chips or the rng.

import type { Seat } from '../../../engine/game';
import { known, UNKNOWN } from '../../../engine/hidden';
import { plateById } from '../data';
import { pendingOf, phaseOf, selectedOf, turnOf, wallingOf } from './asks';
import type { AdState, AdView } from './types';

export function viewFor(s: AdState, viewer: Seat | 'table'): AdView {
  const top = s.stack[0];
  return {
    viewer,
    round: s.round,
    // Phase, turn, what is in hand and the chip step are read off the open asks.
    phase: phaseOf(s),
    turn: turnOf(s),
    startPlayer: s.startPlayer,
    startTile: s.startTile,
    boards: s.boards,
    bagCount: s.bag.length,
    tower: s.tower,
    workshops: s.workshops.map((w) => ({
      sun: w.sun,
      moon: w.moon,
      chip: w.chip ? (w.chip.faceUp ? known(w.chip.id) : UNKNOWN) : null,
    })),
    chipSupplyCount: s.chipSupply.length,
    usedChips: s.usedChips,
    display: s.display,
    stackCount: s.stack.length,
    stackTop: top === undefined ? null : plateById(top).kind,
    tablets: s.tablets,
    pending: pendingOf(s),
    selected: selectedOf(s),
    walling: wallingOf(s),
    specialsLeft: s.specialsLeft,
  };
}
