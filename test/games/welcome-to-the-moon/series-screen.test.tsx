// The series screen between adventures (NOTES.md "Series"): the adventure's result, the ranking, a chart with an
// accessible name, the way on for a seat still to answer, and ASTRA's line in a solo series.
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { game } from '../../../src/games/welcome-to-the-moon/rules';
import { text } from '../../../src/games/welcome-to-the-moon/text';
import { Table } from '../../../src/games/welcome-to-the-moon/ui/Table';
import { tableHarness, testSeats } from '../../support/table-harness';
import { finishAdventure, newSeries } from './series-play';

describe('the series screen between two adventures', () => {
  const ended = finishAdventure(newSeries(2, 'screen'));
  const show = tableHarness({ game, Table, text }, testSeats(2, ['red', 'blue']));

  test("shows adventure 1's scores and points, a ranking line per seat and a named chart", () => {
    show(ended, 0);
    const r = ended.series?.results[0];
    const row = screen.getByTestId('series-result-1').textContent ?? '';
    for (const score of r?.scores ?? []) expect(row).toContain(String(score));
    expect(screen.getByTestId('series-result-2').textContent).toContain('—');
    expect(screen.getByTestId('series-ranking').querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('img', { name: /Placement points, running total/ })).toBeTruthy();
    expect(screen.queryByTestId('combo-0')).toBeNull();
  });

  test('a seat still to answer goes on with one tap; one that answered waits for the others', () => {
    const onMove = show(ended, 0);
    expect(screen.getByTestId('series-next').dataset.barAction).toBe('confirm');
    fireEvent.click(screen.getByTestId('series-next'));
    expect(onMove).toHaveBeenCalledWith({ kind: 'nextAdventure' });
  });

  test('after answering: the waiting words and who is ready', () => {
    show(game.apply(ended, 0, { kind: 'nextAdventure' }), 0);
    expect(screen.queryByTestId('series-next')).toBeNull();
    expect(screen.getByTestId('series-waiting')).toBeTruthy();
    expect(screen.getByText('Ready: P1')).toBeTruthy();
  });

  test('in Japanese too', () => {
    show(ended, 1, undefined, 'ja');
    expect(screen.getByText('8アドベンチャー・シリーズ')).toBeTruthy();
    expect(screen.getByTestId('series-next').textContent).toBe('アドベンチャー2へ進む');
  });

  test('solo: the result is a win or a loss against ASTRA, and ASTRA has its own ranking line', () => {
    const solo = finishAdventure(newSeries(1, 'screen-solo', 2));
    tableHarness({ game, Table, text }, testSeats(1))(solo, 0);
    const margin = solo.series?.results[0]?.scores[0] ?? 0;
    expect(screen.getByTestId('series-result-1').textContent).toMatch(margin > 0 ? /won/ : /lost/);
    expect(screen.getByTestId('series-rank-astra').textContent).toContain(`Points: ${margin > 0 ? 0 : 1}`);
    // No "#1" for the only seat (ASTRA may lead); its sum is the margin against ASTRA, whose score is shown too.
    expect(screen.getByTestId('series-rank-0').textContent).not.toContain('#');
    expect(screen.getByTestId('series-rank-0').textContent).toContain('summed margin against ASTRA');
    expect(screen.getByTestId('astra')).toBeTruthy();
  });
});
