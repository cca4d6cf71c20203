// A tiny sequential hidden-hand game for engine and storage tests: multi-step turns, secret hands, a peek.
//
// Rules (ours, made up for tests): a deck of cards 1..20 is shuffled from the seed and each seat is dealt
// `handSize` cards. On your turn you select a card (you may change or clear the selection), may once peek
// at the top of the deck (only you see it; this cannot be taken back), then play the selected card face up.
// When every hand is empty the game ends; the highest sum of played cards wins.

import { assertNever } from '../../../src/engine/assert';
import type { Game, LogEvent, RuleError, Seat, SeatScore, Status } from '../../../src/engine/game';
import { type Rng, seedRng, shuffle } from '../../../src/engine/random';
import type { TextBundle } from '../../../src/engine/text';
import { rankByTotal, replaceAt } from './ranking';

export interface HandOptions {
  readonly handSize: number;
}

export interface HandState {
  readonly seats: number;
  readonly rng: Rng;
  readonly deck: readonly number[];
  readonly hands: readonly (readonly number[])[];
  readonly played: readonly (readonly number[])[];
  readonly turn: Seat;
  readonly selected: number | null;
  /** The card the seat to move saw on top of the deck this turn, if it peeked. */
  readonly peeked: number | null;
  readonly over: boolean;
}

export type HandMove =
  | { readonly kind: 'select'; readonly card: number }
  | { readonly kind: 'clear' }
  | { readonly kind: 'peek' }
  | { readonly kind: 'play' };

export interface HandView {
  readonly me: Seat | 'table';
  /** Only the viewer's own hand; null for the table. */
  readonly hand: readonly number[] | null;
  readonly handSizes: readonly number[];
  readonly played: readonly (readonly number[])[];
  readonly turn: Seat;
  readonly selected: number | null;
  readonly peeked: number | null;
  readonly deckSize: number;
  readonly over: boolean;
}

export const HAND_SIZES = [1, 2, 3, 4] as const;
const DECK = Array.from({ length: 20 }, (_, i) => i + 1);

function setup(seats: number, options: HandOptions, seed: string): HandState {
  const [deck, rng] = shuffle(seedRng(seed), DECK);
  const hands = Array.from({ length: seats }, (_, s) => deck.slice(s * options.handSize, (s + 1) * options.handSize));
  return {
    seats,
    rng,
    deck: deck.slice(seats * options.handSize),
    hands,
    played: hands.map(() => []),
    turn: 0,
    selected: null,
    peeked: null,
    over: false,
  };
}

function scores(s: HandState): SeatScore[] {
  return s.played.map((cards, seat) => {
    const total = cards.reduce((a, b) => a + b, 0);
    return { seat, total, categories: [{ code: 'score.cards', value: total }] };
  });
}

function status(s: HandState): Status {
  if (s.over) return { kind: 'over', scores: scores(s), ranking: rankByTotal(scores(s)), lowerIsBetter: false };
  const prompt = s.selected === null ? { code: 'prompt.select' } : { code: 'prompt.play' };
  return { kind: 'turn', active: [s.turn], prompt };
}

function legalMoves(s: HandState, seat: Seat): HandMove[] {
  if (s.over || seat !== s.turn) return [];
  const hand = s.hands[seat] ?? [];
  const moves: HandMove[] = hand.filter((c) => c !== s.selected).map((card) => ({ kind: 'select', card }));
  if (s.selected !== null) moves.push({ kind: 'clear' }, { kind: 'play' });
  if (s.peeked === null && s.deck.length > 0) moves.push({ kind: 'peek' });
  return moves;
}

function validate(s: HandState, seat: Seat, m: HandMove): RuleError | null {
  switch (m.kind) {
    case 'select':
      if (!(s.hands[seat] ?? []).includes(m.card)) return { code: 'error.not-in-hand', params: { card: m.card } };
      return m.card === s.selected ? { code: 'error.already-selected' } : null;
    case 'clear':
    case 'play':
      return s.selected === null ? { code: 'error.nothing-selected' } : null;
    case 'peek':
      if (s.peeked !== null) return { code: 'error.peeked-already' };
      return s.deck.length === 0 ? { code: 'error.deck-empty' } : null;
    default:
      return assertNever(m, 'hidden-hand move');
  }
}

