// The Living Forest Duel table renders the view, highlights exactly the legal choices and sends clicked moves.
import { fireEvent, screen, within } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { game, type LfState } from '../../../../src/games/living-forest-duel/rules';
import { actionAsk } from '../../../../src/games/living-forest-duel/rules/asks';
import { text } from '../../../../src/games/living-forest-duel/text';
import { Table } from '../../../../src/games/living-forest-duel/ui/Table';
import { frameHarness, tableHarness, testSeats, wordsOf } from '../../../support/table-harness';
import { acting, position } from '../builders';

const seats = testSeats(2);
const show = tableHarness({ game, Table, text }, seats);

const inFrame = frameHarness({ game, Table, text }, seats);

test('the token buttons show the count from the left end before the token is placed', () => {
  const onMove = show(position({ shared: 'raccoon weasel elephant' }), 0);
  expect(screen.getByTestId('preview-water').textContent).toContain('cards 1 to 2 from the left give 3');
  expect(screen.getByTestId('token-water').dataset.legal).toBe('true');
  expect(screen.getByTestId('token-plant').dataset.legal).toBe('true');
  fireEvent.click(screen.getByTestId('token-water'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'token', element: 'water' });
  fireEvent.click(screen.getByTestId('reveal'));
  expect(onMove).toHaveBeenLastCalledWith({ kind: 'reveal' });
});

test('an illegal token is still sent, so the app can explain the rule', () => {
  const onMove = show(position({ shared: 'bat' }), 0);
  expect(screen.getByTestId('token-water').dataset.legal).toBe('false');
  fireEvent.click(screen.getByTestId('token-water'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'token', element: 'water' });
});

test('while extinguishing, clearings with an affordable fire are highlighted and send the move', () => {
  const s = acting('water', 2);
  const onMove = show(s, 0);
  expect(screen.getByTestId('clearing-2').dataset.legal).toBe('true');
  expect(screen.getByTestId('clearing-0').dataset.legal).toBe('false');
  fireEvent.click(screen.getByTestId('clearing-4'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'extinguish', clearing: 4 });
});

test('while planting, a pile is picked and the forest squares it may go on are highlighted', () => {
  const s: LfState = {
    ...position({}),
    trees: { sun: ['sun-1'], water: ['water-2'], plant: [], wind: [] },
    asks: [actionAsk(0, 'plant', 3)],
  };
  const onMove = show(s, 0);
  expect(screen.getByTestId('tree-pile-sun').dataset.legal).toBe('true');
  // sun-1 (rivers E W) fits east or west of the lake.
  expect(screen.getByTestId('square-0-1-0').dataset.legal).toBe('true');
  expect(screen.getByTestId('square-0-0-1').dataset.legal).toBe('false');
  fireEvent.click(screen.getByTestId('tree-pile-water'));
  // water-2 (rivers N S) fits north or south.
  expect(screen.getByTestId('square-0-0-1').dataset.legal).toBe('true');
  fireEvent.click(screen.getByTestId('square-0-0-1'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'plant', pile: 'water', x: 0, y: 1 });
});

test('moving the Onibi offers one button per number of steps, and Done', () => {
  const s = acting('wind', 2);
  const onMove = show(s, 0);
  fireEvent.click(screen.getByTestId('advance-2'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'advance', steps: 2 });
  fireEvent.click(screen.getByTestId('finish'));
  expect(onMove).toHaveBeenLastCalledWith({ kind: 'finish' });
});

test('both seat panels, the clearings, the recruitment line and both forests are shown', () => {
  show(position({}), 1);
  for (const id of ['seat-0', 'seat-1', 'clearings', 'recruitment', 'forest-0', 'forest-1', 'shared']) {
    expect(screen.getByTestId(id)).toBeTruthy();
  }
  expect(screen.getByTestId('recruitment').textContent).toContain('Stag');
  // Not the viewer's turn: no choices panel.
  expect(screen.queryByTestId('actions')).toBeNull();
});

test('a revealed Fire Varan asks its owner whether to spend a Sanki card', () => {
  const s: LfState = { ...position({}), asks: [{ kind: 'varan', seats: [1], varan: 291, mover: 0 }] };
  const onMove = show(s, 1);
  fireEvent.click(screen.getByTestId('sanki-varan'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'sankiVaran' });
  fireEvent.click(screen.getByTestId('keep-varan'));
  expect(onMove).toHaveBeenLastCalledWith({ kind: 'keepVaran' });
});

test('the step buttons (reveal, wind steps, Done) are drawn in the decision bar, the tokens stay on the table', () => {
  const { actions } = inFrame(position({ shared: 'raccoon' }), 0);
  expect(within(actions).getByTestId('reveal').dataset.barAction).toBe('choice');
  expect(within(actions).queryByTestId('token-water')).toBeNull();
  expect(screen.getByTestId('token-water').dataset.legal).toBe('true');
});

test('a tap on the other forest or on a pile outside planting says why in words', () => {
  const { onMove, explain } = inFrame(position({}), 0);
  fireEvent.click(screen.getByTestId('square-1-1-0'));
  expect(explain).toHaveBeenLastCalledWith({ code: 'ui.not-your-forest' });
  fireEvent.click(screen.getByTestId('tree-pile-sun'));
  expect(explain).toHaveBeenLastCalledWith({ code: 'ui.piles-not-now' });
  expect(onMove).not.toHaveBeenCalled();
  for (const code of ['ui.not-your-forest', 'ui.piles-not-now']) expect(wordsOf(text)({ code })).not.toBe(code);
});

test('while planting, the tree piles and the viewer’s own forest are one part, the other forest after it', () => {
  const s: LfState = {
    ...position({}),
    trees: { sun: ['sun-1'], water: [], plant: [], wind: [] },
    asks: [actionAsk(1, 'plant', 3)],
  };
  show(s, 1);
  const mine = screen.getByTestId('tree-piles').parentElement;
  expect(mine?.contains(screen.getByTestId('forest-1'))).toBe(true);
  expect(mine?.contains(screen.getByTestId('forest-0'))).toBe(false);
  expect(screen.getByTestId('clearings').closest('[data-live]')?.getAttribute('data-live')).toBe('plant');
});
