// View redaction and private log lines, checked on the hidden-hand test game along whole playouts.

import { describe, expect, test } from 'vitest';
import { start } from '../../src/engine/session';
import { hiddenHand, matchOf, randomPlayout } from '../support/test-games';

const match = matchOf(hiddenHand, 3, 'hidden');

describe('view (test game rules: hands are secret, a peek is seen only by the peeker)', () => {
  test('each seat sees its own hand and only the sizes of the others', () => {
    const s = start(hiddenHand, match);
    for (const seat of [0, 1, 2]) {
      const v = hiddenHand.view(s, seat);
      expect(v.hand).toEqual(s.hands[seat]);
      expect(v.handSizes).toEqual([2, 2, 2]);
    }
    expect(hiddenHand.view(s, 'table').hand).toBeNull();
  });

  test('no view ever contains a card of another hand or of the deck, except the peeker seeing the top card', () => {
    const { states } = randomPlayout(hiddenHand, match, { seed: 'leak' });
    for (const s of states) {
      const played = new Set(s.played.flat());
      for (const viewer of [0, 1, 2, 'table'] as const) {
        const v = hiddenHand.view(s, viewer);
        const visible = new Set([...(v.hand ?? []), ...v.played.flat(), ...(v.peeked === null ? [] : [v.peeked])]);
        const secrets = [
          ...s.hands.flatMap((h, seat) => (seat === viewer ? [] : h)),
          ...s.deck.filter((c) => !(viewer === s.turn && c === s.peeked)),
        ].filter((c) => !played.has(c));
        for (const c of secrets) expect(visible.has(c)).toBe(false);
        if (viewer !== s.turn) expect([v.selected, v.peeked]).toEqual([null, null]);
      }
    }
  });
});

describe('describe', () => {
  test('selecting a card is logged only for the selecting seat; playing it is public', () => {
    const s0 = start(hiddenHand, match);
    const card = s0.hands[0]?.[0] ?? 0;
    const s1 = hiddenHand.apply(s0, 0, { kind: 'select', card });
    expect(hiddenHand.describe(s0, 0, { kind: 'select', card }, s1)).toEqual([
      { code: 'log.select', params: { seat: { seat: 0 }, card }, visibleTo: [0] },
    ]);
    const s2 = hiddenHand.apply(s1, 0, { kind: 'play' });
    expect(hiddenHand.describe(s1, 0, { kind: 'play' }, s2)).toEqual([
      { code: 'log.play', params: { seat: { seat: 0 }, card } },
    ]);
  });

  test('a peek is announced publicly, but the card seen is private', () => {
    const s0 = start(hiddenHand, match);
    const s1 = hiddenHand.apply(s0, 0, { kind: 'peek' });
    const [announce, secret] = hiddenHand.describe(s0, 0, { kind: 'peek' }, s1);
    expect(announce?.visibleTo).toBeUndefined();
    expect(secret).toEqual({ code: 'log.peek-card', params: { card: s0.deck[0] }, visibleTo: [0] });
  });
});

describe('options', () => {
  test.each([
    [{ handSize: 3 }, 3, { handSize: 3 }],
    [{ handSize: 0 }, 3, null],
    [{ handSize: '2' }, 3, null],
    [null, 3, null],
    [{ handSize: 2 }, 5, null],
  ])('parseOptions(%j, %i) is %j', (raw, seats, expected) => {
    expect(hiddenHand.parseOptions(raw, seats)).toEqual(expected);
  });
});
