// The Tash-Kalar table renders a seat's view, highlights exactly the legal choices, and walks summoning and
// effects through taps that send moves (illegal taps are sent too, so the app can explain them).
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { expect, test, vi } from 'vitest';
import { at } from '../../../../src/games/tash-kalar/data';
import { game, type TkState } from '../../../../src/games/tash-kalar/rules';
import { being } from '../../../../src/games/tash-kalar/rules/cards';
import { text } from '../../../../src/games/tash-kalar/text';
import { Table } from '../../../../src/games/tash-kalar/ui/Table';
import { frameHarness, tableHarness, testSeats, wordsOf } from '../../../support/table-harness';
import { patternAt, play, position } from '../harness';

const seats = testSeats(2);
const seatTable = tableHarness({ game, Table, text }, seats);

/** The table for a seat, or for an onlooker ('table': no moves; the harness renders seats only). */
function show(s: TkState, viewer: number | 'table' = 0, onMove = vi.fn()) {
  if (viewer !== 'table') return seatTable(s, viewer, onMove);
  render(
    <Table
      view={game.view(s, viewer)}
      viewer="table"
      legal={[]}
      onMove={onMove}
      seats={seats}
      lang="en"
      t={wordsOf(text)}
    />,
  );
  return onMove;
}

test('empty squares are offered for placing; tapping one sends the place move', () => {
  const onMove = show(position({ pieces: [[5, 5, 1]] }));
  expect(screen.getByTestId(`tk-cell-${at(4, 4)}`).dataset.legal).toBe('true');
  expect(screen.getByTestId(`tk-cell-${at(5, 5)}`).dataset.legal).toBe('false');
  fireEvent.click(screen.getByTestId(`tk-cell-${at(4, 4)}`));
  expect(onMove).toHaveBeenCalledWith({ kind: 'place', sq: at(4, 4) });
});

test('an occupied square is still sent, so the app can say why it is illegal', () => {
  const onMove = show(position({ pieces: [[5, 5, 1]] }));
  fireEvent.click(screen.getByTestId(`tk-cell-${at(5, 5)}`));
  expect(onMove).toHaveBeenCalledWith({ kind: 'place', sq: at(5, 5) });
});

test('summoning: pick the card, tap a highlighted square, check the outlined pattern, confirm', () => {
  const s = position({ pieces: patternAt(being('sylvan:sapling'), 5, 5), hand: ['sylvan:sapling'] });
  const onMove = show(s);
  const card = screen.getByTestId('tk-card-sylvan:sapling');
  expect(card.dataset.legal).toBe('true');
  fireEvent.click(card);
  expect(screen.getByTestId(`tk-cell-${at(5, 5)}`).dataset.legal).toBe('true');
  fireEvent.click(screen.getByTestId(`tk-cell-${at(5, 5)}`));
  expect(screen.getByTestId(`tk-cell-${at(5, 6)}`).className).toContain('tk-picked');
  fireEvent.click(screen.getByTestId('tk-summon'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'summon', card: 'sylvan:sapling', at: at(5, 5), o: 0 });
});

test('an effect asks step by step: targets highlighted, a move is a tap on the piece then on its destination', () => {
  const s = play(
    position({ pieces: [...patternAt(being('highland:direWolf'), 5, 5), [5, 4, 1]], hand: ['highland:direWolf'] }),
    {
      kind: 'summon',
      card: 'highland:direWolf',
      at: at(5, 5),
      o: 0,
    },
  );
  const onMove = show(s);
  expect(screen.getByTestId(`tk-cell-${at(5, 5)}`).dataset.legal).toBe('true');
  fireEvent.click(screen.getByTestId(`tk-cell-${at(5, 5)}`));
  expect(screen.getByTestId(`tk-cell-${at(5, 4)}`).dataset.legal).toBe('true');
  fireEvent.click(screen.getByTestId(`tk-cell-${at(5, 4)}`));
  expect(onMove).toHaveBeenCalledWith({ kind: 'choose', choice: { kind: 'move', from: at(5, 5), to: at(5, 4) } });
  fireEvent.click(screen.getByTestId('tk-skip'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'choose', choice: { kind: 'skip' } });
});

test('the table view shows both seats and no hand', () => {
  show(position({ pieces: [] }), 'table');
  expect(screen.getByTestId('seat-0')).toBeTruthy();
  expect(screen.getByTestId('seat-1')).toBeTruthy();
  expect(screen.queryByTestId('tk-card-imperial:knight')).toBeNull();
});

test('summoning with no piece of that rank left: after confirming, a piece of yours is tapped to reuse', () => {
  const pattern = patternAt(being('sylvan:sapling'), 5, 5);
  const spare: [number, number, number][] = [];
  for (let x = 3; x <= 7 && spare.length < 15; x++)
    for (let y = 1; y <= 3 && spare.length < 15; y++) spare.push([x, y, 0]);
  const s = position({ pieces: [...pattern, ...spare], hand: ['sylvan:sapling'] });
  const onMove = show(s);
  fireEvent.click(screen.getByTestId('tk-card-sylvan:sapling'));
  fireEvent.click(screen.getByTestId(`tk-cell-${at(5, 5)}`));
  fireEvent.click(screen.getByTestId('tk-summon'));
  expect(onMove).not.toHaveBeenCalled();
  expect(screen.getByTestId(`tk-cell-${at(3, 1)}`).dataset.legal).toBe('true');
  expect(screen.getByTestId(`tk-cell-${at(5, 6)}`).dataset.legal).toBe('false');
  fireEvent.click(screen.getByTestId(`tk-cell-${at(3, 1)}`));
  expect(onMove).toHaveBeenCalledWith({ kind: 'summon', card: 'sylvan:sapling', at: at(5, 5), o: 0, reuse: at(3, 1) });
});

/** Seat 0's table inside a decision bar (`actions` holds the step buttons), with an `explain` mock. */
const inFrame = frameHarness({ game, Table, text }, seats);

test('the summoning buttons (summon, cancel) are drawn in the decision bar, the hand and board stay on the table', () => {
  const s = position({ pieces: patternAt(being('sylvan:sapling'), 5, 5), hand: ['sylvan:sapling'] });
  const { actions: bar, onMove } = inFrame(s);
  fireEvent.click(screen.getByTestId('tk-card-sylvan:sapling'));
  fireEvent.click(screen.getByTestId(`tk-cell-${at(5, 5)}`));
  expect(within(bar).getByTestId('tk-cancel').dataset.barAction).toBe('cancel');
  expect(within(bar).queryByTestId(`tk-cell-${at(5, 5)}`)).toBeNull();
  fireEvent.click(within(bar).getByTestId('tk-summon'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'summon', card: 'sylvan:sapling', at: at(5, 5), o: 0 });
  bar.remove();
});

test('a tap on a being whose pattern is nowhere on the board says why in words', () => {
  const s = position({ pieces: [], hand: ['sylvan:sapling'] });
  const { onMove, explain } = inFrame(s);
  const card = screen.getByTestId('tk-card-sylvan:sapling');
  expect(card.dataset.legal).toBe('false');
  fireEvent.click(card);
  expect(explain).toHaveBeenCalledWith({ code: 'ui.notSummonable' });
  expect(onMove).not.toHaveBeenCalled();
  expect(wordsOf(text)({ code: 'ui.notSummonable' })).toContain('cannot be summoned');
});
