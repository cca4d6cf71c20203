// Shared checks of a game's words: same keys in ja and en, every emitted code translated, same placeholders.
import { expect, test } from 'vitest';
import type { TextBundle } from '../../src/engine/text';

const holes = (s: string | undefined) => [...new Set([...(s ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** Registers the tests for one game's dictionary and the codes its rules can emit. */
export function describeTextBundle(text: TextBundle, codes: readonly string[]): void {
  test('ja and en have exactly the same keys', () => {
    expect(Object.keys(text.ja).sort()).toEqual(Object.keys(text.en).sort());
  });

  test.each([...codes])('%s exists in ja and en, and is not empty', (code) => {
    expect(text.ja[code]?.length).toBeGreaterThan(0);
    expect(text.en[code]?.length).toBeGreaterThan(0);
  });

  test.each(Object.keys(text.en))('%s uses the same placeholders in both languages', (code) => {
    expect(holes(text.ja[code])).toEqual(holes(text.en[code]));
  });
}
