// A tiny simultaneous game for engine and storage tests: every seat bids in secret, then all bids show at once.
//
// Rules (ours, made up for tests): each seat starts with 10 coins. Each round a prize of 1..5 points is drawn
// from the seed. All seats are active together: each chooses a bid (0..its coins; it may change its mind) and
// then confirms. Once every seat has confirmed, the bids are revealed together, every seat pays its bid, and the
// single highest bidder takes the prize (a tie at the top gives it to nobody). After `rounds` rounds the most
// points wins.

import { assertNever } from '../../../src/engine/assert';
import type { Game, LogEvent, RuleError, Seat, SeatScore, Status } from '../../../src/engine/game';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import type { TextBundle } from '../../../src/engine/text';
import { rankByTotal, replaceAt } from './ranking';

export interface BidOptions {
  readonly rounds: number;
}

export interface RoundResult {
  readonly prize: number;
  readonly bids: readonly number[];
  readonly winner: Seat | null;
}

export interface BidState {
  readonly seats: number;
  readonly rounds: number;
  readonly rng: Rng;
  readonly prize: number;
  readonly coins: readonly number[];
  readonly points: readonly number[];
  /** Each seat's secret bid for this round, until the reveal. */
  readonly pending: readonly (number | null)[];
  readonly confirmed: readonly boolean[];
  readonly history: readonly RoundResult[];
}

export type BidMove = { readonly kind: 'bid'; readonly amount: number } | { readonly kind: 'confirm' };

export interface BidView {
  readonly me: Seat | 'table';
  readonly round: number;
  readonly prize: number;
  readonly coins: readonly number[];
  readonly points: readonly number[];
  /** Only the viewer's own pending bid. */
  readonly myBid: number | null;
  readonly confirmed: readonly boolean[];
  readonly history: readonly RoundResult[];
}

export const START_COINS = 10;
const ROUND_CHOICES = [1, 2, 3, 4, 5] as const;

function drawPrize(rng: Rng): [number, Rng] {
  const [n, next] = randomInt(rng, 5);
  return [n + 1, next];
}

function setup(seats: number, options: BidOptions, seed: string): BidState {
  const [prize, rng] = drawPrize(seedRng(seed));
  return {
    seats,
    rounds: options.rounds,
    rng,
    prize,
    coins: Array.from({ length: seats }, () => START_COINS),
    points: Array.from({ length: seats }, () => 0),
    pending: Array.from({ length: seats }, () => null),
    confirmed: Array.from({ length: seats }, () => false),
    history: [],
  };
}

const isOver = (s: BidState): boolean => s.history.length >= s.rounds;

function scores(s: BidState): SeatScore[] {
  return s.points.map((total, seat) => ({
    seat,
    total,
    categories: [{ code: 'score.prizes', value: total }],
    perRound: s.history.map((r) => (r.winner === seat ? r.prize : 0)),
  }));
}

function status(s: BidState): Status {
  if (isOver(s)) return { kind: 'over', scores: scores(s), ranking: rankByTotal(scores(s)), lowerIsBetter: false };
  const active = s.confirmed.flatMap((done, seat) => (done ? [] : [seat]));
  return { kind: 'turn', active, prompt: { code: 'prompt.bid', params: { prize: s.prize } } };
}

function isActive(s: BidState, seat: Seat): boolean {
  return !isOver(s) && s.confirmed[seat] === false;
}

function legalMoves(s: BidState, seat: Seat): BidMove[] {
  if (!isActive(s, seat)) return [];
  const coins = s.coins[seat] ?? 0;
  const moves: BidMove[] = [];
  for (let amount = 0; amount <= coins; amount++) {
    if (amount !== s.pending[seat]) moves.push({ kind: 'bid', amount });
  }
  if (s.pending[seat] !== null) moves.push({ kind: 'confirm' });
  return moves;
}

function validate(s: BidState, seat: Seat, m: BidMove): RuleError | null {
  switch (m.kind) {
    case 'bid': {
      const coins = s.coins[seat] ?? 0;
      if (!Number.isInteger(m.amount) || m.amount < 0 || m.amount > coins) {
        return { code: 'error.bid-range', params: { max: coins } };
      }
      return m.amount === s.pending[seat] ? { code: 'error.same-bid' } : null;
    }
    case 'confirm':
      return s.pending[seat] === null ? { code: 'error.no-bid' } : null;
    default:
      return assertNever(m, 'sealed-bid move');
  }
}

