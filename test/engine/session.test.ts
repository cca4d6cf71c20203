// Playing through the engine: determinism, exact replay, untrusted replay, turn errors and purity.

import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/engine/json';
import { isLegalMove, play, replay, start, turnError } from '../../src/engine/session';
import { deepFreeze } from '../support/deep-freeze';
import { hiddenHand, matchOf, randomPlayout, sealedBid } from '../support/test-games';
import type { HandMove } from '../support/test-games/hidden-hand';

const handMatch = matchOf(hiddenHand, 3, 'session-seed');
const bidMatch = matchOf(sealedBid, 3, 'session-seed');

describe('determinism', () => {
  test('the same seed gives the same setup, byte for byte', () => {
    expect(canonicalJson(start(hiddenHand, handMatch))).toBe(canonicalJson(start(hiddenHand, handMatch)));
    expect(canonicalJson(start(sealedBid, bidMatch))).toBe(canonicalJson(start(sealedBid, bidMatch)));
  });

  test('a different seed deals different hands', () => {
    const other = start(hiddenHand, { ...handMatch, seed: 'other-seed' });
    expect(other.hands).not.toEqual(start(hiddenHand, handMatch).hands);
  });

  test.each([
    ['hidden-hand', 1],
    ['hidden-hand', 2],
    ['sealed-bid', 1],
    ['sealed-bid', 2],
  ])('%s: the same seed and moves give identical state JSON at every step (playout %i)', (name, n) => {
    const game = name === 'hidden-hand' ? hiddenHand : sealedBid;
    const match = name === 'hidden-hand' ? handMatch : bidMatch;
    const a = randomPlayout(game as typeof hiddenHand, match as typeof handMatch, { seed: `p${n}` });
    const b = randomPlayout(game as typeof hiddenHand, match as typeof handMatch, { seed: `p${n}` });
    expect(a.states.map(canonicalJson)).toEqual(b.states.map(canonicalJson));
    const last = a.states.at(-1);
    expect(last && (game as typeof hiddenHand).status(last).kind).toBe('over');
  });
});

describe('replay', () => {
  test('reproduces every intermediate state of a playout exactly', () => {
    const { moves, states } = randomPlayout(sealedBid, bidMatch, { seed: 'replay' });
    for (const k of [0, 1, Math.floor(moves.length / 2), moves.length]) {
      const result = replay(sealedBid, bidMatch, moves.slice(0, k));
      expect(result.ok && canonicalJson(result.value.state)).toBe(canonicalJson(states[k]));
    }
  });

  test('untrusted replay accepts a log of legal moves and reports commit flags', () => {
    const { moves, states } = randomPlayout(hiddenHand, handMatch, { seed: 'trusted' });
    const result = replay(hiddenHand, handMatch, moves, true);
    if (!result.ok) throw new Error(`replay failed at ${result.error.index}`);
    expect(canonicalJson(result.value.state)).toBe(canonicalJson(states.at(-1)));
    expect(result.value.records.map((r) => r.commit)).toContain(true);
    expect(result.value.records.filter((r) => r.move.kind === 'play').every((r) => r.commit)).toBe(true);
  });

  const base: { seat: number; move: unknown }[] = [
    { seat: 0, move: { kind: 'peek' } },
    { seat: 0, move: { kind: 'peek' } },
  ];
  test.each([
    ['an illegal move (second peek)', base, 1, 'engine.illegal-move'],
    ['a move of a seat not to move', [{ seat: 1, move: { kind: 'peek' } }], 0, 'engine.not-your-turn'],
    ['a seat that does not exist', [{ seat: 7, move: { kind: 'peek' } }], 0, 'engine.not-your-turn'],
    ['an unknown move kind', [{ seat: 0, move: { kind: 'steal' } }], 0, 'engine.illegal-move'],
    ['a move that is not an object', [{ seat: 0, move: 'peek' }], 0, 'engine.illegal-move'],
    ['null', [{ seat: 0, move: null }], 0, 'engine.illegal-move'],
    ['an extra field', [{ seat: 0, move: { kind: 'peek', x: 1 } }], 0, 'engine.illegal-move'],
    ['a card not in hand', [{ seat: 0, move: { kind: 'select', card: 99 } }], 0, 'engine.illegal-move'],
  ])('untrusted replay rejects %s with the failing index', (_name, moves, index, code) => {
    const result = replay(hiddenHand, handMatch, moves, true);
    expect(result).toEqual({ ok: false, error: { index, error: { code } } });
  });

  test('untrusted replay rejects any move after the game is over as engine.game-over', () => {
    const { moves } = randomPlayout(hiddenHand, handMatch, { seed: 'over' });
    const result = replay(hiddenHand, handMatch, [...moves, { seat: 0, move: { kind: 'peek' } }], true);
    expect(result).toEqual({ ok: false, error: { index: moves.length, error: { code: 'engine.game-over' } } });
  });

  test('trusted replay still refuses moves the rules refuse, with the rule error', () => {
    const moves = [{ seat: 0, move: { kind: 'play' } satisfies HandMove }];
    expect(replay(hiddenHand, handMatch, moves)).toEqual({
      ok: false,
      error: { index: 0, error: { code: 'error.nothing-selected' } },
    });
  });
});

