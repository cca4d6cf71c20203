// The choices: the decision table, one entry per ask kind (a placement opens moves that open bonuses).

import { assertDefined } from '../../../engine/assert';
import { type AskRules, type DecisionTable, listed, settle } from '../../../engine/decision';
import type { RuleError, Seat, Status } from '../../../engine/game';
import { seatParam } from '../../../engine/game';
import { type Effect, START_BONUS_EFFECT, spaceOf } from '../data';
import {
  addPoints,
  canMoveMarker,
  chainSlots,
  locoLegal,
  lofOptions,
  lowestLoco,
  repeatOptions,
  stepOptions,
  tripleOptions,
} from './derived';
import { buildFactory, effect, effects, moveMarker, qcardEffect, specials, tokenEffect } from './effects';
import { cloneState, P } from './player';
import { applyPlace, ownError, placeError, placeMoves, relocateOptions, run, useSpace } from './turns';
import type { RrAsk, RrMove, RrState } from './types';

export type Rules<K extends RrAsk['kind']> = AskRules<RrState, RrMove, Extract<RrAsk, { kind: K }>>;

/** An ask whose answers are a list (the engine's list row): what the list leaves out is refused with `why`. */
export function listAsk<K extends RrAsk['kind']>(
  moves: RrMove['kind'][],
  prompt: string,
  legal: (s: RrState, ask: Extract<RrAsk, { kind: K }>, seat: Seat) => RrMove[],
  why: (s: RrState, ask: Extract<RrAsk, { kind: K }>, m: RrMove) => RuleError,
  apply: (s: RrState, ask: Extract<RrAsk, { kind: K }>, seat: Seat, m: RrMove) => void,
): Rules<K> {
  return listed({
    moves,
    prompt: (s, ask) => ({ code: prompt, params: promptParams(s, ask) }),
    legal,
    why: (s, ask, _seat, m) => why(s, ask, m),
    apply(s0, ask0, seat, m) {
      const s = cloneState(s0);
      const ask = assertDefined(s.asks[s0.asks.lastIndexOf(ask0)], 'ask') as Extract<RrAsk, { kind: K }>;
      apply(s, ask, seat, m);
      return run(s);
    },
  });
}

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
  bonus: listAsk<'bonus'>(
    ['bonus'],
    'prompt.bonus',
    (s) => s.startBonus.map((card) => ({ kind: 'bonus', card })),
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      if (m.kind !== 'bonus') return;
      s.startBonus = s.startBonus.filter((c) => c !== m.card);
      s.asks = settle(s.asks, ask, ...effect(s, seat, START_BONUS_EFFECT[m.card], false));
    },
  ),
  // A turn: place workers (or rubles) on a free action space, use a hired engineer, or pass.
  place: {
    moves: ['place', 'useEngineer', 'pass'],
    prompt: (s, ask) => ({ code: 'prompt.place', params: promptParams(s, ask) }),
    legal: (s, _ask, seat) => placeMoves(s, seat),
    validate: (s, _ask, seat, m) =>
      m.kind === 'place'
        ? placeError(s, seat, m.space, m.coins, m.black === true)
        : m.kind === 'useEngineer'
          ? ownError(s, seat, m.n, m.coins, m.black === true)
          : null,
    apply: (s0, ask0, seat, m) => {
      const s = cloneState(s0);
      return run(applyPlace(s, assertDefined(s.asks[s0.asks.lastIndexOf(ask0)], 'ask'), seat, m));
    },
  },
  // Track moves, one space at a time, in colour order (seed: 線路は色順にしか敷設できません).
  steps: listAsk<'steps'>(
    ['step', 'skip'],
    'prompt.steps',
    (s, ask, seat) => [
      ...stepOptions(P(s, seat), ask).map(({ rail, colour }): RrMove => ({ kind: 'step', rail, colour })),
      ...skipFor(ask.optional),
    ],
    (_s, ask, m) => ({ code: m.kind === 'skip' && !ask.optional ? 'error.must-use' : 'error.step-blocked' }),
    (s, ask, seat, m) => {
      if (m.kind === 'skip') {
        s.asks = settle(s.asks, ask);
        return;
      }
      if (m.kind !== 'step') return;
      const pl = P(s, seat);
      pl.tracks[m.rail][m.colour] = (pl.tracks[m.rail][m.colour] ?? 0) + 1;
      const colours = ask.distinct ? ask.colours.filter((c) => c !== m.colour) : ask.colours;
      const rest: RrAsk[] = ask.left > 1 && colours.length > 0 ? [{ ...ask, colours, left: ask.left - 1 }] : [];
      s.asks = settle(s.asks, ask, ...specials(s, seat), ...rest);
    },
  ),
  // A locomotive goes into an empty slot or replaces a lower one (reference "Locomotives").
  loco: listAsk<'loco'>(
    ['loco', 'skip'],
    'prompt.loco',
    (s, ask) => [...locoLegal(s, ask), ...skipFor(ask.optional)],
    () => ({ code: 'error.loco-slot' }),
    (s, ask, seat, m) => {
      if (m.kind === 'skip') {
        s.asks = settle(s.asks, ask);
        return;
      }
      if (m.kind !== 'loco') return;
      const pl = P(s, seat);
      const n = ask.card ? 9 : assertDefined(lowestLoco(s), 'loco');
      if (ask.card) s.qcards = s.qcards.filter((c) => c !== 'loco9');
      else s.locoSupply[n] = (s.locoSupply[n] ?? 0) - 1;
      const old = pl.locos[m.slot];
      pl.locos[m.slot] = n;
      const chain: RrAsk[] = old > 0 ? [{ kind: 'chain', seats: [seat], loco: old }] : [];
      s.asks = settle(s.asks, ask, ...specials(s, seat), ...chain);
    },
  ),
  // Take a locomotive or build a factory (both, in the chosen order, on the 3-worker space).
  lof: listAsk<'lof'>(
    ['choose', 'skip'],
    'prompt.lof',
    (s, ask) => [...lofOptions(s, ask).map((option): RrMove => ({ kind: 'choose', option })), ...skipFor(ask.optional)],
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      if (m.kind === 'skip') {
        s.asks = settle(s.asks, ask);
        return;
      }
      if (m.kind !== 'choose') return;
      const loco: RrAsk = { kind: 'loco', seats: [seat], card: false, optional: ask.optional };
      if (m.option === 'loco') {
        const then: RrAsk[] = ask.both
          ? [{ kind: 'lof', seats: [seat], both: false, optional: ask.optional, factoryOnly: true }]
          : [];
        s.asks = settle(s.asks, ask, loco, ...then);
      } else {
        const built = buildFactory(s, seat);
        s.asks = settle(s.asks, ask, ...built, ...(ask.both ? [loco] : []));
      }
    },
  ),
  // All five factory gaps are full: the new factory replaces one, which goes back to the supply.
  gap: listAsk<'gap'>(
    ['gap'],
    'prompt.gap',
    () => [0, 1, 2, 3, 4].map((gap): RrMove => ({ kind: 'gap', gap })),
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      if (m.kind !== 'gap') return;
      const pl = P(s, seat);
      const old = assertDefined(pl.gaps[m.gap], 'factory');
      s.locoSupply[old] = (s.locoSupply[old] ?? 0) + 1;
      pl.gaps[m.gap] = ask.factory;
      s.asks = settle(s.asks, ask);
    },
  ),
  // Two industry markers that can both move: choose which one takes this step.
  industry: listAsk<'industry'>(
    ['marker'],
    'prompt.industry',
    (s, _ask, seat) => {
      const pl = P(s, seat);
      return pl.markers.flatMap((_, index): RrMove[] => (canMoveMarker(pl, index) ? [{ kind: 'marker', index }] : []));
    },
    () => ({ code: 'error.marker-blocked' }),
    (s, ask, _seat, m) => {
      if (m.kind !== 'marker') return;
      s.asks = settle(s.asks, ask, ...moveMarker(s, ask, m.index));
    },
  ),
  // A "?" space reached: place one of your "?" tokens and take its effect (seed: 「？」トークン).
  token: listAsk<'token'>(
    ['token'],
    'prompt.token',
    (s, _ask, seat) => P(s, seat).tokens.map((token): RrMove => ({ kind: 'token', token })),
    () => ({ code: 'error.token-used' }),
    (s, ask, seat, m) => {
      if (m.kind !== 'token') return;
      const pl = P(s, seat);
      pl.tokens = pl.tokens.filter((t) => t !== m.token);
      s.asks = settle(s.asks, ask, ...tokenEffect(s, seat, m.token));
    },
  ),
  // The end-bonus token also gives one of the face-up "?" cards.
  qcard: listAsk<'qcard'>(
    ['qcard'],
    'prompt.qcard',
    (s) => s.qcards.map((card): RrMove => ({ kind: 'qcard', card })),
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      if (m.kind !== 'qcard') return;
      s.qcards = s.qcards.filter((c) => c !== m.card || c === 'loco9');
      P(s, seat).qcards.push(m.card);
      s.asks = settle(s.asks, ask, ...qcardEffect(s, seat, m.card));
    },
  ),
  // The first "?" card: a doubler, industry +1 or a black move, chosen twice (DESIGNED reading).
  triple: listAsk<'triple'>(
    ['triple'],
    'prompt.triple',
    (s, _ask, seat) => tripleOptions(s, seat).map((option): RrMove => ({ kind: 'triple', option })),
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      if (m.kind !== 'triple') return;
      const rest: RrAsk[] = ask.left > 1 ? [{ ...ask, left: ask.left - 1 }] : [];
      const e: Effect =
        m.option === 'doubler'
          ? { t: 'doublers', n: 1 }
          : m.option === 'industry'
            ? { t: 'industry', n: 1 }
            : { t: 'steps', colours: [0], n: 1 };
      s.asks = settle(s.asks, ask, ...effect(s, seat, e, true), ...rest);
    },
  ),
  // Take a face-up end-bonus card (or 10 points where the action offers it).
  endBonus: listAsk<'endBonus'>(
    ['endBonus'],
    'prompt.endBonus',
    (s, ask) => [
      ...s.endDisplay.map((card): RrMove => ({ kind: 'endBonus', card })),
      ...(ask.orTen ? [{ kind: 'endBonus', card: 'ten' } as RrMove] : []),
    ],
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      if (m.kind !== 'endBonus') return;
      const pl = P(s, seat);
      if (m.card === 'ten') addPoints(pl, 10);
      else {
        s.endDisplay = s.endDisplay.filter((c) => c !== m.card);
        pl.endBonus.push(m.card);
      }
      s.asks = settle(s.asks, ask);
    },
  ),
  // Use the action of an occupied 1-worker space once more.
  repeat: listAsk<'repeat'>(
    ['repeat'],
    'prompt.repeat',
    (s, ask) => repeatOptions(s, ask).map((space): RrMove => ({ kind: 'repeat', space })),
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      if (m.kind !== 'repeat') return;
      s.asks = settle(s.asks, ask, ...effects(s, seat, spaceOf(m.space).effects, true));
    },
  ),
  // The replaced locomotive moves on to a slot with a lower one (or an empty one), whose locomotive moves on in
  // turn, or goes back to the supply (GH pg. 10; reference "Locomotives / factories").
  chain: listAsk<'chain'>(
    ['chain'],
    'prompt.chain',
    (s, ask, seat) => [
      ...chainSlots(P(s, seat), ask.loco).map((slot): RrMove => ({ kind: 'chain', slot })),
      { kind: 'chain', slot: 'supply' },
    ],
    () => ({ code: 'error.loco-slot' }),
    (s, ask, seat, m) => {
      if (m.kind !== 'chain') return;
      if (m.slot === 'supply') {
        s.locoSupply[ask.loco] = (s.locoSupply[ask.loco] ?? 0) + 1;
        s.asks = settle(s.asks, ask);
        return;
      }
      const pl = P(s, seat);
      const old = pl.locos[m.slot];
      pl.locos[m.slot] = ask.loco;
      const chain: RrAsk[] = old > 0 ? [{ kind: 'chain', seats: [seat], loco: old }] : [];
      s.asks = settle(s.asks, ask, ...specials(s, seat), ...chain);
    },
  ),
  // Between rounds (GH pg. 17): the worker on a turn-order space moves to an empty 1-worker space and is used; the
  // player may leave it where it is.
  relocate: listAsk<'relocate'>(
    ['relocate'],
    'prompt.relocate',
    (s) => [
      ...relocateOptions(s).map((space): RrMove => ({ kind: 'relocate', space })),
      { kind: 'relocate', space: 'stay' },
    ],
    () => ({ code: 'error.relocate' }),
    (s, ask, seat, m) => {
      if (m.kind !== 'relocate') return;
      if (m.space === 'stay') {
        s.asks = settle(s.asks, ask);
        return;
      }
      s.occupied[ask.from] = (s.occupied[ask.from] ?? []).filter((x) => x !== seat);
      s.asks = settle(s.asks, ask, ...useSpace(s, seat, m.space));
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
