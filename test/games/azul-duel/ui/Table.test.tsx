// The Azul Duel table shows sun and moon spaces, highlights exactly the legal choices, places plates by slot and turn.
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { expect, test, vi } from 'vitest';
import { type AdState, game } from '../../../../src/games/azul-duel/rules';
import { text } from '../../../../src/games/azul-duel/text';
import { Table } from '../../../../src/games/azul-duel/ui/Table';
import { frameHarness, tableHarness, testSeats, wordsOf } from '../../../support/table-harness';
import { acquire, board, fresh, tiling, turnOf, workshop } from '../builders';

const seats = testSeats(2);
const seatTable = tableHarness({ game, Table, text }, seats);

/** The table for a seat, or for an onlooker ('table': no moves; the harness renders seats only). */
function show(s: AdState, viewer: number | 'table', onMove = vi.fn()) {
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

test('a plate is placed by choosing a slot and turning it before confirming', () => {
  const s = fresh('ui');
  const id = s.display[0] ?? 0;
  const onMove = show(game.apply(s, turnOf(s), { kind: 'takePlate', plate: id }), turnOf(s));
  expect(screen.getByTestId('confirm-plate').getAttribute('aria-disabled')).toBe('true');
  fireEvent.click(screen.getByTestId('slot-5'));
  expect(screen.getByTestId('confirm-plate').getAttribute('aria-disabled')).toBeNull();
  fireEvent.click(screen.getByTestId('rotate'));
  fireEvent.click(screen.getByTestId('rotate'));
  expect(screen.getByTestId('plate-preview').dataset.rotation).toBe('2');
  fireEvent.click(screen.getByTestId('confirm-plate'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'placePlate', slot: 5, rotation: 2 });
});

/** The table for a seat inside a frame's decision bar slots; returns the bar's action and status boxes. */
const showInFrame = frameHarness({ game, Table, text }, seats);

test('placing a plate: turn and confirm are drawn in the decision bar, the slots stay on the wall', () => {
  const s = fresh('ui');
  const id = s.display[0] ?? 0;
  const placing = game.apply(s, turnOf(s), { kind: 'takePlate', plate: id });
  const { actions, status, table, onMove, explain } = showInFrame(placing, turnOf(s));
  expect(within(table).queryByTestId('confirm-plate')).toBeNull();
  const confirm = within(actions).getByTestId('confirm-plate');
  expect(confirm.dataset.barAction).toBe('confirm');
  // Issue 28 "every tap answers": before a slot is chosen Confirm is shown unavailable and a tap says why.
  expect(confirm.getAttribute('aria-disabled')).toBe('true');
  fireEvent.click(confirm);
  expect(explain).toHaveBeenCalledWith({ code: 'ui.choose-slot' });
  expect(onMove).not.toHaveBeenCalled();
  expect(within(status).getByTestId('plate-preview')).toBeTruthy();
  fireEvent.click(within(table).getByTestId('slot-3'));
  fireEvent.click(within(actions).getByTestId('rotate'));
  fireEvent.click(within(actions).getByTestId('confirm-plate'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'placePlate', slot: 3, rotation: 1 });
  expect(status.textContent).toContain('Round 1/5');
});

test('a slot the plate may not go to is still sent, and the rules say why', () => {
  let s = fresh('ui');
  const first = turnOf(s);
  s = game.apply(s, first, { kind: 'takePlate', plate: s.display[0] ?? 0 });
  s = game.apply(s, first, { kind: 'placePlate', slot: 4, rotation: 0 });
  const second = turnOf(s);
  s = game.apply(s, second, { kind: 'takePlate', plate: s.display[0] ?? 0 });
  s = game.apply(s, second, { kind: 'placePlate', slot: 4, rotation: 0 });
  // In the first acquire turn the seat on turn takes a plate; slot 4 of its wall is full.
  const take = game.legalMoves(s, turnOf(s)).find((m) => m.kind === 'takePlate');
  if (!take) throw new Error('no plate to take in the first acquire turn');
  const who = turnOf(s);
  const placing = game.apply(s, who, take);
  const slots = game.legalMoves(placing, who).flatMap((m) => (m.kind === 'placePlate' ? [m.slot] : []));
  expect(slots).not.toContain(4);
  const { table, onMove } = showInFrame(placing, who);
  fireEvent.click(within(table).getByTestId('slot-4'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'placePlate', slot: 4, rotation: 0 });
  const why = game.validate(placing, who, { kind: 'placePlate', slot: 4, rotation: 0 });
  expect(why).not.toBeNull();
  expect(wordsOf(text)(why ?? { code: '' })).not.toMatch(/^error\./);
});

test('tiles in hand are shown beside the prompt; stacking the rest is chosen in the decision bar', () => {
  let s = acquire({ workshops: [workshop('K'), workshop('RYKB'), workshop(''), workshop(''), workshop('')] });
  s = game.apply(s, 0, { kind: 'takeSun', workshop: 1, color: 'red' });
  const inHand = showInFrame(s, 0).status.querySelector('[data-testid="in-hand"]');
  expect(inHand?.textContent).toContain('In hand: 1 red');
  s = game.apply(s, 0, { kind: 'placeTiles', line: 0 });
  const { actions, onMove } = showInFrame(s, 0);
  const yellow = within(actions).getByTestId('stack-yellow');
  expect(yellow.dataset.barAction).toBe('choice');
  fireEvent.click(yellow);
  expect(onMove).toHaveBeenCalledWith({ kind: 'stackTile', color: 'yellow' });
});

test('sun colours and moon tops are separate buttons; the moon stack lists its top first', () => {
  const s = acquire({
    workshops: [workshop('BBRYK'), workshop('', 'RY'), workshop('TTYY'), workshop(''), workshop('')],
  });
  const onMove = show(s, 0);
  expect(screen.getByTestId('sun-0-blue').dataset.legal).toBe('true');
  expect(screen.getByTestId('moon-yellow').dataset.legal).toBe('true');
  // Red lies under the yellow: only the top can be taken.
  expect(screen.queryByTestId('moon-red')).toBeNull();
  expect(
    screen.getByTestId('moon-stack-1').querySelector('.ad-moon-top [role="img"]')?.getAttribute('aria-label'),
  ).toBe('yellow');
  fireEvent.click(screen.getByTestId('sun-2-turquoise'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'takeSun', workshop: 2, color: 'turquoise' });
});

test('tiles in hand: legal lines are highlighted and an illegal line is still sent (the app explains why)', () => {
  let s = acquire({ workshops: [workshop('BBBRY'), workshop(''), workshop(''), workshop(''), workshop('')] });
  s = { ...s, boards: [board({ lines: { 2: ['red', 1] } }), board()] };
  s = game.apply(s, 0, { kind: 'takeSun', workshop: 0, color: 'blue' });
  const onMove = show(s, 0);
  expect(screen.getByTestId('line-1').dataset.legal).toBe('true');
  expect(screen.getByTestId('line-2').dataset.legal).toBe('false');
  fireEvent.click(screen.getByTestId('line-2'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'placeTiles', line: 2 });
  expect(game.validate(s, 0, { kind: 'placeTiles', line: 2 })).toEqual({ code: 'error.line-refuses' });
});

test('tiling: wall cells that can take the line are highlighted; chips toggle', () => {
  const b = board({ plates: [[0, 0, 0]], lines: { 0: ['black', 1] }, chips: [10, 11, 12] });
  const onMove = show(tiling(b), 0);
  expect(screen.getByTestId('wall-0-1').dataset.legal).toBe('true');
  expect(screen.getByTestId('wall-0-0').dataset.legal).toBe('false');
  fireEvent.click(screen.getByTestId('chip-10'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'toggleChip', chip: 10 });
});

test('the table view shows no buttons to take and no face-down chip identity', () => {
  show(fresh('ui'), 'table');
  expect(screen.queryByTestId('confirm-plate')).toBeNull();
  expect(screen.getAllByText(/face-down chip/)).toHaveLength(4);
});

test('a face-down chip is not legal, but tapping it asks the rules, which say why', () => {
  const s = acquire();
  const onMove = show(s, 0);
  const chip = screen.getByTestId('take-chip-1');
  expect(chip.dataset.legal).toBe('false');
  fireEvent.click(chip);
  expect(onMove).toHaveBeenCalledWith({ kind: 'takeChip', workshop: 1 });
  expect(game.validate(s, 0, { kind: 'takeChip', workshop: 1 })).toEqual({ code: 'error.chip-hidden' });
});

test('stacking the rest: the moon stack built so far is shown top first next to the choices', () => {
  let s = acquire({ workshops: [workshop('K'), workshop('RYKB'), workshop(''), workshop(''), workshop('')] });
  s = game.apply(s, 0, { kind: 'takeSun', workshop: 1, color: 'red' });
  s = game.apply(s, 0, { kind: 'placeTiles', line: 0 });
  s = game.apply(s, 0, { kind: 'stackTile', color: 'black' });
  const onMove = show(s, 0);
  const soFar = screen.getByTestId('moon-so-far').querySelectorAll('[role="img"]');
  expect([...soFar].map((e) => e.getAttribute('aria-label'))).toEqual(['black']);
  expect(screen.getByTestId('stack-yellow')).toBeTruthy();
  fireEvent.click(screen.getByTestId('stack-blue'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'stackTile', color: 'blue' });
});