/** All bids are in: reveal them together, pay, award the prize, and start the next round. */
function reveal(s: BidState): BidState {
  const bids = s.pending.map((b) => b ?? 0);
  const top = Math.max(...bids);
  const leaders = bids.flatMap((b, seat) => (b === top ? [seat] : []));
  const winner = leaders.length === 1 ? (leaders[0] ?? null) : null;
  const [prize, rng] = drawPrize(s.rng);
  return {
    ...s,
    rng,
    prize,
    coins: s.coins.map((c, seat) => c - (bids[seat] ?? 0)),
    points: s.points.map((p, seat) => (seat === winner ? p + s.prize : p)),
    pending: s.pending.map(() => null),
    confirmed: s.confirmed.map(() => false),
    history: [...s.history, { prize: s.prize, bids, winner }],
  };
}

function apply(s: BidState, seat: Seat, m: BidMove): BidState {
  switch (m.kind) {
    case 'bid':
      return { ...s, pending: replaceAt(s.pending, seat, m.amount) };
    case 'confirm': {
      const next = { ...s, confirmed: replaceAt(s.confirmed, seat, true) };
      return next.confirmed.every(Boolean) ? reveal(next) : next;
    }
    default:
      return assertNever(m, 'sealed-bid move');
  }
}

function view(s: BidState, seat: Seat | 'table'): BidView {
  return {
    me: seat,
    round: s.history.length,
    prize: s.prize,
    coins: s.coins,
    points: s.points,
    myBid: seat === 'table' ? null : (s.pending[seat] ?? null),
    confirmed: s.confirmed,
    history: s.history,
  };
}

function describe(before: BidState, seat: Seat, m: BidMove, after: BidState): LogEvent[] {
  switch (m.kind) {
    case 'bid':
      return [{ code: 'log.bid', params: { amount: m.amount }, visibleTo: [seat] }];
    case 'confirm': {
      const lines: LogEvent[] = [{ code: 'log.confirm', params: { seat: { seat } } }];
      const result = after.history.length > before.history.length ? after.history.at(-1) : undefined;
      if (result) {
        lines.push({ code: 'log.reveal', params: { bids: result.bids.join(', ') } });
        const winner = result.winner === null ? { term: 'term.nobody' } : { seat: result.winner };
        lines.push({ code: 'log.prize', params: { seat: winner, prize: result.prize } });
      }
      return lines;
    }
    default:
      return assertNever(m, 'sealed-bid move');
  }
}

function parseOptions(raw: unknown, seats: number): BidOptions | null {
  if (typeof raw !== 'object' || raw === null || seats < 2 || seats > 5) return null;
  const rounds: unknown = (raw as { rounds?: unknown }).rounds;
  return ROUND_CHOICES.some((r) => r === rounds) ? { rounds: rounds as number } : null;
}

export const sealedBid: Game<BidState, BidMove, BidOptions, BidView> = {
  id: 'test-sealed-bid',
  version: 1,
  players: { min: 2, max: 5 },
  hasHiddenInfo: true,
  defaultOptions: () => ({ rounds: 3 }),
  parseOptions,
  setup,
  status,
  legalMoves,
  validate,
  apply,
  view,
  describe,
};

export const sealedBidText: TextBundle = {
  en: {
    'prompt.bid': 'Bid for a prize of {prize}',
    'log.bid': 'You bid {amount}',
    'log.confirm': '{seat} has sealed a bid',
    'log.reveal': 'Bids: {bids}',
    'log.prize': '{seat} takes {prize}',
    'term.nobody': 'nobody',
    'error.bid-range': 'Bid from 0 to {max}',
    'error.same-bid': 'That is already your bid',
    'error.no-bid': 'Bid before you confirm',
    'score.prizes': 'Prizes',
  },
  ja: {
    'prompt.bid': '賞品{prize}に入札してください',
    'log.bid': '{amount}を入札',
    'log.confirm': '{seat}が入札を確定',
    'log.reveal': '入札: {bids}',
    'log.prize': '{seat}が{prize}を獲得',
    'term.nobody': '誰も',
    'error.bid-range': '0から{max}までで入札してください',
    'error.same-bid': 'すでにその額で入札しています',
    'error.no-bid': '確定する前に入札してください',
    'score.prizes': '賞品',
  },
};
