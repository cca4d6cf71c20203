// Every code the Living Forest Duel rules can emit has words in both Japanese and English.
import { expect, test } from 'vitest';
import {
  ERROR_CODES,
  LOG_CODES,
  PROMPT_CODES,
  SCORE_CODES,
  TERM_CODES,
} from '../../../src/games/living-forest-duel/rules/codes';
import { text } from '../../../src/games/living-forest-duel/text';

const ALL = [...PROMPT_CODES, ...ERROR_CODES, ...LOG_CODES, ...SCORE_CODES, ...TERM_CODES];

test('ja and en have exactly the same keys', () => {
  expect(Object.keys(text.ja).sort()).toEqual(Object.keys(text.en).sort());
});

test.each(ALL)('%s exists in ja and en, and is not empty', (code) => {
  expect(text.ja[code]?.length).toBeGreaterThan(0);
  expect(text.en[code]?.length).toBeGreaterThan(0);
});

test.each(Object.keys(text.en))('%s uses the same placeholders in both languages', (code) => {
  const holes = (s: string | undefined) => [...new Set([...(s ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
  expect(holes(text.ja[code])).toEqual(holes(text.en[code]));
});
