// Japanese labels break between phrases only (issue 28): the hand-off button, a library tile's name.

import { render } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { loadPhraseBreaks, Phrases } from '../../src/ui/Phrases';

/** The text between the <wbr> marks of a rendered label. */
function pieces(text: string): string[] {
  const { container } = render(<Phrases text={text} />);
  const span = container.querySelector('.phrases');
  if (!span) return [container.textContent ?? ''];
  return (span.innerHTML.split('<wbr>') ?? []).map((h) => h.replace(/<[^>]+>/g, ''));
}

test('before the model is loaded a label is its plain text, with no marks', () => {
  expect(pieces('準備ができたらタップ')).toEqual(['準備ができたらタップ']);
});

test.each([
  ['準備ができたらタップしてください', 'タップ'],
  ['ウィザード・エクストリーム', 'エクストリーム'],
  ['次のプレイヤーに渡してください', 'プレイヤー'],
])('%s breaks between phrases, never inside %s', async (text, word) => {
  await loadPhraseBreaks();
  const parts = pieces(text);
  expect(parts.join('')).toBe(text);
  expect(parts.length).toBeGreaterThan(1);
  expect(parts.some((p) => p.includes(word))).toBe(true);
});

test('a Latin label is left alone (no marks, no span)', async () => {
  await loadPhraseBreaks();
  expect(pieces('Tap when ready')).toEqual(['Tap when ready']);
});
