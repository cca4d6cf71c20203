// Wizard Extreme's rules: the Game object, with the move switches; each topic lives in rules/.

import { assertNever } from '../../engine/assert';
import type { Game, RuleError, Seat, Status } from '../../engine/game';
import { seatParam, term } from './rules/codes';
import { setupGame } from './rules/deal';
import { describeMove } from './rules/describe';
import {
  applyEndPrediction,
  applyStealSeal,
  applyTakeSeal,
  applyTakeWizard,
  predictionMoves,
  stealSealError,
  takeSealError,
  takeWizardError,
} from './rules/prediction';
import { overStatus } from './rules/scoring';
import { applyPlay, applyReturnSeal, ledColor, playableCards, playError, returnError } from './rules/tricks';
import type { Phase, WeMove, WeOptions, WeState, WeView } from './rules/types';
import { viewFor } from './rules/view';

export type { WeMove, WeOptions, WeState, WeView } from './rules/types';

const PHASE_OF: Readonly<Record<WeMove['kind'], Phase>> = {
  takeSeal: 'predict',
  stealSeal: 'predict',
  takeWizard: 'predict',
  endPrediction: 'predict',
  play: 'play',
  returnSeal: 'return',
};

/**
 * Old saves have no `designerVariant` key: it reads as off, so they replay exactly as before. The short game and
 * the base 5 are 3-player options (ignored for 4 and 5); the variant sets its own round count, so with it on
 * the short game is ignored (normalised to false).
 */
function parseOptions(raw: unknown, seats: number): WeOptions | null {
  if (seats < 3 || seats > 5) return null;
  if (raw === undefined || raw === null) return defaultOptions(seats);
  if (typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const short = r.shortGame ?? false;
  const base = r.wizardBase ?? 4;
  const designerVariant = r.designerVariant ?? false;
  if (typeof short !== 'boolean' || (base !== 4 && base !== 5) || typeof designerVariant !== 'boolean') return null;
  if (seats !== 3) return { ...defaultOptions(seats), designerVariant };
  return { shortGame: short && !designerVariant, wizardBase: base, designerVariant };
}

function defaultOptions(_seats: number): WeOptions {
  return { shortGame: false, wizardBase: 4, designerVariant: false };
}

function status(s: WeState): Status {
  const seat = { seat: seatParam(s.turn) };
  switch (s.phase) {
    case 'predict': {
      const code = s.wizard === s.turn ? 'prompt.confirm-wizard' : 'prompt.predict';
      return { kind: 'turn', active: [s.turn], prompt: { code, params: seat } };
    }
    case 'play': {
      const led = ledColor(s.trick);
      const prompt =
        led === null
          ? { code: 'prompt.lead', params: seat }
          : { code: 'prompt.follow', params: { ...seat, color: term(led) } };
      return { kind: 'turn', active: [s.turn], prompt };
    }
    case 'return': {
      const led = ledColor(s.lastTrick?.plays ?? []) ?? 'red';
      return {
        kind: 'turn',
        active: [s.turn],
        prompt: { code: 'prompt.return', params: { ...seat, color: term(led) } },
      };
    }
    case 'over':
      return overStatus(s);
    default:
      return assertNever(s.phase, 'phase');
  }
}

function legalMoves(s: WeState, seat: Seat): WeMove[] {
  if (s.phase === 'over' || seat !== s.turn) return [];
  switch (s.phase) {
    case 'predict':
      return predictionMoves(s, seat);
    case 'play':
      return playableCards(s.hands[seat] ?? [], s.trick).map((card) => ({ kind: 'play', card }));
    case 'return':
      return s.returnOptions.map((color) => ({ kind: 'returnSeal', color }));
    default:
      return assertNever(s.phase, 'phase');
  }
}

function validate(s: WeState, seat: Seat, m: WeMove): RuleError | null {
  if (PHASE_OF[m.kind] !== s.phase) return { code: 'error.not-now' };
  switch (m.kind) {
    case 'takeSeal':
      return takeSealError(s, seat, m.color);
    case 'stealSeal':
      return stealSealError(s, seat, m);
    case 'takeWizard':
      return takeWizardError(s, seat);
    case 'endPrediction':
      return null;
    case 'play':
      return playError(s, seat, m.card);
    case 'returnSeal':
      return returnError(s, m.color);
    default:
      return assertNever(m, 'move');
  }
}

function apply(s: WeState, seat: Seat, m: WeMove): WeState {
  switch (m.kind) {
    case 'takeSeal':
      return applyTakeSeal(s, seat, m.color);
    case 'stealSeal':
      return applyStealSeal(s, seat, m);
    case 'takeWizard':
      return applyTakeWizard(s, seat);
    case 'endPrediction':
      return applyEndPrediction(s);
    case 'play':
      return applyPlay(s, seat, m.card);
    case 'returnSeal':
      return applyReturnSeal(s, seat, m.color);
    default:
      return assertNever(m, 'move');
  }
}

export const game: Game<WeState, WeMove, WeOptions, WeView> = {
  id: 'wizard-extreme',
  version: 1,
  players: { min: 3, max: 5 },
  hasHiddenInfo: true,
  defaultOptions,
  parseOptions,
  setup: setupGame,
  status,
  legalMoves,
  validate,
  apply,
  view: viewFor,
  describe: describeMove,
  // A played card is public at once and a new deal is random: neither may be taken back.
  isCommit: (_before, m) => m.kind === 'play',
};
