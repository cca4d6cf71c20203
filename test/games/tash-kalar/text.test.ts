// Every word of Tash-Kalar exists in both languages with the same placeholders; every card and task has a name.
import { expect, test } from 'vitest';
import type { Message, ParamValue } from '../../../src/engine/game';
import { formatMessage } from '../../../src/engine/text';
import { BEING_DECKS, DECKS, FLARES, LEGENDS, TASKS } from '../../../src/games/tash-kalar/data';
import { text } from '../../../src/games/tash-kalar/text';
import type { Step } from '../../../src/games/tash-kalar/vocabulary';

test('ja and en have exactly the same keys', () => {
  expect(Object.keys(text.ja).sort()).toEqual(Object.keys(text.en).sort());
});

const names = [
  ...DECKS.flatMap((d) => BEING_DECKS[d].map((c) => `card.${c.id}`)),
  ...LEGENDS.map((c) => `card.${c.id}`),
  ...FLARES.map((f) => `card.${f.id}`),
  ...TASKS.map((t) => `task.${t.id}`),
];

test.each(names)('%s has a name in ja and en', (code) => {
  expect(text.ja[code]?.length).toBeGreaterThan(0);
  expect(text.en[code]?.length).toBeGreaterThan(0);
});

// Every "choose one" effect names its options (the table shows them as buttons).
const hasOneOf = (steps: readonly Step[]): boolean =>
  steps.some(
    (st) =>
      st.op === 'oneOf' ||
      (st.op === 'when' && hasOneOf([...st.do, ...(st.else ?? [])])) ||
      (st.op === 'may' && hasOneOf(st.do)),
  );
const choosers = [
  ...[...DECKS.flatMap((d) => BEING_DECKS[d]), ...LEGENDS].filter((c) => hasOneOf(c.effect)).map((c) => c.id),
  ...FLARES.filter((f) => hasOneOf([...f.top.effect, ...f.bottom.effect])).map((f) => f.id),
];
test('the cards with a choice of effects are found', () => {
  expect(choosers).toHaveLength(7);
});
test.each(choosers.flatMap((c) => [`choice.${c}.option0`, `choice.${c}.option1`]))('%s has words', (code) => {
  expect(text.ja[code]?.length).toBeGreaterThan(0);
  expect(text.en[code]?.length).toBeGreaterThan(0);
});

test.each(Object.keys(text.en))('%s uses the same placeholders in both languages', (code) => {
  const holes = (s: string | undefined) => [...new Set([...(s ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
  expect(holes(text.ja[code])).toEqual(holes(text.en[code]));
});

// English counts use the plural words of src/engine/text.ts: “1 card”, “2 cards”, never “card(s)” or “1 pts”.
const render = (code: string, params: Readonly<Record<string, ParamValue>>) =>
  formatMessage({ code, params } as Message, { lang: 'en', dictionaries: [text], seatName: () => 'Aki' });
// Whole words only: “1 pts” must not pass for “1 pt”.
const words = (s: string) => ` ${s.replace(/[^\w]+/g, ' ').trim()} `;
const PLURALS: readonly [string, (n: number) => Readonly<Record<string, ParamValue>>, string, string][] = [
  ['prompt.actions', (N) => ({ seat: { seat: 0 }, n: N }), '1 action left', '2 actions left'],
  [
    'log.destroyed',
    (N) => ({ seat: { seat: 0 }, n: N, c: 1, h: 0, l: 0 }),
    'destroyed 1 enemy piece (',
    'destroyed 2 enemy pieces (',
  ],
  ['log.gainAction', (N) => ({ seat: { seat: 0 }, n: N }), 'gained 1 action', 'gained 2 actions'],
  ['ui.score', (N) => ({ n: N }), '1 pt', '2 pts'],
  ['ui.pts', (N) => ({ n: N }), '1 pt', '2 pts'],
  ['ui.checkPattern', (N) => ({ n: N }), '(1 way fits)', '(2 ways fit)'],
  [
    'ui.handCounts',
    (N) => ({ b: N, l: N, f: N, d: 5 }),
    '1 being, 1 legend, 1 flare /',
    '2 beings, 2 legends, 2 flares /',
  ],
];
test.each(PLURALS)('%s says the singular with 1 and the plural with 2', (code, params, one, two) => {
  expect(words(render(code, params(1)))).toContain(words(one));
  expect(words(render(code, params(2)))).toContain(words(two));
  expect(render(code, params(2))).not.toMatch(/[{}]/);
});
test('no English word is left as “(s)”', () => {
  expect(Object.entries(text.en).filter(([, s]) => s.includes('(s)'))).toEqual([]);
});
test('Japanese says 召喚 (summon), never 召還 (recall)', () => {
  expect(Object.entries(text.ja).filter(([, s]) => s.includes('召還'))).toEqual([]);
});
