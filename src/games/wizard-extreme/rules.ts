// Wizard Extreme's rules: the Game object and its table of decisions; each topic lives in rules/.

import { type DecisionTable, decide, row } from '../../engine/decision';
import type { Game } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { meta } from './meta';
import { setupGame } from './rules/deal';
import { describeMove } from './rules/describe';
import { applyPrediction, predictionError, predictionMoves, predictPrompt } from './rules/prediction';
import { overStatus } from './rules/scoring';
import {
  applyPlay,
  applyReturnSeal,
  playError,
  playMoves,
  playPrompt,
  returnError,
  returnMoves,
  returnPrompt,
} from './rules/tricks';
import type { WeAsk, WeMove, WeOptions, WeState, WeView } from './rules/types';
import { viewFor } from './rules/view';

export type { WeAsk, WeMove, WeOptions, WeState, WeView } from './rules/types';

const table: DecisionTable<WeState, WeMove, WeAsk> = {
  // 1.予想フェイズ: take seals (or steal them), or become the black wizard; then the turn passes left.
  predict: {
    moves: ['takeSeal', 'stealSeal', 'takeWizard', 'endPrediction'],
    prompt: predictPrompt,
    legal: predictionMoves,
    validate: (s, ask, _seat, m) => predictionError(s, ask, m),
    apply: (s, ask, _seat, m) => applyPrediction(s, ask, m),
  },
  // 2.トリックの進行: lead or follow with a card.
  play: row({
    moves: ['play'],
    prompt: playPrompt,
    legal: playMoves,
    validate: (s, ask, _seat, m) => playError(s, ask, m.card),
    apply: (s, ask, _seat, m) => applyPlay(s, ask, m.card),
  }),
  // 2.トリックの進行: a trick winner with more than one seal it may hand back chooses which.
  returnSeal: row({
    moves: ['returnSeal'],
    prompt: returnPrompt,
    legal: (_s, ask) => returnMoves(ask),
    validate: (_s, ask, _seat, m) => returnError(ask, m.color),
    apply: (s, ask, _seat, m) => applyReturnSeal(s, ask, m.color),
  }),
};

function defaultOptions(_seats: number): WeOptions {
  return { shortGame: false, wizardBase: 4, designerVariant: false };
}

/**
 * Old saves have no `designerVariant` key: it reads as off, so they replay exactly as before. The short game and
 * the base 5 are 3-player options (ignored for 4 and 5); the variant sets its own round count, so with it on
 * the short game is ignored (normalised to false).
 */
function parseOptions(raw: unknown, seats: number): WeOptions | null {
  const choices = readOptionChoices(meta, raw, seats, { ...defaultOptions(seats) });
  if (choices === null) return null;
  const designerVariant = choices.designerVariant === true;
  const wizardBase = choices.wizardBase === 5 ? 5 : 4;
  return { shortGame: choices.shortGame === true && !designerVariant, wizardBase, designerVariant };
}

export const game: Game<WeState, WeMove, WeOptions, WeView> = {
  id: 'wizard-extreme',
  // 2: the state keeps its open decision as asks (was phase, turn, takenThisTurn, returnOptions, predicted).
  version: 2,
  players: { min: 3, max: 5 },
  hasHiddenInfo: true,
  defaultOptions,
  parseOptions,
  setup: setupGame,
  ...decide({ table, over: overStatus, notNow: 'error.not-now' }),
  view: viewFor,
  describe: describeMove,
  // A played card is public at once and a new deal is random: neither may be taken back.
  isCommit: (_before, m) => m.kind === 'play',
  // Take back: hands are the only secret, and a hand card is seen only when its owner plays it; a deal is random
  // (the rng check catches it). So passing the turn never shows anyone something the mover could not see.
  revealsInformation: () => false,
};
