// The turn flow: asks that need no choice resolve themselves; turns, rounds, and placing on the action board.

import { assertDefined } from '../../../engine/assert';
import { push, settle } from '../../../engine/decision';
import type { RuleError, Seat } from '../../../engine/game';
import { type Effect, engineerOf, SPACES, type Space, type SpaceId, spaceOf, TURN_CARD_POINTS } from '../data';
import {
  canMoveMarker,
  chainSlots,
  engineersShown,
  finalScoring,
  locoLegal,
  lofOptions,
  occupants,
  repeatOptions,
  roundPoints,
  scoreOf,
  stepOptions,
  workersLeft,
} from './derived';
import { effect, effects, moveMarker } from './effects';
import { addPoints, andThen, type Outcome, only, P, toSupply, withPlayer } from './player';
import type { MoveOf, RrAsk, RrMove, RrPlayer, RrState, RrView } from './types';

// ---------- the automatic part: asks that need no choice resolve themselves ----------

/** The state without its top ask. */
const popped = (s: RrState): RrState => ({ ...s, asks: s.asks.slice(0, -1) });

/** Whether the top ask has nothing left to ask (it is dropped without a question). */
function isSpent(s: RrState, top: RrAsk): boolean {
  switch (top.kind) {
    case 'steps':
      return top.left <= 0 || stepOptions(P(s, top.seats[0]), top).length === 0;
    case 'loco':
      return locoLegal(s, top).length === 0;
    case 'lof':
      return lofOptions(s, top).length === 0;
    case 'token':
      return P(s, top.seats[0]).tokens.length === 0;
    case 'qcard':
      return s.qcards.length === 0;
    case 'endBonus':
      return !top.orTen && s.endDisplay.length === 0;
    case 'repeat':
      return repeatOptions(s, top).length === 0;
    case 'triple':
      return top.left <= 0;
    case 'relocate':
      return relocateOptions(s).length === 0;
    default:
      return false;
  }
}

/** One automatic step on the top ask, or null when the top ask waits for a player. */
function autoStep(s: RrState, top: RrAsk): RrState | null {
  if (isSpent(s, top)) return popped(s);
  switch (top.kind) {
    case 'industry': {
      const pl = P(s, top.seats[0]);
      const movable = pl.markers.flatMap((_, i) => (canMoveMarker(pl, i) ? [i] : []));
      if (top.left <= 0 || movable.length === 0) return popped(s);
      if (movable.length > 1) return null;
      const moved = moveMarker(s, top, assertDefined(movable[0], 'marker'));
      return { ...moved.s, asks: settle(s.asks, top, ...moved.asks) };
    }
    case 'turnEnd':
      return nextTurn(popped(s));
    case 'roundEnd':
      return endRound(popped(s));
    case 'chain':
      return chainSlots(P(s, top.seats[0]), top.loco).length === 0 ? toSupply(popped(s), top.loco, 1) : null;
    default:
      return null;
  }
}

export function run(s0: RrState): RrState {
  let s = s0;
  for (;;) {
    const top = s.asks[s.asks.length - 1];
    if (!top) return s;
    const next = autoStep(s, top);
    if (next === null) return s;
    s = next;
  }
}

export function nextTurn(s: RrState): RrState {
  const n = s.seats;
  const at = s.order.indexOf(s.current);
  for (let k = 1; k <= n; k++) {
    const seat = assertDefined(s.order[(at + k) % n], 'seat');
    if (!P(s, seat).passed) return { ...s, current: seat, asks: push(s.asks, { kind: 'place', seats: [seat] }) };
  }
  // Everyone has passed: the 2nd-place claimant, then the 1st, move their turn-order worker (GH pg. 17), then the
  // round is scored (the moved worker's action counts this round).
  const claimants: RrAsk[] = [];
  if (s.nextSecond !== null) claimants.push({ kind: 'relocate', seats: [s.nextSecond], from: 'second' });
  if (s.nextFirst !== null) claimants.push({ kind: 'relocate', seats: [s.nextFirst], from: 'first' });
  return { ...s, asks: push(s.asks, ...claimants, { kind: 'roundEnd', seats: [] }) };
}