describe('play', () => {
  const s0 = deepFreeze(start(hiddenHand, handMatch));
  const card = s0.hands[0]?.[0] ?? 0;

  test('refuses a seat that is not active with engine.not-your-turn', () => {
    expect(play(hiddenHand, s0, 1, { kind: 'select', card })).toEqual({
      ok: false,
      error: { code: 'engine.not-your-turn' },
    });
  });

  test('refuses every seat after the game is over with engine.game-over', () => {
    const { states } = randomPlayout(hiddenHand, handMatch, { seed: 'done' });
    const last = deepFreeze(states.at(-1) ?? s0);
    for (const seat of [0, 1, 2]) {
      expect(turnError(hiddenHand, last, seat)).toEqual({ code: 'engine.game-over' });
      expect(play(hiddenHand, last, seat, { kind: 'peek' })).toEqual({
        ok: false,
        error: { code: 'engine.game-over' },
      });
    }
  });

  test('passes rule errors through as values', () => {
    expect(play(hiddenHand, s0, 0, { kind: 'select', card: 99 })).toEqual({
      ok: false,
      error: { code: 'error.not-in-hand', params: { card: 99 } },
    });
  });

  test('isLegalMove compares shapes exactly', () => {
    expect(isLegalMove(hiddenHand, s0, 0, { kind: 'select', card })).toBe(true);
    expect(isLegalMove(hiddenHand, s0, 0, { card, kind: 'select' })).toBe(true);
    expect(isLegalMove(hiddenHand, s0, 0, { kind: 'select', card: String(card) })).toBe(false);
    expect(isLegalMove(hiddenHand, s0, 1, { kind: 'select', card })).toBe(false);
  });
});

describe('apply never mutates its input', () => {
  test.each(['hidden-hand', 'sealed-bid'])('%s: every legal move of a frozen state, along a playout', (name) => {
    const game = (name === 'hidden-hand' ? hiddenHand : sealedBid) as typeof hiddenHand;
    const match = (name === 'hidden-hand' ? handMatch : bidMatch) as typeof handMatch;
    const { states } = randomPlayout(game, match, { seed: `frozen-${name}` });
    for (const state of states) {
      const before = canonicalJson(state);
      const frozen = deepFreeze(state);
      const st = game.status(frozen);
      const seats = st.kind === 'turn' ? st.active : [];
      for (const seat of seats) {
        for (const m of game.legalMoves(frozen, seat)) {
          const after = game.apply(frozen, seat, m);
          game.describe(frozen, seat, m, after);
          game.view(after, seat);
        }
      }
      expect(canonicalJson(frozen)).toBe(before);
    }
  });
});
