// Take back my move: the engine refuses when the move used randomness or showed someone something new.

import { describe, expect, test } from 'vitest';
import type { Game, Seat } from '../../src/engine/game';
import { nextUint32, type Rng, seedRng } from '../../src/engine/random';
import { atoms, canTakeBack, takeBackRefusal, usedRandomness } from '../../src/engine/take-back';

interface S {
  readonly rng: Rng;
  readonly hands: readonly (readonly string[])[];
  readonly deck: readonly string[];
  readonly table: readonly string[];
  readonly scores: readonly number[];
  readonly turn: Seat;
  readonly over: boolean;
}
type M =
  | { kind: 'play'; card: string }
  | { kind: 'draw' }
  | { kind: 'flip' }
  | { kind: 'roll' }
  | { kind: 'give'; card: string }
  | { kind: 'steal' }
  | { kind: 'finish' };

const other = (s: Seat) => (s + 1) % 2;

const game: Game<S, M, null, unknown> = {
  id: 'planted',
  version: 1,
  players: { min: 2, max: 2 },
  hasHiddenInfo: true,
  defaultOptions: () => null,
  parseOptions: () => null,
  setup: (_n, _o, seed) => ({
    rng: seedRng(seed),
    hands: [
      ['red-1', 'red-2'],
      ['blue-1', 'blue-2'],
    ],
    deck: ['green-1', 'green-2'],
    table: [],
    scores: [0, 0],
    turn: 0,
    over: false,
  }),
  status: (s) =>
    s.over
      ? { kind: 'over', scores: [], ranking: [[0, 1]], lowerIsBetter: false }
      : { kind: 'turn', active: [s.turn], prompt: { code: 'p' } },
  legalMoves: () => [],
  validate: () => null,
  apply(s, seat, m) {
    const hands = s.hands.map((h) => h.slice());
    const mine = hands[seat] ?? [];
    const next = { ...s, turn: other(seat), hands };
    switch (m.kind) {
      case 'play':
        hands[seat] = mine.filter((c) => c !== m.card);
        return { ...next, table: [...s.table, m.card], scores: s.scores.map((x, i) => (i === seat ? x + 7 : x)) };
      case 'draw':
        hands[seat] = [...mine, s.deck[0] ?? ''];
        return { ...next, deck: s.deck.slice(1) };
      case 'flip':
        return { ...next, deck: s.deck.slice(1), table: [...s.table, s.deck[0] ?? ''] };
      case 'roll':
        return { ...next, rng: nextUint32(s.rng)[1] };
      case 'give':
        hands[seat] = mine.filter((c) => c !== m.card);
        hands[other(seat)] = [...(hands[other(seat)] ?? []), m.card];
        return next;
      case 'steal': {
        const theirs = hands[other(seat)] ?? [];
        hands[seat] = [...mine, theirs[0] ?? ''];
        hands[other(seat)] = theirs.slice(1);
        return next;
      }
      case 'finish':
        return { ...next, over: true };
    }
  },
  // Each seat sees its own hand, the other hand as a count, the deck as a count; never the rng.
  view: (s, seat) => ({
    hand: seat === 'table' ? [] : s.hands[seat],
    handCounts: s.hands.map((h) => h.length),
    deckCount: s.deck.length,
    table: s.table,
    scores: s.scores,
    turn: s.turn,
  }),
  describe: () => [],
};

function step(m: M) {
  const before = game.setup(2, null, 'seed');
  return { before, seat: 0, move: m, after: game.apply(before, 0, m) };
}

