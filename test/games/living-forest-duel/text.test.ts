// Every code the Living Forest Duel rules can emit has words in both Japanese and English, with the same placeholders.
import { expect, test } from 'vitest';
import type { Message, ParamValue } from '../../../src/engine/game';
import { formatMessage } from '../../../src/engine/text';
import {
  ERROR_CODES,
  LOG_CODES,
  PROMPT_CODES,
  SCORE_CODES,
  TERM_CODES,
} from '../../../src/games/living-forest-duel/rules/codes';
import { text } from '../../../src/games/living-forest-duel/text';
import { describeTextBundle } from '../../support/text-bundle';

describeTextBundle(text, [...PROMPT_CODES, ...ERROR_CODES, ...LOG_CODES, ...SCORE_CODES, ...TERM_CODES]);

// English counts use the plural words of src/engine/text.ts: “1 card”, “2 cards”, never “card(s)” or “1 pts”.
const render = (code: string, params: Readonly<Record<string, ParamValue>>) =>
  formatMessage({ code, params } as Message, { lang: 'en', dictionaries: [text], seatName: () => 'Aki' });
// Whole words only: “1 pts” must not pass for “1 pt”.
const words = (s: string) => ` ${s.replace(/[^\w]+/g, ' ').trim()} `;
const PLURALS: readonly [string, (n: number) => Readonly<Record<string, ParamValue>>, string, string][] = [
  ['log.lost-token', (N) => ({ seat: { seat: 0 }, count: N }), 'loses 1 action token to', 'loses 2 action tokens to'],
  [
    'log.refill',
    (N) => ({ seat: { seat: 0 }, count: N }),
    '1 card from the pile of Aki refills',
    '2 cards from the pile of Aki refill',
  ],
  ['log.advance', (N) => ({ seat: { seat: 0 }, steps: N }), 'Onibi 1 step', 'Onibi 2 steps'],
  ['log.gain-sanki', (N) => ({ seat: { seat: 0 }, count: N }), 'gains 1 Sanki card', 'gains 2 Sanki cards'],
  ['log.varans', (N) => ({ seat: { seat: 0 }, count: N }), '1 Fire Varan of Aki goes', '2 Fire Varans of Aki go'],
  ['ui.steps', (N) => ({ count: N }), '1 step', '2 steps'],
];
test.each(PLURALS)('%s says the singular with 1 and the plural with 2', (code, params, one, two) => {
  expect(words(render(code, params(1)))).toContain(words(one));
  expect(words(render(code, params(2)))).toContain(words(two));
  expect(render(code, params(2))).not.toMatch(/[{}]/);
});
test('no English word is left as “(s)”', () => {
  expect(Object.entries(text.en).filter(([, s]) => s.includes('(s)'))).toEqual([]);
});
