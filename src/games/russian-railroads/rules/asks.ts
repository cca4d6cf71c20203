// The choices: the decision table, one entry per ask kind (a placement opens moves that open bonuses).

import { assertDefined } from '../../../engine/assert';
import { type AskRules, type DecisionTable, listed, row, settle } from '../../../engine/decision';
import type { RuleError, Seat, Status } from '../../../engine/game';
import { seatParam } from '../../../engine/game';
import { type Effect, START_BONUS_EFFECT, spaceOf } from '../data';
import {
  canMoveMarker,
  chainSlots,
  locoLegal,
  lofOptions,
  lowestLoco,
  occupants,
  repeatOptions,
  stepOptions,
  tripleOptions,
} from './derived';
import { buildFactory, effect, effects, moveMarker, qcardEffect, specials, tokenEffect } from './effects';
import { addPoints, type Outcome, P, toSupply, withPlayer } from './player';
import { applyPlace, ownError, placeError, placeMoves, relocateOptions, run, useSpace } from './turns';
import type { AskOf, MoveOf, RrAsk, RrMove, RrState } from './types';

export type Rules<K extends RrAsk['kind']> = AskRules<RrState, RrMove, AskOf<K>, RrMove['kind']>;

/**
 * An ask whose answers are a list (the engine's list row): what the list leaves out is refused with `why`; `apply`
 * gives the state the answer leaves, and the asks that need no choice then resolve themselves (run in turns.ts).
 */
export function listAsk<K extends RrAsk['kind'], const MK extends RrMove['kind']>(
  moves: readonly MK[],
  prompt: string,
  legal: (s: RrState, ask: AskOf<K>, seat: Seat) => RrMove[],
  why: (s: RrState, ask: AskOf<K>, m: MoveOf<MK>) => RuleError,
  apply: (s: RrState, ask: AskOf<K>, seat: Seat, m: MoveOf<MK>) => RrState,
): AskRules<RrState, RrMove, AskOf<K>, MK> {
  return listed({
    moves,
    prompt: (s, ask) => ({ code: prompt, params: promptParams(s, ask) }),
    legal,
    why: (s, ask, _seat, m) => why(s, ask, m),
    apply: (s, ask, seat, m) => run(apply(s, ask, seat, m)),
  });
}

/** The state `done` left, with `ask` answered by the asks `done` opened (and `then` after them). */
function settled(ask: RrAsk, done: Outcome, ...then: RrAsk[]): RrState {
  return { ...done.s, asks: settle(done.s.asks, ask, ...done.asks, ...then) };
}

/** The state with `ask` answered, opening `next` in its place. */
const answered = (s: RrState, ask: RrAsk, ...next: RrAsk[]): RrState => ({ ...s, asks: settle(s.asks, ask, ...next) });

export function promptParams(s: RrState, ask: RrAsk): Record<string, string | number | { seat: Seat }> {
  const out: Record<string, string | number | { seat: Seat }> = {};
  const seat = ask.seats[0];
  if (seat !== undefined) out.who = seatParam(seat);
  if ('left' in ask) out.n = ask.left;
  if (ask.kind === 'chain') out.n = ask.loco;
  out.round = s.round;
  return out;
}

export const skipFor = (optional: boolean): RrMove[] => (optional ? [{ kind: 'skip' }] : []);

/** A marker the automatic part resolves (run() in turns.ts); no player ever answers it. */
function marker<K extends 'turnEnd' | 'roundEnd'>(): Rules<K> {
  return {
    moves: [],
    prompt: () => ({ code: 'prompt.place' }),
    legal: () => [],
    validate: () => ({ code: 'error.not-offered' }),
    apply: (s) => s,
  };
}

