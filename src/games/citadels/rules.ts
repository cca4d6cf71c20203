// Citadels' rules: the Game object; each topic (draft, calling, turn, powers, scoring, view) lives in rules/.

import { assertNever } from '../../engine/assert';
import type { Game, Seat, Status } from '../../engine/game';
import { randomInt, seedRng, shuffle } from '../../engine/random';
import { deckIds, START_CARDS, START_GOLD } from './data';
import { applyDraft, currentStep, startRound } from './rules/draft';
import { charTerm, drawable, seatParam, sortNum } from './rules/helpers';
import { legalMovesOf, moveError } from './rules/moves';
import {
  applyAssassinate,
  applyDestroy,
  applyGraveyard,
  applyRedraw,
  applyRob,
  applySwap,
  applyToggle,
} from './rules/powers';
import { overStatus } from './rules/scoring';
import {
  applyBuild,
  applyDrawCards,
  applyEndTurn,
  applyIncome,
  applyKeepCard,
  applyLaboratory,
  applySmithy,
  applyTakeGold,
} from './rules/turn';
import type { CtMove, CtOptions, CtState, CtView } from './rules/types';
import { viewFor } from './rules/view';

export type { CtMove, CtOptions, CtState, CtView } from './rules/types';

function defaultOptions(_seats: number): CtOptions {
  return { greatWall: false, smithy: 'seed' };
}

function parseOptions(raw: unknown, seats: number): CtOptions | null {
  if (seats < 2 || seats > 7) return null;
  if (raw === undefined || raw === null) return defaultOptions(seats);
  if (typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const greatWall = r.greatWall ?? false;
  const smithy = r.smithy ?? 'seed';
  if (typeof greatWall !== 'boolean' || (smithy !== 'seed' && smithy !== 'classic')) return null;
  return { greatWall, smithy };
}

/** Shuffle the deck, deal 4 cards and 2 gold each, give the crown to a random seat and start round 1. */
export function setupGame(seats: number, options: CtOptions, seed: string): CtState {
  const [deck, r1] = shuffle(seedRng(seed), deckIds(options.greatWall));
  const [crown, rng] = randomInt(r1, seats);
  const hands = Array.from({ length: seats }, (_, i) => sortNum(deck.slice(i * START_CARDS, (i + 1) * START_CARDS)));
  const base: CtState = {
    seats,
    options,
    rng,
    round: 0,
    phase: 'draft',
    crown,
    deck: deck.slice(seats * START_CARDS),
    discard: [],
    hands,
    gold: hands.map(() => START_GOLD),
    cities: hands.map(() => []),
    chars: hands.map(() => []),
    faceUp: [],
    faceDown: [],
    pool: [],
    draftStep: 0,
    draft: [],
    revealed: [],
    killed: null,
    robbed: null,
    turn: null,
    graveyard: null,
    firstComplete: null,
    events: [],
  };
  return startRound(base, 1);
}

function status(s: CtState): Status {
  switch (s.phase) {
    case 'draft': {
      const step = currentStep(s);
      const seat = step?.seat ?? s.crown;
      const last7 = s.seats === 7 && s.draftStep === s.draft.length - 1;
      const code = step?.kind === 'discard' ? 'prompt.draft-discard' : last7 ? 'prompt.draft-last' : 'prompt.draft';
      return { kind: 'turn', active: [seat], prompt: { code, params: seatParam(seat) } };
    }
    case 'graveyard': {
      const g = s.graveyard;
      const seat = g?.seat ?? 0;
      return {
        kind: 'turn',
        active: [seat],
        prompt: { code: 'prompt.graveyard', params: { ...seatParam(seat), card: { term: 'district.graveyard' } } },
      };
    }
    case 'turn': {
      const t = s.turn;
      const seat = t?.seat ?? 0;
      const params = { ...seatParam(seat), char: charTerm(t?.rank ?? 1) };
      if (t?.action === 'none')
        return {
          kind: 'turn',
          active: [seat],
          prompt: { code: drawable(s) ? 'prompt.action' : 'prompt.action-gold', params },
        };
      if (t?.action === 'drawing')
        return { kind: 'turn', active: [seat], prompt: { code: 'prompt.keep', params: { ...params, count: t.keep } } };
      if (t && t.selected.length > 0)
        return { kind: 'turn', active: [seat], prompt: { code: 'prompt.magician-discard', params } };
      return { kind: 'turn', active: [seat], prompt: { code: 'prompt.turn', params } };
    }
    case 'over':
      return overStatus(s);
    default:
      return assertNever(s.phase, 'phase');
  }
}

function applyMove(s: CtState, seat: Seat, m: CtMove): CtState {
  switch (m.kind) {
    case 'draft':
      return applyDraft(s, seat, 'keep', m.character);
    case 'discardDraft':
      return applyDraft(s, seat, 'discard', m.character);
    case 'takeGold':
      return applyTakeGold(s);
    case 'drawCards':
      return applyDrawCards(s);
    case 'keepCard':
      return applyKeepCard(s, m.card);
    case 'build':
      return applyBuild(s, seat, m.card);
    case 'income':
      return applyIncome(s);
    case 'assassinate':
      return applyAssassinate(s, m.character);
    case 'rob':
      return applyRob(s, m.character);
    case 'swapHands':
      return applySwap(s, seat, m.seat);
    case 'toggleDiscard':
      return applyToggle(s, m.card);
    case 'redraw':
      return applyRedraw(s, seat);
    case 'destroy':
      return applyDestroy(s, seat, m.seat, m.card);
    case 'laboratory':
      return applyLaboratory(s, seat, m.card);
    case 'smithy':
      return applySmithy(s, seat);
    case 'graveyard':
      return applyGraveyard(s, m.take);
    case 'endTurn':
      return applyEndTurn(s);
    default:
      return assertNever(m, 'move');
  }
}

/** Moves whose result nobody may take back: they reveal cards, characters or a hand, or use the shuffle. */
const REVEALING: ReadonlySet<CtMove['kind']> = new Set<CtMove['kind']>([
  'draft',
  'discardDraft',
  'drawCards',
  'keepCard',
  'redraw',
  'smithy',
  'swapHands',
  'destroy',
  'graveyard',
  'endTurn',
]);

export const game: Game<CtState, CtMove, CtOptions, CtView> = {
  id: 'citadels',
  version: 1,
  players: { min: 2, max: 7 },
  hasHiddenInfo: true,
  defaultOptions,
  parseOptions,
  setup: setupGame,
  status,
  legalMoves: legalMovesOf,
  validate: moveError,
  apply: (s, seat, m) => applyMove({ ...s, events: [] }, seat, m),
  view: viewFor,
  describe: (_before, _seat, _m, after) => [...after.events],
  // The Architect's cards after taking gold also come off the deck.
  isCommit: (before, m, after) => REVEALING.has(m.kind) || before.deck.length !== after.deck.length,
};
