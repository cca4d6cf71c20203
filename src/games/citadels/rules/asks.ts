// The asks of a Citadels state: who answers one, the turn of the character being played, and the phase they show.

import { assertDefined } from '../../../engine/assert';
import type { AskRules, DecisionTable } from '../../../engine/decision';
import type { RuleError, Seat } from '../../../engine/game';
import { replaceAt } from '../../../engine/list';
import { ARCHITECT, type Rank } from '../data';
import { applyDraft, draftError, draftMoves, draftPrompt } from './draft';
import {
  ACTION_MOVES,
  AFTER_ACTION_MOVES,
  applyKeep,
  applyMagic,
  applyStage,
  keepMoveError,
  keepPrompt,
  magicError,
  magicMoves,
  stageError,
  stageMoves,
  stageNotNow,
  stagePrompt,
  TURN_MOVES,
} from './moves';
import { applyGraveyard, graveyardPrompt, magicPrompt } from './powers';
import type { AskOf, CtAsk, CtMove, CtState, Phase, StageAsk, TurnUse } from './types';

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

/** Another move of the turn while drawn cards are chosen or cards marked is told what to finish first. */
const duringTurn = (code: string, m: CtMove): RuleError => ({
  code: TURN_MOVES.includes(m.kind) ? code : 'error.not-now',
});

/** Each ask of the game: what it takes, how it is put, what is legal, why a move is refused, and what it does. */
/** A character's turn before and after its action: the same rules, each stage taking its own moves. */
function stage(moves: readonly CtMove['kind'][]): AskRules<CtState, CtMove, StageAsk> {
  return {
    moves,
    notNow: (_s, ask, _seat, m) => stageNotNow(ask, m),
    prompt: stagePrompt,
    legal: (s, ask) => stageMoves(s, ask),
    validate: (s, ask, _seat, m) => stageError(s, ask, m),
    apply: (s, ask, _seat, m) => applyStage(s, ask, m),
  };
}

export const table: DecisionTable<CtState, CtMove, CtAsk> = {
  draft: {
    moves: ['draft', 'discardDraft'],
    prompt: draftPrompt,
    legal: (s, ask) => draftMoves(s, ask),
    validate: (s, ask, _seat, m) => draftError(s, ask, m),
    apply: (s, ask, _seat, m) => applyDraft(s, ask, m),
  },
  action: stage(ACTION_MOVES),
  keep: {
    moves: ['keepCard'],
    notNow: (_s, _ask, _seat, m) => duringTurn('error.choose-drawn', m),
    prompt: keepPrompt,
    legal: (_s, ask) => ask.drawn.map((card) => ({ kind: 'keepCard', card })),
    validate: (_s, ask, _seat, m) => keepMoveError(ask, m),
    apply: (s, ask, _seat, m) => applyKeep(s, ask, m),
  },
  magic: {
    moves: ['toggleDiscard', 'redraw'],
    notNow: (_s, _ask, _seat, m) => duringTurn('error.finish-discard', m),
    prompt: magicPrompt,
    legal: (s, ask) => magicMoves(s, ask),
    validate: (s, _ask, _seat, m) => magicError(s, m),
    apply: (s, ask, _seat, m) => applyMagic(s, ask, m),
  },
  graveyard: {
    moves: ['graveyard'],
    prompt: graveyardPrompt,
    legal: () => [
      { kind: 'graveyard', take: true },
      { kind: 'graveyard', take: false },
    ],
    validate: (_s, _ask, _seat, m) =>
      m.kind === 'graveyard' && typeof m.take === 'boolean' ? null : { code: 'error.not-now' },
    apply: (s, ask, _seat, m) => applyGraveyard(s, ask, m.kind === 'graveyard' && m.take),
  },
  turn: stage(AFTER_ACTION_MOVES),
};
