// The turn flow: asks that need no choice resolve themselves; turns, rounds, and placing on the action board.

import { assertDefined } from '../../../engine/assert';
import { push, settle } from '../../../engine/decision';
import type { RuleError, Seat } from '../../../engine/game';
import { type Effect, engineerOf, SPACES, type SpaceId, spaceOf, TURN_CARD_POINTS } from '../data';
import {
  addPoints,
  canMoveMarker,
  chainSlots,
  engineersShown,
  finalScoring,
  locoLegal,
  lofOptions,
  repeatOptions,
  roundPoints,
  scoreOf,
  stepOptions,
  workersLeft,
} from './derived';
import { effect, effects, moveMarker } from './effects';
import { P } from './player';
import type { RrAsk, RrMove, RrPlayer, RrState, RrView } from './types';

// ---------- the automatic part: asks that need no choice resolve themselves ----------

export function run(s: RrState): RrState {
  for (;;) {
    const top = s.asks[s.asks.length - 1];
    if (!top) return s;
    switch (top.kind) {
      case 'steps':
        if (top.left <= 0 || stepOptions(P(s, top.seats[0]), top).length === 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'industry': {
        const pl = P(s, top.seats[0]);
        const movable = pl.markers.flatMap((_, i) => (canMoveMarker(pl, i) ? [i] : []));
        if (top.left <= 0 || movable.length === 0) {
          s.asks.pop();
          continue;
        }
        if (movable.length === 1) {
          s.asks = [...settle(s.asks, top, ...moveMarker(s, top, assertDefined(movable[0], 'marker')))];
          continue;
        }
        return s;
      }
      case 'loco':
        if (locoLegal(s, top).length === 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'lof':
        if (lofOptions(s, top).length === 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'token':
        if (P(s, top.seats[0]).tokens.length === 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'qcard':
        if (s.qcards.length === 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'endBonus':
        if (!top.orTen && s.endDisplay.length === 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'repeat':
        if (repeatOptions(s, top).length === 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'triple':
        if (top.left <= 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'turnEnd':
        s.asks.pop();
        nextTurn(s);
        continue;
      case 'roundEnd':
        s.asks.pop();
        endRound(s);
        continue;
      case 'relocate':
        if (relocateOptions(s).length === 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'chain':
        if (chainSlots(P(s, top.seats[0]), top.loco).length === 0) {
          s.asks.pop();
          s.locoSupply[top.loco] = (s.locoSupply[top.loco] ?? 0) + 1;
          continue;
        }
        return s;
      default:
        return s;
    }
  }
}

export function nextTurn(s: RrState): void {
  const n = s.seats;
  const at = s.order.indexOf(s.current);
  for (let k = 1; k <= n; k++) {
    const seat = assertDefined(s.order[(at + k) % n], 'seat');
    if (!P(s, seat).passed) {
      s.current = seat;
      s.asks.push({ kind: 'place', seats: [seat] });
      return;
    }
  }
  // Everyone has passed: the 2nd-place claimant, then the 1st, move their turn-order worker (GH pg. 17), then the
  // round is scored (the moved worker's action counts this round).
  const claimants: RrAsk[] = [];
  if (s.nextSecond !== null) claimants.push({ kind: 'relocate', seats: [s.nextSecond], from: 'second' });
  if (s.nextFirst !== null) claimants.push({ kind: 'relocate', seats: [s.nextFirst], from: 'first' });
  s.asks = push(s.asks, ...claimants, { kind: 'roundEnd', seats: [] });
}

export function endRound(s: RrState): void {
  s.lastRound = s.players.map((pl) => {
    const pts = roundPoints(pl);
    addPoints(pl, pts, 'score.rounds');
    pl.perRound.push(scoreOf(pl));
    return pts;
  });
  if (s.round >= s.rounds) {
    finalScoring(s);
    return;
  }
  // Turn order (reference "Turn order"): claimants first, the others keep their order.
  const old = s.order;
  if (s.nextFirst !== null) {
    const front = [s.nextFirst, ...(s.nextSecond !== null ? [s.nextSecond] : [])];
    s.order = [...front, ...old.filter((x) => !front.includes(x))];
  } else if (s.nextSecond !== null && s.nextSecond !== old[0]) {
    const rest = old.filter((x) => x !== s.nextSecond);
    s.order = [assertDefined(rest[0], 'seat'), s.nextSecond, ...rest.slice(1)];
  }
  s.round += 1;
  s.occupied = {};
  s.nextFirst = null;
  s.nextSecond = null;
  s.hired = false;
  for (const pl of s.players) {
    pl.used = 0;
    pl.temp = 0;
    pl.blackUsed = false;
    pl.passed = false;
    pl.ownUsed = [];
  }
  s.current = assertDefined(s.order[0], 'first');
  s.asks.push({ kind: 'place', seats: [s.current] });
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
  if (!spaceOpen(s, space)) return { code: 'error.space-closed' };
  if (!sp.reusable && (s.occupied[space]?.length ?? 0) > 0) return { code: 'error.space-taken' };
  const pl = P(s, seat);
  const shown = engineersShown(s);
  if (space === 'hire' && shown.forHire === null) return { code: 'error.no-engineer' };
  if (space === 'engA' && shown.engA === null) return { code: 'error.no-engineer' };
  if (space === 'engB' && shown.engB === null) return { code: 'error.no-engineer' };
  if (space === 'first' && (s.order[0] === seat || s.nextSecond === seat)) return { code: 'error.turn-own' };
  if (space === 'second' && (s.order[1] === seat || s.nextFirst === seat)) return { code: 'error.turn-own' };
  return payError(pl, sp, coins, black);
}

/** The black worker is still to be placed this round. */
export function blackFree(pl: RrPlayer): boolean {
  return pl.blackWorker && !pl.blackUsed;
}

type Cost = { cost: number; coinCost?: number; coinOnly?: true; workerOnly?: true };

/** Paying `coins` rubles for the workers they stand in for; `black`: the black worker is one of the rest. */
export function payError(pl: RrPlayer, sp: Cost, coins: number, black = false): RuleError | null {
  if (!Number.isInteger(coins) || coins < 0 || coins > sp.cost) return { code: 'error.bad-payment' };
  if (sp.coinOnly && coins !== sp.cost) return { code: 'error.coins-only', params: { n: sp.cost } };
  if (sp.workerOnly && coins !== 0) return { code: 'error.workers-only' };
  if (coins + (sp.coinCost ?? 0) > pl.coins) return { code: 'error.no-coins' };
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
  for (const sp of SPACES) {
    for (let c = 0; c <= sp.cost; c++) {
      for (const black of [false, true]) {
        if (placeError(s, seat, sp.id, c, black) === null) {
          out.push({ kind: 'place', space: sp.id, coins: c, ...withBlack(black) });
        }
      }
    }
  }
  const pl = P(s, seat);
  for (const n of pl.engineers) {
    if (pl.ownUsed.includes(n) || pl.engineers.indexOf(n) !== pl.engineers.lastIndexOf(n)) continue;
    for (const p of payments(pl, { cost: 1 }))
      out.push({ kind: 'useEngineer', n, coins: p.coins, ...withBlack(p.black) });
  }
  out.push({ kind: 'pass' });
  return out;
}

export function ownError(s: RrState, seat: Seat, n: number, coins: number, black = false): RuleError | null {
  const pl = P(s, seat);
  if (!pl.engineers.includes(n)) return { code: 'error.not-your-engineer' };
  if (pl.ownUsed.includes(n)) return { code: 'error.engineer-used' };
  return payError(pl, { cost: 1 }, coins, black);
}

/** Moves black once (seed: 黒の労働者) when the black worker is placed on an action that moves black track. */
function blackBonus(s: RrState, seat: Seat, black: boolean | undefined, list: readonly Effect[]): RrAsk[] {
  if (!black) return [];
  P(s, seat).blackUsed = true;
  const movesBlack = list.some((e) => e.t === 'steps' && e.colours !== 'any' && e.colours.includes(0));
  return movesBlack ? effect(s, seat, { t: 'steps', colours: [0], n: 1 }, false) : [];
}

/** The action of a space for `seat` (placed there, or moved there between rounds): its effects and what it opens. */
export function useSpace(s: RrState, seat: Seat, space: SpaceId, black?: boolean): RrAsk[] {
  const pl = P(s, seat);
  const sp = spaceOf(space);
  s.occupied[space] = [...(s.occupied[space] ?? []), seat];
  const shown = engineersShown(s);
  let list: readonly Effect[] = sp.effects;
  if (space === 'engA') list = engineerOf(assertDefined(shown.engA, 'engA')).effects;
  if (space === 'engB') list = engineerOf(assertDefined(shown.engB, 'engB')).effects;
  const next = effects(s, seat, list, space === 'engA' || space === 'engB');
  next.push(...blackBonus(s, seat, black, list));
  if (space === 'hire') {
    pl.engineers.push(assertDefined(shown.forHire, 'engineer'));
    s.hired = true;
  }
  if (space === 'first') s.nextFirst = seat;
  if (space === 'second') s.nextSecond = seat;
  return next;
}

export function applyPlace(s: RrState, ask: RrAsk, seat: Seat, m: RrMove): RrState {
  const pl = P(s, seat);
  let next: RrAsk[] = [];
  if (m.kind === 'pass') {
    pl.passed = true;
    addPoints(pl, TURN_CARD_POINTS[s.order.indexOf(seat)] ?? 0, 'score.turn');
  } else if (m.kind === 'useEngineer') {
    pl.coins -= m.coins;
    pl.used += 1 - m.coins;
    pl.ownUsed.push(m.n);
    const list = engineerOf(m.n).effects;
    next = [...effects(s, seat, list, true), ...blackBonus(s, seat, m.black, list)];
  } else if (m.kind === 'place') {
    const sp = spaceOf(m.space);
    pl.coins -= m.coins + (sp.coinCost ?? 0);
    pl.used += sp.cost - m.coins;
    next = useSpace(s, seat, m.space, m.black);
  }
  s.asks = settle(s.asks, ask, ...next, { kind: 'turnEnd', seats: [] });
  return s;
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
      !sp.coinCost &&
      sp.id !== 'first' &&
      sp.id !== 'second' &&
      spaceOpen(s, sp.id) &&
      (s.occupied[sp.id]?.length ?? 0) === 0 &&
      !(sp.id === 'engA' && shown.engA === null) &&
      !(sp.id === 'engB' && shown.engB === null),
  ).map((sp) => sp.id);
}
