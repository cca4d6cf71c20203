// The Welcome to the Moon table draws the viewer's sheet, highlights exactly the legal choices and sends moves.
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { expect, test, vi } from 'vitest';
import { game, type WtmState } from '../../../../src/games/welcome-to-the-moon/rules';
import { text } from '../../../../src/games/welcome-to-the-moon/text';
import { Table } from '../../../../src/games/welcome-to-the-moon/ui/Table';
import { frameHarness, testSeats, wordsOf } from '../../../support/table-harness';
import { fresh, journeyWallTurn, playMoves, withCombos, withSoloCards } from '../builders';

const seats = testSeats(2);
const t = wordsOf(text);

function table(s: WtmState, viewer: number | 'table', onMove = vi.fn()) {
  return (
    <Table
      view={game.view(s, viewer)}
      viewer={viewer}
      legal={viewer === 'table' ? [] : game.legalMoves(s, viewer)}
      onMove={onMove}
      seats={seats}
      lang="en"
      t={t}
    />
  );
}

function show(s: WtmState, viewer: number | 'table', onMove = vi.fn()) {
  render(table(s, viewer, onMove));
  return onMove;
}

const state = () =>
  withCombos(fresh(2), [
    [5, 'robot'],
    [6, 'water'],
    [7, 'plant'],
  ]);

test('the three combinations are shown and pickable; picking sends the choose move', () => {
  const onMove = show(state(), 0);
  expect(screen.getByTestId('combo-1').textContent).toContain('6');
  expect(screen.getByTestId('combo-1').textContent).toContain('water');
  expect(screen.getByTestId('combo-1').dataset.legal).toBe('true');
  fireEvent.click(screen.getByTestId('combo-1'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'choose', combo: 1 });
});

test('after choosing, exactly the legal slots are highlighted and a click writes the number there', () => {
  const s = playMoves(state(), 0, [{ kind: 'choose', combo: 0 }]);
  const onMove = show(s, 0);
  expect(screen.getByTestId('slot-12').dataset.legal).toBe('true');
  expect(screen.getByTestId('slot-46').dataset.legal).toBe('true');
  expect(screen.getByTestId('slot-1').dataset.legal).toBe('false');
  fireEvent.click(screen.getByTestId('slot-12'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'write', slot: 12, number: 5 });
});

test('an illegal slot is still sent, so the app can explain the rule', () => {
  const s = playMoves(state(), 0, [{ kind: 'choose', combo: 0 }]);
  const onMove = show(s, 0);
  fireEvent.click(screen.getByTestId('slot-1'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'write', slot: 1, number: 5 });
});

test('the score preview and the written number update on the own draft; confirm is offered', () => {
  const s = playMoves(state(), 0, [
    { kind: 'choose', combo: 0 },
    { kind: 'write', slot: 12, number: 5 },
  ]);
  const onMove = show(s, 0);
  expect(screen.getByTestId('slot-12').textContent).toBe('5');
  expect(screen.getByTestId('confirm-turn').dataset.barAction).toBe('confirm');
  fireEvent.click(screen.getByTestId('confirm-turn'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'confirm' });
  expect(screen.getByTestId('score-breakdown').textContent).toContain('Rockets');
});

test('another seat’s pending number is not drawn for the other viewer', () => {
  const s = playMoves(state(), 0, [
    { kind: 'choose', combo: 0 },
    { kind: 'write', slot: 12, number: 5 },
    { kind: 'confirm' },
  ]);
  show(s, 1);
  fireEvent.click(screen.getByTestId('seat-0'));
  expect(screen.getByTestId('sheet').dataset.seat).toBe('0');
  expect(screen.getByTestId('slot-12').textContent).toBe('');
  expect(screen.getByTestId('seat-0').textContent).toContain('done');
});

/** The Journey, turn 1, with two astronaut markers on every sheet: one joker to spend. */
function journeyWithJokers(): WtmState {
  const base = withCombos(fresh(2, 'ui-j', 2), [
    [5, 'robot'],
    [6, 'water'],
    [7, 'plant'],
  ]);
  const sheets = base.sheets.map((sh) => ({ ...sh, counters: { ...sh.counters, astro: 2 } }));
  return { ...base, sheets };
}

