// The Citadels table renders a seat's view, highlights the legal choices, keeps the draft choice until confirmed, and sends moves.
import { fireEvent, screen, within } from '@testing-library/preact';
import { expect, type Mock, test } from 'vitest';
import { type CtState, game } from '../../../../src/games/citadels/rules';
import { text } from '../../../../src/games/citadels/text';
import { Table } from '../../../../src/games/citadels/ui/Table';
import { frameHarness, tableHarness, testSeats, wordsOf } from '../../../support/table-harness';
import { card, turnOf, turnState } from '../builders';

/** The table for one seat, with as many named seats as the game has. */
const show = (s: CtState, viewer: number, onMove?: Mock) =>
  tableHarness({ game, Table, text }, testSeats(s.seats))(s, viewer, onMove);
/** The table inside the frame's bar slots, four seats. */
const inFrame = frameHarness({ game, Table, text }, testSeats(4));

test('the draft picker sends nothing until the choice is confirmed', () => {
  const s = game.setup(4, game.defaultOptions(4), 'ui');
  const onMove = show(s, s.crown);
  const first = s.pool[0] ?? 0;
  expect(screen.getByTestId('draft-detail').textContent).toContain('Tap a character');
  fireEvent.click(screen.getByTestId(`draft-option-${first}`));
  expect(onMove).not.toHaveBeenCalled();
  expect(screen.getByTestId('draft-detail').textContent).toContain(wordsOf(text)({ code: `ability.${first}` }));
  fireEvent.click(screen.getByTestId('draft-confirm'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'draft', character: first });
});

test('another seat sees no draft options during someone else’s pick', () => {
  const s = game.setup(4, game.defaultOptions(4), 'ui');
  show(s, (s.crown + 1) % 4);
  expect(screen.queryByTestId('draft')).toBeNull();
});

test('on the turn: gold and draw offered first, ending the turn waits; building is shown as not yet legal', () => {
  const s = turnState({ chars: [[4], [5], [6], [8]], rank: 4, action: 'none', hands: [[card('temple')]], gold: [3] });
  const onMove = show(s, 0);
  expect(screen.getByTestId('draw-cards')).toBeTruthy();
  expect((screen.getByTestId('end-turn') as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByTestId(`build-${card('temple')}`).dataset.legal).toBe('false');
  fireEvent.click(screen.getByTestId('take-gold'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'takeGold' });
});

test('the turn’s step buttons are drawn in the decision bar, the hand and own city stay on the table', () => {
  const s = turnState({ chars: [[4], [5], [6], [8]], rank: 4, action: 'none', hands: [[card('temple')]] });
  const { actions } = inFrame(s, 0);
  for (const id of ['take-gold', 'draw-cards', 'end-turn']) {
    expect(within(actions).getByTestId(id).dataset.barAction).toBeTruthy();
  }
  expect(within(actions).queryByTestId(`build-${card('temple')}`)).toBeNull();
  expect(screen.getByTestId('seat-0').closest('.ct-side')).not.toBeNull();
});

test('a tap on a district that cannot be built yet sends the build, and the rules say why in words', () => {
  const s = turnState({ chars: [[4], [5], [6], [8]], rank: 4, action: 'none', hands: [[card('temple')]], gold: [3] });
  const onMove = show(s, 0);
  fireEvent.click(screen.getByTestId(`build-${card('temple')}`));
  const move = { kind: 'build', card: card('temple') } as const;
  expect(onMove).toHaveBeenCalledWith(move);
  const error = game.validate(s, 0, move);
  expect(error).not.toBeNull();
  expect(wordsOf(text)(error ?? { code: '' })).not.toBe(error?.code);
});

test('the Warlord can click a district in another city to destroy it', () => {
  const s = turnState({ chars: [[8], [4], [5], [6]], rank: 8, cities: [[], [card('tavern')]], gold: [0] });
  const onMove = show(s, 0);
  const button = screen.getByTestId(`destroy-1-${card('tavern')}`);
  expect(button.dataset.legal).toBe('true');
  fireEvent.click(button);
  expect(onMove).toHaveBeenCalledWith({ kind: 'destroy', seat: 1, card: card('tavern') });
});

test('other seats’ hands are never in the DOM, only their counts', () => {
  const s = turnState({ chars: [[4], [5], [6], [8]], rank: 4, hands: [[card('temple')], [card('palace')]] });
  show(s, 0);
  expect(screen.queryByTestId(`build-${card('palace')}`)).toBeNull();
  expect(screen.getByTestId('seat-1').textContent).toContain('Cards 1');
});

test('the Magician marks cards, then redraws; the swap targets are the other seats', () => {
  const hand = [card('castle'), card('market')];
  const s = turnState({ chars: [[3], [4], [6], [8]], rank: 3, hands: [hand, [card('temple')]] });
  const onMove = show(s, 0);
  fireEvent.click(screen.getByTestId(`mark-${hand[0]}`));
  expect(onMove).toHaveBeenLastCalledWith({ kind: 'toggleDiscard', card: hand[0] });
  expect((screen.getByTestId('redraw') as HTMLButtonElement).disabled).toBe(true);
  expect(screen.queryByTestId('swap-0')).toBeNull();
  fireEvent.click(screen.getByTestId('swap-1'));
  expect(onMove).toHaveBeenLastCalledWith({ kind: 'swapHands', seat: 1 });
});

test('drawn cards are offered to keep', () => {
  const s = turnState({ chars: [[4], [5], [6], [8]], rank: 4, action: 'none' });
  const drawn = game.apply(s, 0, { kind: 'drawCards' });
  const first = turnOf(drawn)?.drawn[0] ?? 0;
  const onMove = show(drawn, 0);
  fireEvent.click(screen.getByTestId(`keep-${first}`));
  expect(onMove).toHaveBeenCalledWith({ kind: 'keepCard', card: first });
});

test('the Graveyard owner is asked after a destruction', () => {
  const s = turnState({
    chars: [[8], [4], [5], [6]],
    rank: 8,
    cities: [[], [card('castle'), card('graveyard')]],
    gold: [5, 2],
  });
  const after = game.apply(s, 0, { kind: 'destroy', seat: 1, card: card('castle') });
  const onMove = show(after, 1);
  fireEvent.click(screen.getByTestId('graveyard-take'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'graveyard', take: true });
});

test('2 players: the lay-down step says so and sends discardDraft', () => {
  let s = game.setup(2, game.defaultOptions(2), 'ui2');
  s = game.apply(s, s.crown, { kind: 'draft', character: s.pool[0] ?? 0 });
  const b = 1 - s.crown;
  s = game.apply(s, b, { kind: 'draft', character: s.pool[0] ?? 0 });
  const onMove = show(s, b);
  expect(screen.getByTestId('draft').textContent).toContain('Lay a character face down');
  const rank = s.pool[1] ?? 0;
  fireEvent.click(screen.getByTestId(`draft-option-${rank}`));
  fireEvent.click(screen.getByTestId('draft-confirm'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'discardDraft', character: rank });
});