function playSelected(s: HandState, seat: Seat, card: number): HandState {
  const hands = replaceAt(
    s.hands,
    seat,
    (s.hands[seat] ?? []).filter((c) => c !== card),
  );
  const played = replaceAt(s.played, seat, [...(s.played[seat] ?? []), card]);
  const over = hands.every((h) => h.length === 0);
  let turn = seat;
  if (!over) {
    do turn = (turn + 1) % s.seats;
    while ((hands[turn] ?? []).length === 0);
  }
  return { ...s, hands, played, turn, over, selected: null, peeked: null };
}

function apply(s: HandState, seat: Seat, m: HandMove): HandState {
  switch (m.kind) {
    case 'select':
      return { ...s, selected: m.card };
    case 'clear':
      return { ...s, selected: null };
    case 'peek':
      return { ...s, peeked: s.deck[0] ?? null };
    case 'play':
      return s.selected === null ? s : playSelected(s, seat, s.selected);
    default:
      return assertNever(m, 'hidden-hand move');
  }
}

function view(s: HandState, seat: Seat | 'table'): HandView {
  const mine = seat !== 'table' && seat === s.turn;
  return {
    me: seat,
    hand: seat === 'table' ? null : (s.hands[seat] ?? []),
    handSizes: s.hands.map((h) => h.length),
    played: s.played,
    turn: s.turn,
    selected: mine ? s.selected : null,
    peeked: mine ? s.peeked : null,
    deckSize: s.deck.length,
    over: s.over,
  };
}

function describe(before: HandState, seat: Seat, m: HandMove, after: HandState): LogEvent[] {
  switch (m.kind) {
    case 'select':
      return [{ code: 'log.select', params: { seat: { seat }, card: m.card }, visibleTo: [seat] }];
    case 'clear':
      return [{ code: 'log.clear', params: { seat: { seat } }, visibleTo: [seat] }];
    case 'peek':
      return [
        { code: 'log.peek', params: { seat: { seat } } },
        { code: 'log.peek-card', params: { card: after.peeked ?? 0 }, visibleTo: [seat] },
      ];
    case 'play':
      return [{ code: 'log.play', params: { seat: { seat }, card: before.selected ?? 0 } }];
    default:
      return assertNever(m, 'hidden-hand move');
  }
}

function parseOptions(raw: unknown, seats: number): HandOptions | null {
  if (typeof raw !== 'object' || raw === null || seats < 2 || seats > 4) return null;
  const handSize: unknown = (raw as { handSize?: unknown }).handSize;
  return HAND_SIZES.some((h) => h === handSize) ? { handSize: handSize as number } : null;
}

export const hiddenHand: Game<HandState, HandMove, HandOptions, HandView> = {
  id: 'test-hidden-hand',
  version: 1,
  players: { min: 2, max: 4 },
  hasHiddenInfo: true,
  defaultOptions: () => ({ handSize: 2 }),
  parseOptions,
  setup,
  status,
  legalMoves,
  validate,
  apply,
  view,
  describe,
  // Peeking shows a card: once seen it cannot be unseen, so it closes the undo window.
  isCommit: (_before, m) => m.kind === 'peek',
};

export const hiddenHandText: TextBundle = {
  en: {
    'prompt.select': 'Choose a card',
    'prompt.play': 'Play your card',
    'log.select': '{seat} picks {card}',
    'log.clear': '{seat} puts the card back',
    'log.peek': '{seat} peeks at the deck',
    'log.peek-card': 'The top card is {card}',
    'log.play': '{seat} plays {card}',
    'term.card': 'card',
    'error.not-in-hand': '{card} is not in your hand',
    'error.already-selected': 'That card is already chosen',
    'error.nothing-selected': 'Choose a card first',
    'error.peeked-already': 'You have already peeked this turn',
    'error.deck-empty': 'The deck is empty',
    'score.cards': 'Cards played',
  },
  ja: {
    'prompt.select': 'カードを選んでください',
    'prompt.play': 'カードを出してください',
    'log.select': '{seat}が{card}を選んだ',
    'log.clear': '{seat}が選択をやめた',
    'log.peek': '{seat}が山札をのぞいた',
    'log.peek-card': '山札の一番上は{card}',
    'log.play': '{seat}が{card}を出した',
    'term.card': 'カード',
    'error.not-in-hand': '{card}は手札にありません',
    'error.already-selected': 'そのカードはもう選んでいます',
    'error.nothing-selected': '先にカードを選んでください',
    'error.peeked-already': 'この手番ではもう山札をのぞきました',
    'error.deck-empty': '山札がありません',
    'score.cards': '出したカード',
  },
};