/** Turn order (reference "Turn order"): claimants first, the others keep their order. */
function nextOrder(s: RrState): readonly Seat[] {
  const old = s.order;
  if (s.nextFirst !== null) {
    const front = [s.nextFirst, ...(s.nextSecond !== null ? [s.nextSecond] : [])];
    return [...front, ...old.filter((x) => !front.includes(x))];
  }
  if (s.nextSecond !== null && s.nextSecond !== old[0]) {
    const rest = old.filter((x) => x !== s.nextSecond);
    return [assertDefined(rest[0], 'seat'), s.nextSecond, ...rest.slice(1)];
  }
  return old;
}

export function endRound(s0: RrState): RrState {
  const lastRound = s0.players.map(roundPoints);
  const scored = s0.players.map((pl0, seat) => {
    const pl = addPoints(pl0, assertDefined(lastRound[seat], 'round points'), 'score.rounds');
    return { ...pl, perRound: [...pl.perRound, scoreOf(pl)] };
  });
  const s: RrState = { ...s0, lastRound, players: scored };
  if (s.round >= s.rounds) return finalScoring(s);
  const order = nextOrder(s);
  const current = assertDefined(order[0], 'first');
  return {
    ...s,
    order,
    round: s.round + 1,
    occupied: {},
    nextFirst: null,
    nextSecond: null,
    hired: false,
    players: s.players.map((pl) => ({ ...pl, used: 0, temp: 0, blackUsed: false, passed: false, ownUsed: [] })),
    current,
    asks: push(s.asks, { kind: 'place', seats: [current] }),
  };
}

// ---------- placement ----------

export function spaceOpen(s: RrState | RrView, id: SpaceId): boolean {
  const sp = spaceOf(id);
  if (sp.minSeats && s.seats < sp.minSeats) return false;
  const last = s.round === s.rounds;
  if (sp.when === 'notLast' && last) return false;
  if (sp.when === 'last' && !last) return false;
  return true;
}

export function placeError(s: RrState, seat: Seat, space: SpaceId, coins: number, black = false): RuleError | null {
  const sp = SPACES.find((x) => x.id === space);
  if (!sp) return { code: 'error.no-such-space' };
  return spaceError(s, seat, sp) ?? payError(P(s, seat), sp, coins, black);
}

/** Why `seat` may not use the space this turn whatever it pays (closed, taken, no engineer, its own place), or null. */
function spaceError(s: RrState, seat: Seat, sp: Space): RuleError | null {
  const space = sp.id;
  if (!spaceOpen(s, space)) return { code: 'error.space-closed' };
  if (!sp.reusable && occupants(s, space).length > 0) return { code: 'error.space-taken' };
  const shown = engineersShown(s);
  if (space === 'hire' && shown.forHire === null) return { code: 'error.no-engineer' };
  if (space === 'engA' && shown.engA === null) return { code: 'error.no-engineer' };
  if (space === 'engB' && shown.engB === null) return { code: 'error.no-engineer' };
  if (space === 'first' && (s.order[0] === seat || s.nextSecond === seat)) return { code: 'error.turn-own' };
  if (space === 'second' && (s.order[1] === seat || s.nextFirst === seat)) return { code: 'error.turn-own' };
  return null;
}

/** The black worker is still to be placed this round. */
export function blackFree(pl: RrPlayer): boolean {
  return pl.blackWorker && !pl.blackUsed;
}

type Cost = Pick<Space, 'cost' | 'coinCost' | 'coinOnly' | 'workerOnly'>;

/** A hired engineer is used for one worker (or one ruble standing in for it), nothing on top. */
const ENGINEER_COST: Cost = { cost: 1, coinCost: 0 };

