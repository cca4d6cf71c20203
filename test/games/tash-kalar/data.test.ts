// Components with their counts (reference "Board", "Pieces and cards per player", "High Form tasks").
import { expect, test } from 'vitest';
import {
  at,
  BEING_DECKS,
  CENTRE,
  DECKS,
  DUEL_START,
  FLARES,
  GREEN,
  LEGENDS,
  RED,
  SQUARES,
  SUPPLY,
  TASKS,
} from '../../../src/games/tash-kalar/data';
import { parsePattern } from '../../../src/games/tash-kalar/rules/patterns';

test('the board has 69 squares: a 9x9 grid with 3 cut off at each corner', () => {
  expect(SQUARES).toHaveLength(69);
  expect(SQUARES).not.toContain(at(1, 1));
  expect(SQUARES).not.toContain(at(2, 1));
  expect(SQUARES).toContain(at(3, 1));
  expect(SQUARES).toContain(at(1, 3));
});

test('4 red squares (one the centre), 5 green squares, 2 Deathmatch start squares, all on the board', () => {
  expect(RED).toHaveLength(4);
  expect(GREEN).toHaveLength(5);
  expect(RED).toContain(CENTRE);
  for (const s of [...RED, ...GREEN, ...DUEL_START]) expect(SQUARES).toContain(s);
});

test('each colour has 17 common/heroic and 3 legendary pieces', () => {
  expect(SUPPLY).toEqual({ ch: 17, L: 3 });
});

test.each(DECKS)('the %s deck has 18 beings: 5 common and 13 heroic, each with one summoning square', (deck) => {
  const cards = BEING_DECKS[deck];
  expect(cards).toHaveLength(18);
  expect(new Set(cards.map((c) => c.id)).size).toBe(18);
  expect(cards.filter((c) => c.rank === 'c')).toHaveLength(5);
  expect(cards.filter((c) => c.rank === 'h')).toHaveLength(13);
  for (const c of cards) expect(c.pattern.join(' ').match(/@|\[/g)).toHaveLength(1);
});

test('12 legends, each needing heroic pieces; 12 flares; every pattern parses to required pieces', () => {
  expect(LEGENDS).toHaveLength(12);
  expect(LEGENDS.every((c) => c.rank === 'L')).toBe(true);
  for (const c of LEGENDS) {
    const p = parsePattern(c);
    expect(p.onto === 'h' || p.cells.some((x) => x.need === 'h')).toBe(true);
  }
  for (const c of [...DECKS.flatMap((d) => BEING_DECKS[d]), ...LEGENDS])
    expect(parsePattern(c).cells.some((x) => x.need)).toBe(true);
  expect(FLARES).toHaveLength(12);
});

test('24 tasks: 16 simple and 8 advanced; destruction 5, colored 6, summoning 4, pattern 6, enemy 3', () => {
  expect(TASKS).toHaveLength(24);
  expect(TASKS.filter((t) => t.advanced)).toHaveLength(8);
  const byType = (k: string) => TASKS.filter((t) => t.type === k).length;
  expect([byType('destruction'), byType('colored'), byType('summoning'), byType('pattern'), byType('enemy')]).toEqual([
    5, 6, 4, 6, 3,
  ]);
});