export const table: DecisionTable<RrState, RrMove, RrAsk> = {
  // Setup: the last seat in turn order picks a starting bonus first, then the one before, down to the second.
  bonus: listAsk<'bonus', 'bonus'>(
    ['bonus'],
    'prompt.bonus',
    (s) => s.startBonus.map((card) => ({ kind: 'bonus', card })),
    () => ({ code: 'error.not-offered' }),
    (s0, ask, seat, m) => {
      const s = { ...s0, startBonus: s0.startBonus.filter((c) => c !== m.card) };
      return settled(ask, effect(s, seat, START_BONUS_EFFECT[m.card], false));
    },
  ),
  // A turn: place workers (or rubles) on a free action space, use a hired engineer, or pass.
  place: row({
    moves: ['place', 'useEngineer', 'pass'],
    prompt: (s: RrState, ask: AskOf<'place'>) => ({ code: 'prompt.place', params: promptParams(s, ask) }),
    legal: (s, _ask, seat) => placeMoves(s, seat),
    validate: (s, _ask, seat, m) =>
      m.kind === 'place'
        ? placeError(s, seat, m.space, m.coins, m.black === true)
        : m.kind === 'useEngineer'
          ? ownError(s, seat, m.n, m.coins, m.black === true)
          : null,
    apply: (s, ask, seat, m) => run(applyPlace(s, ask, seat, m)),
  }),
  // Track moves, one space at a time, in colour order (seed: 線路は色順にしか敷設できません).
  steps: listAsk<'steps', 'step' | 'skip'>(
    ['step', 'skip'],
    'prompt.steps',
    (s, ask, seat) => [
      ...stepOptions(P(s, seat), ask).map(({ rail, colour }): RrMove => ({ kind: 'step', rail, colour })),
      ...skipFor(ask.optional),
    ],
    (_s, ask, m) => ({ code: m.kind === 'skip' && !ask.optional ? 'error.must-use' : 'error.step-blocked' }),
    (s0, ask, seat, m) => {
      if (m.kind === 'skip') return answered(s0, ask);
      const s = withPlayer(s0, seat, (pl) => {
        const track = pl.tracks[m.rail].map((n, c) => (c === m.colour ? n + 1 : n));
        return { ...pl, tracks: { ...pl.tracks, [m.rail]: track } };
      });
      const colours = ask.distinct ? ask.colours.filter((c) => c !== m.colour) : ask.colours;
      const rest: RrAsk[] = ask.left > 1 && colours.length > 0 ? [{ ...ask, colours, left: ask.left - 1 }] : [];
      return settled(ask, specials(s, seat), ...rest);
    },
  ),
  // A locomotive goes into an empty slot or replaces a lower one (reference "Locomotives").
  loco: listAsk<'loco', 'loco' | 'skip'>(
    ['loco', 'skip'],
    'prompt.loco',
    (s, ask) => [...locoLegal(s, ask), ...skipFor(ask.optional)],
    () => ({ code: 'error.loco-slot' }),
    (s0, ask, seat, m) => {
      if (m.kind === 'skip') return answered(s0, ask);
      const n = ask.card ? 9 : assertDefined(lowestLoco(s0), 'loco');
      const taken = ask.card ? { ...s0, qcards: s0.qcards.filter((c) => c !== 'loco9') } : toSupply(s0, n, -1);
      const old = P(s0, seat).locos[m.slot];
      const s = withPlayer(taken, seat, (pl) => ({ ...pl, locos: { ...pl.locos, [m.slot]: n } }));
      const chain: RrAsk[] = old > 0 ? [{ kind: 'chain', seats: [seat], loco: old }] : [];
      return settled(ask, specials(s, seat), ...chain);
    },
  ),
  // Take a locomotive or build a factory (both, in the chosen order, on the 3-worker space).
  lof: listAsk<'lof', 'choose' | 'skip'>(
    ['choose', 'skip'],
    'prompt.lof',
    (s, ask) => [...lofOptions(s, ask).map((option): RrMove => ({ kind: 'choose', option })), ...skipFor(ask.optional)],
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      if (m.kind === 'skip') return answered(s, ask);
      const loco: RrAsk = { kind: 'loco', seats: [seat], card: false, optional: ask.optional };
      if (m.option === 'loco') {
        const then: RrAsk[] = ask.both
          ? [{ kind: 'lof', seats: [seat], both: false, optional: ask.optional, factoryOnly: true }]
          : [];
        return answered(s, ask, loco, ...then);
      }
      return settled(ask, buildFactory(s, seat), ...(ask.both ? [loco] : []));
    },
  ),
  // All five factory gaps are full: the new factory replaces one, which goes back to the supply.
  gap: listAsk<'gap', 'gap'>(
    ['gap'],
    'prompt.gap',
    () => [0, 1, 2, 3, 4].map((gap): RrMove => ({ kind: 'gap', gap })),
    () => ({ code: 'error.not-offered' }),
    (s0, ask, seat, m) => {
      const old = assertDefined(P(s0, seat).gaps[m.gap], 'factory');
      const s = withPlayer(toSupply(s0, old, 1), seat, (pl) => ({
        ...pl,
        gaps: pl.gaps.map((g, i) => (i === m.gap ? ask.factory : g)),
      }));
      return answered(s, ask);
    },
  ),
  // Two industry markers that can both move: choose which one takes this step.
  industry: listAsk<'industry', 'marker'>(
    ['marker'],
    'prompt.industry',
    (s, _ask, seat) => {
      const pl = P(s, seat);
      return pl.markers.flatMap((_, index): RrMove[] => (canMoveMarker(pl, index) ? [{ kind: 'marker', index }] : []));
    },
    () => ({ code: 'error.marker-blocked' }),
    (s, ask, _seat, m) => settled(ask, moveMarker(s, ask, m.index)),
  ),
  // A "?" space reached: place one of your "?" tokens and take its effect (seed: 「？」トークン).
  token: listAsk<'token', 'token'>(
    ['token'],
    'prompt.token',
    (s, _ask, seat) => P(s, seat).tokens.map((token): RrMove => ({ kind: 'token', token })),
    () => ({ code: 'error.token-used' }),
    (s0, ask, seat, m) => {
      const s = withPlayer(s0, seat, (pl) => ({ ...pl, tokens: pl.tokens.filter((t) => t !== m.token) }));
      return settled(ask, tokenEffect(s, seat, m.token));
    },
  ),
  // The end-bonus token also gives one of the face-up "?" cards.
  qcard: listAsk<'qcard', 'qcard'>(
    ['qcard'],
    'prompt.qcard',
    (s) => s.qcards.map((card): RrMove => ({ kind: 'qcard', card })),
    () => ({ code: 'error.not-offered' }),
    (s0, ask, seat, m) => {
      const shown = { ...s0, qcards: s0.qcards.filter((c) => c !== m.card || c === 'loco9') };
      const s = withPlayer(shown, seat, (pl) => ({ ...pl, qcards: [...pl.qcards, m.card] }));
      return settled(ask, qcardEffect(s, seat, m.card));
    },
  ),
  // The first "?" card: a doubler, industry +1 or a black move, chosen twice (DESIGNED reading).
  triple: listAsk<'triple', 'triple'>(
    ['triple'],
    'prompt.triple',
    (s, _ask, seat) => tripleOptions(s, seat).map((option): RrMove => ({ kind: 'triple', option })),
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      const rest: RrAsk[] = ask.left > 1 ? [{ ...ask, left: ask.left - 1 }] : [];
      const e: Effect =
        m.option === 'doubler'
          ? { t: 'doublers', n: 1 }
          : m.option === 'industry'
            ? { t: 'industry', n: 1 }
            : { t: 'steps', colours: [0], n: 1 };
      return settled(ask, effect(s, seat, e, true), ...rest);
    },
  ),
  // Take a face-up end-bonus card (or 10 points where the action offers it).
  endBonus: listAsk<'endBonus', 'endBonus'>(
    ['endBonus'],
    'prompt.endBonus',
    (s, ask) => {
      const ten: RrMove[] = ask.orTen ? [{ kind: 'endBonus', card: 'ten' }] : [];
      return [...s.endDisplay.map((card): RrMove => ({ kind: 'endBonus', card })), ...ten];
    },
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      const { card } = m;
      if (card === 'ten')
        return answered(
          withPlayer(s, seat, (pl) => addPoints(pl, 10)),
          ask,
        );
      const shown = { ...s, endDisplay: s.endDisplay.filter((c) => c !== card) };
      return answered(
        withPlayer(shown, seat, (pl) => ({ ...pl, endBonus: [...pl.endBonus, card] })),
        ask,
      );
    },
  ),
  // Use the action of an occupied 1-worker space once more.
  repeat: listAsk<'repeat', 'repeat'>(
    ['repeat'],
    'prompt.repeat',
    (s, ask) => repeatOptions(s, ask).map((space): RrMove => ({ kind: 'repeat', space })),
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => settled(ask, effects(s, seat, spaceOf(m.space).effects, true)),
  ),
  // The replaced locomotive moves on to a slot with a lower one (or an empty one), whose locomotive moves on in
  // turn, or goes back to the supply (GH pg. 10; reference "Locomotives / factories").
  chain: listAsk<'chain', 'chain'>(
    ['chain'],
    'prompt.chain',
    (s, ask, seat) => [
      ...chainSlots(P(s, seat), ask.loco).map((slot): RrMove => ({ kind: 'chain', slot })),
      { kind: 'chain', slot: 'supply' },
    ],
    () => ({ code: 'error.loco-slot' }),
    (s0, ask, seat, m) => {
      const { slot } = m;
      if (slot === 'supply') return answered(toSupply(s0, ask.loco, 1), ask);
      const old = P(s0, seat).locos[slot];
      const s = withPlayer(s0, seat, (pl) => ({ ...pl, locos: { ...pl.locos, [slot]: ask.loco } }));
      const chain: RrAsk[] = old > 0 ? [{ kind: 'chain', seats: [seat], loco: old }] : [];
      return settled(ask, specials(s, seat), ...chain);
    },
  ),
  // Between rounds (GH pg. 17): the worker on a turn-order space moves to an empty 1-worker space and is used; the
  // player may leave it where it is.
  relocate: listAsk<'relocate', 'relocate'>(
    ['relocate'],
    'prompt.relocate',
    (s) => [
      ...relocateOptions(s).map((space): RrMove => ({ kind: 'relocate', space })),
      { kind: 'relocate', space: 'stay' },
    ],
    () => ({ code: 'error.relocate' }),
    (s0, ask, seat, m) => {
      const { space } = m;
      if (space === 'stay') return answered(s0, ask);
      const left = occupants(s0, ask.from).filter((x) => x !== seat);
      const s = { ...s0, occupied: { ...s0.occupied, [ask.from]: left } };
      return settled(ask, useSpace(s, seat, space));
    },
  ),
  turnEnd: marker<'turnEnd'>(),
  roundEnd: marker<'roundEnd'>(),
};

export function over(s: RrState): Extract<Status, { kind: 'over' }> {
  const scores = assertDefined(s.final, 'final scores');
  const totals = [...new Set(scores.map((x) => x.total))].sort((a, b) => b - a);
  const ranking = totals.map((t) => scores.filter((x) => x.total === t).map((x) => x.seat));
  return { kind: 'over', scores, ranking, lowerIsBetter: false };
}
