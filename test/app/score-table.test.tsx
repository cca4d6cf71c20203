// The score sheet: a row per category, totals, and places only when there is more than one seat to place.
import { render, screen } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { updateSettings } from '../../src/app/models/settings';
import { ScoreTable } from '../../src/app/screens/ScoreTable';
import type { Message } from '../../src/engine/game';

const seats = [
  { name: 'Aki', color: '#cc3333', bot: false },
  { name: 'Ben', color: '#3366cc', bot: false },
];
const t = (m: Message) => m.code;

test.each([
  [1, false],
  [2, true],
])('%i seat(s): the place row shows: %s', (count, shown) => {
  updateSettings({ lang: 'en' });
  const scores = seats
    .slice(0, count)
    .map((_, seat) => ({ seat, total: 10 - seat, categories: [{ code: 'c', value: 1 }] }));
  render(<ScoreTable scores={scores} ranking={scores.map((s) => [s.seat])} seats={seats} t={t} />);
  expect(screen.getByTestId('score-table').textContent?.includes('Place')).toBe(shown);
  expect(screen.getByTestId('total-0').textContent).toBe('10');
});