test('The Journey: a joker is offered per combination, then its actions; the pick sends choose with the joker', () => {
  const onMove = show(journeyWithJokers(), 0);
  expect(screen.queryByTestId('combo-0-joker-energy')).toBeNull();
  fireEvent.click(screen.getByTestId('combo-0-joker'));
  expect(screen.queryByTestId('combo-1-joker-energy')).toBeNull();
  fireEvent.click(screen.getByTestId('combo-0-joker-energy'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'choose', combo: 0, joker: 'energy' });
});

test('The Journey: when only a joker makes a combination writable, the jokers are lit and the hint asks to choose', () => {
  const s = journeyWithJokers();
  // The legal moves of a sheet where no combination fits as printed: only its joker choices.
  const jokersOnly = game.legalMoves(s, 0).filter((m) => m.kind === 'choose' && m.joker !== undefined);
  expect(jokersOnly.length).toBeGreaterThan(0);
  render(<Table view={game.view(s, 0)} viewer={0} legal={jokersOnly} onMove={vi.fn()} seats={seats} lang="en" t={t} />);
  expect(screen.getByTestId('combo-0-joker').getAttribute('data-legal')).toBe('true');
  expect(document.body.textContent).toContain(t({ code: 'ui.hint-choose' }));
  expect(document.body.textContent).not.toContain(t({ code: 'ui.hint-wait' }));
});

test('The Journey: after a full energy column the walls are highlighted and a tap draws one', () => {
  const s = journeyWallTurn();
  const onMove = show(s, 0);
  expect(screen.getByTestId('wall-100').dataset.legal).toBe('true');
  fireEvent.click(screen.getByTestId('wall-100'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'mark', box: 100 });
  fireEvent.click(screen.getByTestId('skip'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'skip' });
});

test('solo: six pairs, ASTRA’s line, and a pending solo card offered as buttons', () => {
  const s = game.setup(1, { adventure: 1, astraLevel: 2 }, 'ui-solo');
  const pending = withSoloCards(s, [0]);
  const onMove = show(pending, 0);
  expect(screen.getByTestId('astra').textContent).toContain('level 2');
  expect(screen.getByTestId('combo-5')).toBeTruthy();
  fireEvent.click(screen.getByTestId('solo-box-59'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'mark', box: 59 });
});

/** The table of seat 0 drawn with the frame's bar slots, as the app does. */
const inFrame = frameHarness({ game, Table, text }, seats);

test('the step buttons and the hint are drawn in the decision bar, not on the table', () => {
  const s = playMoves(state(), 0, [
    { kind: 'choose', combo: 0 },
    { kind: 'write', slot: 12, number: 5 },
  ]);
  const { actions, status, table: container, onMove } = inFrame(s, 0);
  const confirm = within(actions).getByTestId('confirm-turn');
  expect(within(actions).getByTestId('cancel-turn').dataset.barAction).toBe('cancel');
  expect(within(status).getByTestId('turn-hint').textContent).toBe('Press Confirm to end your turn');
  expect(container.querySelector('[data-testid="confirm-turn"]')).toBeNull();
  fireEvent.click(confirm);
  expect(onMove).toHaveBeenCalledWith({ kind: 'confirm' });
});

test('before anything is written only the combinations are lit: no confirm, no start over', () => {
  show(state(), 0);
  expect(screen.queryByTestId('confirm-turn')).toBeNull();
  expect(screen.queryByTestId('cancel-turn')).toBeNull();
  const lit = [...document.querySelectorAll('[data-legal="true"]')].map((e) => e.getAttribute('data-testid'));
  expect(lit).toEqual(['combo-0', 'combo-1', 'combo-2']);
});

test('after choosing, only the slots the number may go to are lit (the view follows the first)', () => {
  const s = playMoves(state(), 0, [{ kind: 'choose', combo: 0 }]);
  show(s, 0);
  const writes = game.legalMoves(s, 0).flatMap((m) => (m.kind === 'write' ? [`slot-${m.slot}`] : []));
  const lit = [...document.querySelectorAll('[data-legal="true"]')].map((e) => e.getAttribute('data-testid'));
  expect(lit.length).toBeGreaterThan(0);
  expect(new Set(lit)).toEqual(new Set(writes));
});
