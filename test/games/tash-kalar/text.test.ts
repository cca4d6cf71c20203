// Every word of Tash-Kalar exists in both languages with the same placeholders; every card and task has a name.
import { expect, test } from 'vitest';
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
