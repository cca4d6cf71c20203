// Calling the characters 1..8: revealing, the Thief's take, the King's crown, skipping, and the round's end.

import type { Seat } from '../../../engine/game';
import { ARCHITECT, KING, type Rank, THIEF } from '../data';
import { startRound } from './draft';
import { addGold, charTerm, holderOf, seatParam, setAt, withEvents } from './helpers';
import type { CtState, TurnState } from './types';

export function newTurn(seat: Seat, rank: Rank): TurnState {
  return {
    seat,
    rank,
    action: 'none',
    drawn: [],
    keep: 0,
    builds: 0,
    buildLimit: rank === ARCHITECT ? 3 : 1,
    income: false,
    power: false,
    laboratory: false,
    smithy: false,
    selected: [],
  };
}

/** After the draft: call from the first character. */
export function startCalling(s: CtState): CtState {
  return callFrom({ ...s, phase: 'turn', turn: null }, 1);
}

/** Call the next character from `rank` on that someone holds and that is alive; end the round when none is left. */
export function callFrom(s: CtState, rank: Rank): CtState {
  let state = s;
  for (let r = rank; r <= 8; r++) {
    const seat = holderOf(state, r);
    if (seat === null) {
      state = withEvents(state, { code: 'log.nobody', params: { char: charTerm(r) } });
      continue;
    }
    if (r === state.killed) {
      state = withEvents(state, { code: 'log.skipped', params: { char: charTerm(r) } });
      continue;
    }
    return reveal(state, seat, r);
  }
  return endRound(state);
}

function reveal(s: CtState, seat: Seat, rank: Rank): CtState {
  let state: CtState = {
    ...s,
    revealed: [...s.revealed, rank],
    turn: newTurn(seat, rank),
    phase: 'turn',
  };
  state = withEvents(state, { code: 'log.reveal', params: { ...seatParam(seat), char: charTerm(rank) } });
  const thief = holderOf(state, THIEF);
  if (state.robbed === rank && thief !== null) {
    // The Thief takes everything the robbed player holds the moment the character is revealed.
    const amount = state.gold[seat] ?? 0;
    state = { ...state, gold: addGold(setAt(state.gold, seat, 0), thief, amount) };
    state = withEvents(state, { code: 'log.stolen', params: { seat: { seat: thief }, from: { seat }, amount } });
  }
  if (rank === KING) {
    state = { ...state, crown: seat };
    state = withEvents(state, { code: 'log.crown', params: seatParam(seat) });
  }
  return state;
}

/** The round is over: the assassinated character is shown; a dead King still takes the crown. */
function endRound(s: CtState): CtState {
  let state: CtState = { ...s, turn: null };
  const killed = state.killed;
  if (killed !== null) {
    const seat = holderOf(state, killed);
    if (seat !== null) {
      state = { ...state, revealed: [...state.revealed, killed] };
      state = withEvents(state, { code: 'log.reveal-killed', params: { ...seatParam(seat), char: charTerm(killed) } });
      if (killed === KING) {
        state = withEvents({ ...state, crown: seat }, { code: 'log.crown', params: seatParam(seat) });
      }
    }
  }
  if (state.firstComplete !== null) {
    return withEvents({ ...state, phase: 'over' }, { code: 'log.game-over' });
  }
  return startRound(state, state.round + 1);
}
