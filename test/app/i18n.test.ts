// The app's words: the same keys in ja and en, and every engine, storage and import code translated.

import { describe, expect, test } from 'vitest';
import { APP_TEXT } from '../../src/app/i18n/app-text';
import { formatMessage } from '../../src/engine/text';
import { IMPORT_ERROR_CODES } from '../../src/storage/backup';
import type { StoreErrorCode } from '../../src/storage/types';

const STORE_CODES: readonly StoreErrorCode[] = [
  'storage.full',
  'storage.unavailable',
  'storage.not-found',
  'storage.unknown-game',
  'storage.replay-failed',
  'storage.blocked',
  'storage.timeout',
  'storage.out-of-order',
  'storage.denied',
  'storage.newer',
];
const ENGINE_CODES = ['engine.not-your-turn', 'engine.game-over', 'engine.illegal-move'];

describe('app text', () => {
  test('ja and en have exactly the same keys', () => {
    expect(Object.keys(APP_TEXT.ja).sort()).toEqual(Object.keys(APP_TEXT.en).sort());
  });

  test.each([...ENGINE_CODES, ...STORE_CODES, ...IMPORT_ERROR_CODES])('%s is translated in both languages', (code) => {
    expect(APP_TEXT.en[code]).toBeTruthy();
    expect(APP_TEXT.ja[code]).toBeTruthy();
  });

  test('placeholders match between the languages', () => {
    // A plural word `{n|one:…|other:…}` names its param too; Japanese says the same with a plain `{n}`.
    const names = (s: string) => [...new Set([...s.matchAll(/\{(\w+)[}|]/g)].map((m) => m[1]))].sort();
    for (const [key, en] of Object.entries(APP_TEXT.en))
      expect([key, names(APP_TEXT.ja[key] ?? '')]).toEqual([key, names(en)]);
  });

  test('a name is joined to the Japanese after it with no space (「ちえです」, not 「ちえ です」)', () => {
    const ja = (code: string, params: Record<string, string>) =>
      formatMessage({ code, params }, { lang: 'ja', dictionaries: [APP_TEXT], seatName: () => '' });
    expect(ja('handoff.ready', { name: 'ちえ' })).toMatch(/^ちえです。/);
    expect(ja('table.you-are', { name: 'ちえ' })).toBe('ちえとしてプレイ中');
    const spaced = Object.entries(APP_TEXT.ja).filter(([, s]) =>
      /\} [\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u.test(s),
    );
    expect(spaced).toEqual([]);
  });
});