/** Paying `coins` rubles for the workers they stand in for; `black`: the black worker is one of the rest. */
export function payError(pl: RrPlayer, sp: Cost, coins: number, black = false): RuleError | null {
  if (!Number.isInteger(coins) || coins < 0 || coins > sp.cost) return { code: 'error.bad-payment' };
  if (sp.coinOnly && coins !== sp.cost) return { code: 'error.coins-only', params: { n: sp.cost } };
  if (sp.workerOnly && coins !== 0) return { code: 'error.workers-only' };
  if (coins + sp.coinCost > pl.coins) return { code: 'error.no-coins' };
  const workers = sp.cost - coins;
  if (black && !blackFree(pl)) return { code: 'error.no-black-worker' };
  if (black && workers === 0) return { code: 'error.black-needs-place' };
  // Without the black worker, only your own colour's workers pay (seed: the black worker is placed like a worker).
  const own = workersLeft(pl) - (blackFree(pl) ? 1 : 0);
  if (workers - (black ? 1 : 0) > own) return { code: 'error.no-workers', params: { n: workers } };
  return null;
}

/** Every way to pay: rubles 0..cost, each with and without the black worker where it may be placed. */
function payments(pl: RrPlayer, sp: Cost): { coins: number; black: boolean }[] {
  const out: { coins: number; black: boolean }[] = [];
  for (let c = 0; c <= sp.cost; c++) {
    for (const black of [false, true]) if (payError(pl, sp, c, black) === null) out.push({ coins: c, black });
  }
  return out;
}

const withBlack = (black: boolean): { black?: true } => (black ? { black: true } : {});

export function placeMoves(s: RrState, seat: Seat): RrMove[] {
  const out: RrMove[] = [];
  const pl = P(s, seat);
  // The space is checked once, then every payment (placeError's two halves, in its order).
  for (const sp of SPACES) {
    if (spaceError(s, seat, sp) !== null) continue;
    for (const p of payments(pl, sp)) out.push({ kind: 'place', space: sp.id, coins: p.coins, ...withBlack(p.black) });
  }
  for (const n of pl.engineers) {
    if (pl.ownUsed.includes(n) || pl.engineers.indexOf(n) !== pl.engineers.lastIndexOf(n)) continue;
    for (const p of payments(pl, ENGINEER_COST))
      out.push({ kind: 'useEngineer', n, coins: p.coins, ...withBlack(p.black) });
  }
  out.push({ kind: 'pass' });
  return out;
}

export function ownError(s: RrState, seat: Seat, n: number, coins: number, black = false): RuleError | null {
  const pl = P(s, seat);
  if (!pl.engineers.includes(n)) return { code: 'error.not-your-engineer' };
  if (pl.ownUsed.includes(n)) return { code: 'error.engineer-used' };
  return payError(pl, ENGINEER_COST, coins, black);
}

/** Moves black once (seed: 黒の労働者) when the black worker is placed on an action that moves black track. */
function blackBonus(s0: RrState, seat: Seat, black: boolean | undefined, list: readonly Effect[]): Outcome {
  if (!black) return only(s0);
  const s = withPlayer(s0, seat, (pl) => ({ ...pl, blackUsed: true }));
  const movesBlack = list.some((e) => e.t === 'steps' && e.colours !== 'any' && e.colours.includes(0));
  return movesBlack ? effect(s, seat, { t: 'steps', colours: [0], n: 1 }, false) : only(s);
}

/** The action list of a space: an engineer space gives the action of the engineer shown there. */
function actionsOf(s: RrState, space: SpaceId): readonly Effect[] {
  const shown = engineersShown(s);
  if (space === 'engA') return engineerOf(assertDefined(shown.engA, 'engA')).effects;
  if (space === 'engB') return engineerOf(assertDefined(shown.engB, 'engB')).effects;
  return spaceOf(space).effects;
}

