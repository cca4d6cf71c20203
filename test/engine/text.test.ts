// Message formatting: placeholders, seat names, terms, and codes without a translation.

import { describe, expect, test } from 'vitest';
import type { Message } from '../../src/engine/game';
import { type FormatContext, formatMessage, LANGS, type TextBundle } from '../../src/engine/text';
import { hiddenHandText, sealedBidText } from '../support/test-games';

const app: TextBundle = {
  en: { 'log.play': 'APP {seat}', 'term.card': 'app card', greet: 'Hello {who}, {n} left' },
  ja: { 'log.play': 'アプリ {seat}', 'term.card': 'アプリのカード', greet: 'こんにちは{who}、残り{n}' },
};
const names = ['Aiko', 'Ben', 'Chie'];
const ctx = (lang: 'ja' | 'en', dictionaries: readonly TextBundle[] = [hiddenHandText, app]): FormatContext => ({
  lang,
  dictionaries,
  seatName: (seat) => names[seat] ?? `#${seat}`,
});

describe('formatMessage', () => {
  test.each<[string, 'ja' | 'en', Message, string]>([
    [
      'a seat param shows the player name',
      'en',
      { code: 'log.play', params: { seat: { seat: 1 }, card: 7 } },
      'Ben plays 7',
    ],
    ['the same in Japanese', 'ja', { code: 'log.play', params: { seat: { seat: 2 }, card: 7 } }, 'Chieが7を出した'],
    ['string and number params', 'en', { code: 'greet', params: { who: 'you', n: 3 } }, 'Hello you, 3 left'],
    [
      'a term is looked up in the dictionaries',
      'en',
      { code: 'greet', params: { who: { term: 'term.card' }, n: 0 } },
      'Hello card, 0 left',
    ],
    [
      'an unknown term shows its code',
      'en',
      { code: 'greet', params: { who: { term: 'term.nope' }, n: 1 } },
      'Hello term.nope, 1 left',
    ],
    [
      'a missing param leaves its placeholder visible',
      'en',
      { code: 'greet', params: { n: 2 } },
      'Hello {who}, 2 left',
    ],
    ['an unknown code shows itself', 'en', { code: 'no.such.key' }, 'no.such.key'],
    ['no params at all', 'en', { code: 'prompt.select' }, 'Choose a card'],
  ])('%s', (_name, lang, msg, expected) => {
    expect(formatMessage(msg, ctx(lang))).toBe(expected);
  });

  test('the first dictionary with the key wins (the game before the app)', () => {
    expect(formatMessage({ code: 'log.play', params: { seat: { seat: 0 }, card: 1 } }, ctx('en', [app]))).toBe(
      'APP Aiko',
    );
    expect(formatMessage({ code: 'log.play', params: { seat: { seat: 0 }, card: 1 } }, ctx('en'))).toBe('Aiko plays 1');
  });

  test('a placeholder in a param value is not expanded again', () => {
    expect(formatMessage({ code: 'greet', params: { who: '{n}', n: 5 } }, ctx('en'))).toBe('Hello {n}, 5 left');
  });
});

describe('test game dictionaries', () => {
  test.each([
    ['hidden-hand', hiddenHandText],
    ['sealed-bid', sealedBidText],
  ])('%s has the same keys in every language', (_name, bundle) => {
    const keys = LANGS.map((lang) => Object.keys(bundle[lang]).sort());
    for (const k of keys) expect(k).toEqual(keys[0]);
  });
});
