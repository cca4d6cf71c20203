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

describe('plural words', () => {
  const counted: TextBundle = {
    en: { imported: 'Imported {n} {n|one:game|other:games}.', seals: '({n} {n|one:seal|other:seals})' },
    ja: { imported: '{n}件のゲームを読み込みました。', seals: '（封印{n}枚）' },
  };
  const say = (lang: 'ja' | 'en', code: string, n: number | string) =>
    formatMessage({ code, params: { n } }, ctx(lang, [counted]));

  test.each<['ja' | 'en', string, number | string, string]>([
    ['en', 'imported', 1, 'Imported 1 game.'],
    ['en', 'imported', 0, 'Imported 0 games.'],
    ['en', 'imported', 2, 'Imported 2 games.'],
    ['en', 'seals', 1, '(1 seal)'],
    ['en', 'seals', '3', '(3 seals)'],
    ['ja', 'imported', 1, '1件のゲームを読み込みました。'],
    ['ja', 'seals', 2, '（封印2枚）'],
  ])('%s %s with n=%s reads "%s"', (lang, code, n, expected) => {
    expect(say(lang, code, n)).toBe(expected);
  });

  test('a language without the category falls back to other; no number leaves the forms visible', () => {
    const text: TextBundle = { en: { x: '{n|other:many}' }, ja: { x: '{n|other:たくさん}' } };
    expect(formatMessage({ code: 'x', params: { n: 1 } }, ctx('ja', [text]))).toBe('たくさん');
    expect(formatMessage({ code: 'x' }, ctx('en', [text]))).toBe('{n|other:many}');
  });
});
