// Calling the characters 1..8: revealing, the Thief's take, the King's crown, skipping, and the round's end.

import { push } from '../../../engine/decision';
import { type Seat, seatParam } from '../../../engine/game';
import { replaceAt } from '../../../engine/list';
import { KING, type Rank, THIEF } from '../data';
import { actionAsk } from './asks';
import { startRound } from './draft';
import { addGold, charTerm, goldOf, holderOf, withEvents } from './helpers';
import type { CtState } from './types';

/** After the draft: call from the first character. */
export function startCalling(s: CtState): CtState {
  return callFrom(s, 1);
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
  let state: CtState = { ...s, revealed: [...s.revealed, rank], asks: push(s.asks, actionAsk(seat, rank)) };
  state = withEvents(state, { code: 'log.reveal', params: { seat: seatParam(seat), char: charTerm(rank) } });
  const thief = holderOf(state, THIEF);
  if (state.robbed === rank && thief !== null) {
    // The Thief takes everything the robbed player holds the moment the character is revealed.
    const amount = goldOf(state, seat);
    state = { ...state, gold: addGold(replaceAt(state.gold, seat, 0), thief, amount) };
    state = withEvents(state, {
      code: 'log.stolen',
      params: { seat: seatParam(thief), from: seatParam(seat), amount },
    });
  }
  if (rank === KING) {
    state = { ...state, crown: seat };
    state = withEvents(state, { code: 'log.crown', params: { seat: seatParam(seat) } });
  }
  return state;
}

/** The round is over: the assassinated character is shown; a dead King still takes the crown. */
function endRound(s: CtState): CtState {
  let state = s;
  const killed = state.killed;
  if (killed !== null) {
    const seat = holderOf(state, killed);
    if (seat !== null) {
      state = { ...state, revealed: [...state.revealed, killed] };
      state = withEvents(state, {
        code: 'log.reveal-killed',
        params: { seat: seatParam(seat), char: charTerm(killed) },
      });
      if (killed === KING) {
        state = withEvents({ ...state, crown: seat }, { code: 'log.crown', params: { seat: seatParam(seat) } });
      }
    }
  }
  // No ask is left open: the game is over once someone has completed a city.
  if (state.firstComplete !== null) return withEvents(state, { code: 'log.game-over' });
  return startRound(state, state.round + 1);
}