describe('take back: the engine decides', () => {
  test('a plain card play (hand to table, scores change) may be taken back', () => {
    expect(takeBackRefusal(game, 2, step({ kind: 'play', card: 'red-1' }))).toBeNull();
  });

  test('giving a card the mover held to another seat reveals nothing new', () => {
    expect(canTakeBack(game, 2, step({ kind: 'give', card: 'red-2' }))).toBe(true);
  });

  test('a move that drew from the rng (a roll, a shuffle) is final', () => {
    expect(takeBackRefusal(game, 2, step({ kind: 'roll' }))).toBe('randomness');
  });

  test('drawing a card from the deck shows the mover a card: final', () => {
    expect(takeBackRefusal(game, 2, step({ kind: 'draw' }))).toBe('revealed');
  });

  test('drawing a second copy of a card the mover already holds still shows something new: final', () => {
    const before = { ...game.setup(2, null, 'seed'), deck: ['red-1', 'green-2'] };
    const after = game.apply(before, 0, { kind: 'draw' });
    expect(takeBackRefusal(game, 2, { before, seat: 0, move: { kind: 'draw' }, after })).toBe('revealed');
  });

  test('a string already shown inside a card (a tile colour moving from a workshop to a wall) is not new', () => {
    interface W {
      readonly workshop: readonly { readonly color: string; readonly count: number }[];
      readonly wall: readonly string[];
      readonly turn: Seat;
    }
    const open: Game<W, 'take', null, W> = {
      ...(game as unknown as Game<W, 'take', null, W>),
      hasHiddenInfo: false,
      status: (s) => ({ kind: 'turn', active: [s.turn], prompt: { code: 'p' } }),
      apply: (s) => ({ workshop: [], wall: [...s.wall, ...s.workshop.map((t) => t.color)], turn: other(s.turn) }),
      view: (s) => s,
    };
    const before: W = { workshop: [{ color: 'blue', count: 1 }], wall: [], turn: 0 };
    const after = open.apply(before, 0, 'take');
    expect(takeBackRefusal(open, 2, { before, seat: 0, move: 'take', after })).toBeNull();
  });

  test('turning a deck card face up shows everyone a card: final', () => {
    expect(takeBackRefusal(game, 2, step({ kind: 'flip' }))).toBe('revealed');
  });

  test("taking a card from another seat's hidden hand shows it to the mover: final", () => {
    expect(takeBackRefusal(game, 2, step({ kind: 'steal' }))).toBe('revealed');
  });

  test('the last move of the game is final (the results are shown)', () => {
    expect(takeBackRefusal(game, 2, step({ kind: 'finish' }))).toBe('game-over');
  });

  test("a game's own revealsInformation hook replaces the view comparison, but never the rng check", () => {
    const declared: typeof game = { ...game, revealsInformation: (_b, _s, m) => m.kind === 'play' };
    expect(takeBackRefusal(declared, 2, step({ kind: 'play', card: 'red-1' }))).toBe('revealed');
    expect(takeBackRefusal(declared, 2, step({ kind: 'draw' }))).toBeNull();
    expect(takeBackRefusal(declared, 2, step({ kind: 'roll' }))).toBe('randomness');
  });

  test('a hook that answers undefined leaves that move to the view comparison', () => {
    const partial: typeof game = {
      ...game,
      revealsInformation: (_b, _s, m) => (m.kind === 'draw' ? false : undefined),
    };
    expect(takeBackRefusal(partial, 2, step({ kind: 'draw' }))).toBeNull();
    expect(takeBackRefusal(partial, 2, step({ kind: 'flip' }))).toBe('revealed');
    expect(takeBackRefusal(partial, 2, step({ kind: 'play', card: 'red-1' }))).toBeNull();
  });

  test('rng values are found under any key naming an rng, nested too', () => {
    expect(usedRandomness({ a: { bagRng: [1, 2, 3, 4] } }, { a: { bagRng: [1, 2, 3, 5] } })).toBe(true);
    expect(usedRandomness({ a: { rng: [1, 2, 3, 4] }, n: 1 }, { a: { rng: [1, 2, 3, 4] }, n: 2 })).toBe(false);
  });

  test('atoms: strings and card-like objects count, all-number objects and numbers do not', () => {
    const a = atoms({ hand: [{ suit: 'red', rank: 7 }, 'x'], counts: { red: 1, blue: 2 }, n: 3 });
    expect([...a.keys()].sort()).toEqual(['o:{"rank":7,"suit":"red"}', 's:x']);
  });
});
