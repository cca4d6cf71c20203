// The turn flow: asks that need no choice resolve themselves; turns, rounds, and placing on the action board.

import { assertDefined } from '../../../engine/assert';
import { settle } from '../../../engine/decision';
import type { RuleError, Seat } from '../../../engine/game';
import { engineerOf, SPACES, type SpaceId, spaceOf, TURN_CARD_POINTS } from '../data';
import {
  addPoints,
  canMoveMarker,
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
import { P, type RrAsk, type RrMove, type RrPlayer, type RrState, type RrView } from './state';

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
  endRound(s);
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

export function placeError(s: RrState, seat: Seat, space: SpaceId, coins: number): RuleError | null {
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
  return payError(pl, sp, coins);
}

export function payError(
  pl: RrPlayer,
  sp: { cost: number; coinCost?: number; coinOnly?: true; workerOnly?: true },
  coins: number,
): RuleError | null {
  if (!Number.isInteger(coins) || coins < 0 || coins > sp.cost) return { code: 'error.bad-payment' };
  if (sp.coinOnly && coins !== sp.cost) return { code: 'error.coins-only', params: { n: sp.cost } };
  if (sp.workerOnly && coins !== 0) return { code: 'error.workers-only' };
  if (coins + (sp.coinCost ?? 0) > pl.coins) return { code: 'error.no-coins' };
  if (sp.cost - coins > workersLeft(pl)) return { code: 'error.no-workers', params: { n: sp.cost - coins } };
  return null;
}

export function payments(
  pl: RrPlayer,
  sp: { cost: number; coinCost?: number; coinOnly?: true; workerOnly?: true },
): number[] {
  const out: number[] = [];
  for (let c = 0; c <= sp.cost; c++) if (payError(pl, sp, c) === null) out.push(c);
  return out;
}

export function placeMoves(s: RrState, seat: Seat): RrMove[] {
  const out: RrMove[] = [];
  for (const sp of SPACES) {
    for (let c = 0; c <= sp.cost; c++) {
      if (placeError(s, seat, sp.id, c) === null) out.push({ kind: 'place', space: sp.id, coins: c });
    }
  }
  const pl = P(s, seat);
  for (const n of pl.engineers) {
    if (pl.ownUsed.includes(n) || pl.engineers.indexOf(n) !== pl.engineers.lastIndexOf(n)) continue;
    for (const c of payments(pl, { cost: 1 })) out.push({ kind: 'useEngineer', n, coins: c });
  }
  out.push({ kind: 'pass' });
  return out;
}

export function ownError(s: RrState, seat: Seat, n: number, coins: number): RuleError | null {
  const pl = P(s, seat);
  if (!pl.engineers.includes(n)) return { code: 'error.not-your-engineer' };
  if (pl.ownUsed.includes(n)) return { code: 'error.engineer-used' };
  return payError(pl, { cost: 1 }, coins);
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
    next = effects(s, seat, engineerOf(m.n).effects, true);
  } else if (m.kind === 'place') {
    const sp = spaceOf(m.space);
    pl.coins -= m.coins + (sp.coinCost ?? 0);
    const workers = sp.cost - m.coins;
    pl.used += workers;
    s.occupied[m.space] = [...(s.occupied[m.space] ?? []), seat];
    next = effects(s, seat, sp.effects, false);
    if (sp.black && pl.blackWorker && !pl.blackUsed && workers > 0) {
      pl.blackUsed = true;
      next.push(...effect(s, seat, { t: 'steps', colours: [0], n: 1 }, false));
    }
    const shown = engineersShown(s);
    if (m.space === 'hire') {
      pl.engineers.push(assertDefined(shown.forHire, 'engineer'));
      s.hired = true;
    }
    if (m.space === 'engA') next = effects(s, seat, engineerOf(assertDefined(shown.engA, 'engA')).effects, true);
    if (m.space === 'engB') next = effects(s, seat, engineerOf(assertDefined(shown.engB, 'engB')).effects, true);
    if (m.space === 'first') s.nextFirst = seat;
    if (m.space === 'second') s.nextSecond = seat;
  }
  s.asks = settle(s.asks, ask, ...next, { kind: 'turnEnd', seats: [] });
  return s;
}
