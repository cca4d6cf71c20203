// Russian Railroads' table: the decision's answers are drawn in the frame's decision bar, a space with several ways
// to pay asks which in the bar, a tap on a space that is not open is still sent so the rules refuse it in words, and
// the viewer's own railroads come right after the action board.
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, expect, test } from 'vitest';
import type { Message } from '../../../../src/engine/game';
import { game, type RrMove, type RrState } from '../../../../src/games/russian-railroads/rules';
import { text } from '../../../../src/games/russian-railroads/text';
import { Table } from '../../../../src/games/russian-railroads/ui/Table';
import { frameHarness, testSeats, wordsOf } from '../../../support/table-harness';
import { play, start, who } from '../builders';

afterEach(cleanup);
const t = wordsOf(text);

const inFrame = frameHarness({ game, Table, text }, testSeats(2));

/** The table for the seat on turn, drawn inside the frame's bar slots (`bar` holds the decision's buttons). */
function show(s: RrState) {
  const seat = who(s);
  const { actions, onMove } = inFrame(s, seat);
  return { seat, onMove, bar: actions };
}

test('the starting bonus cards are answered in the decision bar, not on the table', () => {
  const { onMove, bar } = show(game.setup(2, {}, 'ui'));
  const button = [...bar.querySelectorAll('button')].find((b) => b.textContent === t({ code: 'start.doubler' }));
  expect(button?.dataset.barAction).toBe('choice');
  expect(screen.getByTestId('action-board').textContent).not.toContain(t({ code: 'start.doubler' }));
  fireEvent.click(button as HTMLButtonElement);
  expect(onMove).toHaveBeenCalledWith({ kind: 'bonus', card: 'doubler' });
});

test('a space another seat took is still sent when tapped, and the rules say why not in words', () => {
  const s = play(start(2), { kind: 'place', space: 'coins', coins: 0 });
  const { seat, onMove } = show(s);
  const space = screen.getByTestId('space-coins');
  expect(space.dataset.legal).toBe('false');
  expect(space.getAttribute('aria-disabled')).toBe('true');
  expect(space.hasAttribute('disabled')).toBe(false);
  fireEvent.click(space);
  const sent = onMove.mock.calls[0]?.[0] as RrMove;
  expect(sent).toEqual({ kind: 'place', space: 'coins', coins: 0 });
  expect(t(game.validate(s, seat, sent) as Message)).toBe(t({ code: 'error.space-taken' }));
});

test('a space with several ways to pay is picked first; the ways to pay show in the bar and one is sent', () => {
  const s = start(2);
  const { seat, onMove, bar } = show(s);
  const ways = game.legalMoves(s, seat).filter((m) => m.kind === 'place' && m.space === 'brown1');
  expect(ways.length).toBeGreaterThan(1);
  fireEvent.click(screen.getByTestId('space-brown1'));
  expect(onMove).not.toHaveBeenCalled();
  expect(screen.getByTestId('space-brown1').getAttribute('aria-pressed')).toBe('true');
  const labels = [...bar.querySelectorAll('button')].map((b) => b.textContent);
  expect(labels).toContain(t({ code: 'ui.cost', params: { n: 1 } }));
  expect(labels).toContain(t({ code: 'ui.cancel' }));
  const rubles = [...bar.querySelectorAll('button')].find(
    (b) => b.textContent === t({ code: 'ui.coins', params: { n: 1 } }),
  );
  fireEvent.click(rubles as HTMLButtonElement);
  expect(onMove).toHaveBeenCalledWith({ kind: 'place', space: 'brown1', coins: 1 });
});

test('the viewer’s own board follows the action board, before the engineers and the other seats', () => {
  const s = start(2);
  const { seat } = show(s);
  const order = [...document.querySelectorAll('[data-testid="action-board"], [data-testid^="board-"]')].map(
    (e) => e.getAttribute('data-testid') ?? '',
  );
  expect(order).toEqual(['action-board', `board-${seat}`, `board-${1 - seat}`]);
  const engineers = screen.getByTestId('engineer-row');
  const mine = screen.getByTestId(`board-${seat}`);
  expect(mine.compareDocumentPosition(engineers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
