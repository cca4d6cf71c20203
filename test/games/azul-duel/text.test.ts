// Every code the Azul Duel rules can emit has words in both Japanese and English, with the same placeholders.
import { expect, test } from 'vitest';
import {
  ERROR_CODES,
  LOG_CODES,
  PROMPT_CODES,
  SCORE_CODES,
  TERM_CODES,
  TIEBREAK_CODES,
} from '../../../src/games/azul-duel/rules/codes';
import { text } from '../../../src/games/azul-duel/text';

const ALL = [...PROMPT_CODES, ...ERROR_CODES, ...LOG_CODES, ...SCORE_CODES, ...TERM_CODES, ...TIEBREAK_CODES];

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
