// The asks of a Citadels state: who answers one, the turn of the character being played, and the phase they show.

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import { replaceAt } from '../../../engine/list';
import { ARCHITECT, type Rank } from '../data';
import type { AskOf, CtAsk, CtState, Phase, StageAsk, TurnUse } from './types';

/** Every Citadels ask waits for exactly one seat. */
export const seatOf = (ask: CtAsk): Seat => ask.seats[0];

/** The Architect may build up to three districts a turn; everybody else one. */
export const buildLimit = (rank: Rank): number => (rank === ARCHITECT ? 3 : 1);

/** A character's turn as it starts: nothing used yet, the action still to take. */
export function actionAsk(seat: Seat, rank: Rank): AskOf<'action'> {
  return {
    kind: 'action',
    seats: [seat],
    rank,
    builds: 0,
    income: false,
    power: false,
    laboratory: false,
    smithy: false,
  };
}

/** The same turn once the action is taken. */
export function turnAsk(stage: StageAsk): AskOf<'turn'> {
  return { ...stage, kind: 'turn' };
}

export function topOf(s: CtState): CtAsk | null {
  return s.asks.at(-1) ?? null;
}

/** The ask holding the turn of the character being played, or null outside a character's turn. */
export function stageOf(s: CtState): StageAsk | null {
  const found = s.asks.findLast((a) => a.kind === 'action' || a.kind === 'turn');
  return found?.kind === 'action' || found?.kind === 'turn' ? found : null;
}

export function stageAsk(s: CtState): StageAsk {
  return assertDefined(stageOf(s), 'the turn of the character being played');
}

/** The state with the turn's record of what was used patched (the stage ask replaced by its updated copy). */
export function useTurn(s: CtState, stage: StageAsk, patch: Partial<TurnUse>): CtState {
  const i = s.asks.lastIndexOf(stage);
  if (i < 0) throw new Error(`useTurn: the ask ${stage.kind} is not open`);
  return { ...s, asks: replaceAt(s.asks, i, { ...stage, ...patch }) };
}

/** The phase the view shows, read from the top ask. */
export function phaseOf(s: CtState): Phase {
  const top = topOf(s);
  if (top === null) return 'over';
  if (top.kind === 'draft' || top.kind === 'graveyard') return top.kind;
  return 'turn';
}