/** What the space does besides its actions: the hire takes the engineer for hire, turn-order spaces claim a place. */
function claimSpace(s: RrState, seat: Seat, space: SpaceId, forHire: number | null): RrState {
  if (space === 'hire') {
    const n = assertDefined(forHire, 'engineer');
    return { ...withPlayer(s, seat, (pl) => ({ ...pl, engineers: [...pl.engineers, n] })), hired: true };
  }
  if (space === 'first') return { ...s, nextFirst: seat };
  if (space === 'second') return { ...s, nextSecond: seat };
  return s;
}

/** The action of a space for `seat` (placed there, or moved there between rounds): its effects and what it opens. */
export function useSpace(s0: RrState, seat: Seat, space: SpaceId, black?: boolean): Outcome {
  const s = { ...s0, occupied: { ...s0.occupied, [space]: [...occupants(s0, space), seat] } };
  const { forHire } = engineersShown(s);
  const list = actionsOf(s, space);
  const acted = andThen(effects(s, seat, list, space === 'engA' || space === 'engB'), (s1) =>
    blackBonus(s1, seat, black, list),
  );
  return { ...acted, s: claimSpace(acted.s, seat, space, forHire) };
}

/** A placement, an engineer used or a pass: paid, acted on, and the turn ends once what it opened is answered. */
export function applyPlace(s: RrState, ask: RrAsk, seat: Seat, m: MoveOf<'place' | 'useEngineer' | 'pass'>): RrState {
  const done = placed(s, seat, m);
  return { ...done.s, asks: settle(done.s.asks, ask, ...done.asks, { kind: 'turnEnd', seats: [] }) };
}

function placed(s: RrState, seat: Seat, m: MoveOf<'place' | 'useEngineer' | 'pass'>): Outcome {
  switch (m.kind) {
    case 'pass':
      return only(
        withPlayer(s, seat, (pl) => addPoints({ ...pl, passed: true }, turnCardPoints(s, seat), 'score.turn')),
      );
    case 'useEngineer': {
      const paid = withPlayer(s, seat, (pl) => ({
        ...pl,
        coins: pl.coins - m.coins,
        used: pl.used + 1 - m.coins,
        ownUsed: [...pl.ownUsed, m.n],
      }));
      const list = engineerOf(m.n).effects;
      return andThen(effects(paid, seat, list, true), (s1) => blackBonus(s1, seat, m.black, list));
    }
    case 'place': {
      const sp = spaceOf(m.space);
      const paid = withPlayer(s, seat, (pl) => ({
        ...pl,
        coins: pl.coins - m.coins - sp.coinCost,
        used: pl.used + sp.cost - m.coins,
      }));
      return useSpace(paid, seat, m.space, m.black);
    }
  }
}

/** Points on the back of the turn-order card of `seat`'s place in turn order, scored on passing. */
export function turnCardPoints(s: RrState, seat: Seat): number {
  return assertDefined(TURN_CARD_POINTS[s.order.indexOf(seat)], 'turn-order card');
}

// ---------- between rounds (GH pg. 17) ----------

/**
 * Empty 1-worker spaces the worker on a turn-order space may move to: open, free, paid with one worker alone (not
 * the hire, paid in rubles, nor the worker + ruble space), and not the turn-order spaces themselves.
 */
export function relocateOptions(s: RrState): SpaceId[] {
  const shown = engineersShown(s);
  return SPACES.filter(
    (sp) =>
      sp.cost === 1 &&
      !sp.coinOnly &&
      sp.coinCost === 0 &&
      sp.id !== 'first' &&
      sp.id !== 'second' &&
      spaceOpen(s, sp.id) &&
      occupants(s, sp.id).length === 0 &&
      !(sp.id === 'engA' && shown.engA === null) &&
      !(sp.id === 'engB' && shown.engB === null),
  ).map((sp) => sp.id);
}
