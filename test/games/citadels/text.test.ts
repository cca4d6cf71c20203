// Every code the Citadels rules can emit has words in both Japanese and English, with the same placeholders.
import { expect, test } from 'vitest';
import type { Message, ParamValue } from '../../../src/engine/game';
import { formatMessage } from '../../../src/engine/text';
import {
  ERROR_CODES,
  LOG_CODES,
  PROMPT_CODES,
  SCORE_CODES,
  TERM_CODES,
  TIEBREAK_CODES,
} from '../../../src/games/citadels/rules/codes';
import { text } from '../../../src/games/citadels/text';
import { describeTextBundle } from '../../support/text-bundle';

describeTextBundle(text, [
  ...PROMPT_CODES,
  ...ERROR_CODES,
  ...LOG_CODES,
  ...SCORE_CODES,
  ...TIEBREAK_CODES,
  ...TERM_CODES,
]);

// English counts use the plural words of src/engine/text.ts: “1 card”, “2 cards”, never “card(s)” or “1 pts”.
const render = (code: string, params: Readonly<Record<string, ParamValue>>) =>
  formatMessage({ code, params } as Message, { lang: 'en', dictionaries: [text], seatName: () => 'Aki' });
// Whole words only: “1 pts” must not pass for “1 pt”.
const words = (s: string) => ` ${s.replace(/[^\w]+/g, ' ').trim()} `;
const PLURALS: readonly [string, (n: number) => Readonly<Record<string, ParamValue>>, string, string][] = [
  ['log.draw', (N) => ({ seat: { seat: 0 }, count: N }), 'drew 1 card', 'drew 2 cards'],
  ['log.architect', (N) => ({ seat: { seat: 0 }, count: N }), 'drew 1 extra card', 'drew 2 extra cards'],
  ['log.redraw', (N) => ({ seat: { seat: 0 }, count: N }), 'redrew 1 card', 'redrew 2 cards'],
  ['log.smithy', (N) => ({ seat: { seat: 0 }, cost: 2, count: N }), 'drew 1 card', 'drew 2 cards'],
];
test.each(PLURALS)('%s says the singular with 1 and the plural with 2', (code, params, one, two) => {
  expect(words(render(code, params(1)))).toContain(words(one));
  expect(words(render(code, params(2)))).toContain(words(two));
  expect(render(code, params(2))).not.toMatch(/[{}]/);
});
test('no English word is left as “(s)”', () => {
  expect(Object.entries(text.en).filter(([, s]) => s.includes('(s)'))).toEqual([]);
});
