// The White Castle's table: the chosen die lights exactly its legal spaces, a placement's coins show before it is
// confirmed (Place and Cancel in the decision bar), a space the die cannot take is still sent so the rules refuse it
// in words, a tap no move stands for is explained (garden cards, yards and bonus spaces included), your own domain rows
// lie beside the bridges and the rest of your domain follows the castle, and seats wear their marks.
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, expect, test } from 'vitest';
import type { Message } from '../../../../src/engine/game';
import { game, type WcState } from '../../../../src/games/the-white-castle/rules';
import { run } from '../../../../src/games/the-white-castle/rules/core';
import { text } from '../../../../src/games/the-white-castle/text';
import { Table } from '../../../../src/games/the-white-castle/ui/Table';
import { frameHarness, tableHarness, testSeats, wordsOf } from '../../../support/table-harness';
import { act, active, started, withBridge, withPlayer } from '../builders';

afterEach(cleanup);
const show = tableHarness({ game, Table, text }, testSeats(3, ['red', 'blue', 'green']));
const t = wordsOf(text);

/** The first turn of a 3-player game, the mover with 1 coin; red dice 1 and 6 on the red bridge. */
function position(): WcState {
  const s0 = started(3, 'ui');
  const s = withPlayer(s0, active(s0), { coin: 1, lantern: [] });
  return withBridge(
    {
      ...s,
      rooms: s.rooms.map((r, i) => ({
        ...r,
        tiles: i === 0 ? ['red', 'red', 'black'] : i < 3 ? ['black', 'white', 'white'] : ['black', 'white'],
      })),
    },
    0,
    [1, 6],
  );
}

test('choosing a die highlights exactly the spaces its legal moves name', () => {
  const s = position();
  const seat = active(s);
  show(s, seat);
  fireEvent.click(screen.getByTestId('die-0-L'));
  const legal = game
    .legalMoves(s, seat)
    .filter((m) => m.kind === 'place' && m.bridge === 0 && m.end === 'L')
    .map((m) => (m.kind === 'place' ? m.space + (m.act ? `-${m.act}` : m.space === 'd' ? '-0' : '') : ''));
  const lit = [...document.querySelectorAll('[data-legal="true"][data-testid^="space-"]')].map((e) =>
    (e.getAttribute('data-testid') ?? '').replace('space-', ''),
  );
  expect(lit.sort()).toEqual(legal.sort());
  // The red 1 with 1 coin: the Well (value 1) and room 1 (value 3, costs 2) differ; room 1 is out of reach.
  expect(screen.getByTestId('space-well').dataset.legal).toBe('true');
  expect(screen.getByTestId('space-r0').dataset.legal).toBe('false');
  expect(screen.getByTestId('space-r1').dataset.legal).toBe('false'); // no red tile there
});

test('the coins a placement costs or gains show before confirming; confirm sends the move', () => {
  const s = withPlayer(position(), active(position()), { coin: 5 });
  const onMove = show(s, active(s));
  fireEvent.click(screen.getByTestId('die-0-L'));
  fireEvent.click(screen.getByTestId('space-r0'));
  expect(screen.getByTestId('preview').textContent).toContain('pay 2 coins');
  expect(screen.getByTestId('preview').textContent).toContain('Lantern');
  expect(onMove).not.toHaveBeenCalled();
  fireEvent.click(screen.getByTestId('die-0-R'));
  fireEvent.click(screen.getByTestId('space-r0'));
  expect(screen.getByTestId('preview').textContent).toContain('gain 3 coins');
  fireEvent.click(screen.getByTestId('confirm'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'place', bridge: 0, end: 'R', space: 'r0' });
});

test('a space the die cannot take is still sent, and the rules refuse it in words', () => {
  const s = position();
  const seat = active(s);
  const onMove = show(s, seat);
  fireEvent.click(screen.getByTestId('die-0-L'));
  fireEvent.click(screen.getByTestId('space-r0'));
  const sent = { kind: 'place', bridge: 0, end: 'L', space: 'r0' } as const;
  expect(onMove).toHaveBeenCalledWith(sent);
  const why = game.validate(s, seat, sent);
  expect(why?.code).toBe('error.cannot-pay');
  expect(t(why as Message)).toBe('Not enough coins (you need 2).');
  fireEvent.click(screen.getByTestId('space-r1'));
  expect(t(game.validate(s, seat, { ...sent, space: 'r1' }) as Message)).toBe(
    'That room has no die-tile of this colour.',
  );
});

test('seat marks: on every domain, on placed dice and on gardens with a gardener', () => {
  let s = position();
  const seat = active(s);
  s = act(s, { kind: 'place', bridge: 0, end: 'R', space: 'well' });
  s = { ...s, gardeners: s.gardeners.map((g, i) => (i === (s.gardens[0]?.[0] ?? 0) - 1 ? [seat] : g)) };
  show(s, seat);
  for (const k of [0, 1, 2]) expect(screen.getByTestId(`board-${k}`).querySelector('[data-seat-mark]')).not.toBeNull();
  const well = screen.getByTestId('space-well');
  expect(well.querySelector('[data-seat-mark]')?.textContent).toContain(String(seat + 1));
  expect(screen.getByTestId(`garden-${s.gardens[0]?.[0]}`).querySelector('[data-seat-mark]')).not.toBeNull();
});

test('a season gate asks with its cost on the buttons; card names of our own are shown', () => {
  const s0 = withPlayer(position(), active(position()), { pot: 5, seal: 2 });
  const s = run(s0, active(s0), [{ e: 'pot', n: 1 }]);
  const onMove = show(s, active(s));
  const pay = screen.getByText('Pay 1 seal and go on');
  screen.getByText('Stop on 5 without paying');
  fireEvent.click(pay);
  expect(onMove).toHaveBeenCalledWith({ kind: 'season', pay: true });
  const card = s.rooms[0]?.card ?? 0;
  expect(screen.getByTestId('space-r0').textContent).toContain(`(Steward ${card})`);
});

// The bridges show only the dice that are there: no empty die places on a phone (review of the phone table).
test('before the roll (the starting-card draft) one line says when dice come, and no bridge draws a die place', () => {
  const s = game.setup(3, game.defaultOptions(3), 'draft-ui');
  expect(s.phase).toBe('draft');
  const { container } = renderFor(s);
  expect(screen.getByTestId('dice-later').textContent).toBe(t({ code: 'ui.dice-later' }));
  expect(container.querySelectorAll('.wc-bridge, .wc-die-btn')).toHaveLength(0);
  expect(screen.queryByTestId('bridge-empty-0')).toBeNull();
  // The gardens by each bridge are still shown.
  expect(container.querySelectorAll('.wc-garden-row .wc-garden')).toHaveLength(6);
});

test('an emptied bridge says so in words; the others show exactly their dice, counted for screen readers', () => {
  const s = withBridge(withBridge(position(), 1, []), 2, [2, 3, 5]);
  const { container } = renderFor(s);
  const rows = [...container.querySelectorAll('.wc-bridge-row')];
  expect(rows.map((r) => r.querySelectorAll('.wc-die-btn').length)).toEqual([2, 0, 3]);
  expect(screen.getByTestId('bridge-empty-1').textContent).toBe('No dice left on the black bridge');
  expect(rows[1]?.querySelector('.wc-bridge')).toBeNull();
  expect(screen.queryByTestId('bridge-empty-0')).toBeNull();
  expect(screen.queryByTestId('dice-later')).toBeNull();
  expect(rows[2]?.querySelector('legend')?.textContent).toBe('white bridge: 3 dice');
  expect(rows[0]?.querySelector('legend')?.textContent).toBe('red bridge: 2 dice');
});

test('the bridge words in Japanese', () => {
  const s = withBridge(position(), 1, []);
  show(s, active(s), undefined, 'ja');
  expect(screen.getByTestId('bridge-empty-1').textContent).toBe('黒の橋：ダイスはもうありません');
});

function renderFor(s: WcState) {
  show(s, active(s));
  return { container: document.body };
}

const frame = frameHarness({ game, Table, text }, testSeats(3, ['red', 'blue', 'green']));

/** The table for the seat on turn inside a frame: its decision bar's buttons land in `bar`; explain is a mock. */
function inFrame(s: WcState) {
  const seat = active(s);
  const { actions: bar, onMove, explain } = frame(s, seat);
  const barButton = (label: string) =>
    [...bar.querySelectorAll('button')].find((b) => b.textContent === label) as HTMLButtonElement | undefined;
  return { seat, onMove, explain, bar, barButton };
}

test('Place and Cancel are drawn in the decision bar, and the table keeps no bar of its own', () => {
  const s = withPlayer(position(), active(position()), { coin: 5 });
  const { onMove, bar, barButton } = inFrame(s);
  expect(bar.querySelector('button')).toBeNull();
  fireEvent.click(screen.getByTestId('die-0-R'));
  fireEvent.click(screen.getByTestId('space-r0'));
  expect(barButton(t({ code: 'ui.cancel' }))?.dataset.barAction).toBe('cancel');
  const place = barButton(t({ code: 'ui.confirm' }));
  expect(place?.dataset.barAction).toBe('confirm');
  expect(document.querySelector('.wc-bar')).toBeNull();
  fireEvent.click(place as HTMLButtonElement);
  expect(onMove).toHaveBeenCalledWith({ kind: 'place', bridge: 0, end: 'R', space: 'r0' });
  expect(bar.querySelector('[data-bar-action="confirm"]')).toBeNull();
});

test('a season gate is answered in the decision bar', () => {
  const s0 = withPlayer(position(), active(position()), { pot: 5, seal: 2 });
  const { onMove, barButton } = inFrame(run(s0, active(s0), [{ e: 'pot', n: 1 }]));
  const pay = barButton('Pay 1 seal and go on');
  expect(pay?.dataset.barAction).toBe('choice');
  fireEvent.click(pay as HTMLButtonElement);
  expect(onMove).toHaveBeenCalledWith({ kind: 'season', pay: true });
});

// Seed 4.1: only a die at either end of a bridge may be taken. The dice between are read, not taken: one target for
// all of them (so five dice at four players and the domain row of their colour share a phone's line).
test("the dice between a bridge's ends are one target holding each of their chips; the two ends are a target each", () => {
  const s = withBridge(position(), 2, [1, 2, 4, 5, 6]);
  show(s, active(s));
  const bridge = document.querySelector('.wc-bridge-white') as HTMLElement;
  const buttons = [...bridge.querySelectorAll('.wc-die-btn')];
  expect(buttons.map((b) => b.getAttribute('data-testid'))).toEqual(['die-2-L', null, 'die-2-R']);
  expect(buttons.map((b) => [...b.querySelectorAll('.wc-die')].map((d) => d.textContent))).toEqual([
    ['1'],
    ['2', '4', '5'],
    ['6'],
  ]);
  expect(buttons[1]?.getAttribute('aria-disabled')).toBe('true');
  expect(bridge.querySelector('legend')?.textContent).toBe('white bridge: 5 dice');
});

test.each([
  ['a room before any die is chosen', [], 'space-r0', 'ui.why-die-first'],
  ['an Outside-the-Walls action before any die is chosen', [], 'space-o0-courtier', 'ui.why-die-first'],
  ['a die in the middle of a bridge', [], 'middle-die', 'ui.why-middle-die'],
  ['a domain row of another colour than the die', ['die-0-L'], 'space-d-1', 'ui.why-row-colour'],
])('a tap on %s is explained in words, and no move is sent', (_what, before, testId, code) => {
  const s = withBridge(position(), 2, [2, 3, 5]);
  const { onMove, explain } = inFrame(s);
  for (const id of before) fireEvent.click(screen.getByTestId(id));
  const el =
    testId === 'middle-die'
      ? (document.querySelectorAll('.wc-bridge-white .wc-die-btn')[1] as HTMLElement)
      : screen.getByTestId(testId);
  expect(el.dataset.legal).toBe('false');
  expect(el.hasAttribute('disabled')).toBe(false);
  fireEvent.click(el);
  expect(onMove).not.toHaveBeenCalled();
  expect(explain).toHaveBeenCalledWith({ code });
  expect(t({ code }).length).toBeGreaterThan(10);
});

// On a phone every space a die may go to fits one screen only if they come first: the bridges with your own domain
// rows beside them (a die goes on the row of its bridge's colour), then the castle; the rest of your domain follows at
// once, before the gardens and the other domains.
test('the bridges with your own rows beside them and the castle come first, then your domain, the gardens, the others', () => {
  const s = position();
  const { seat } = inFrame(s);
  const order = [...document.querySelectorAll('[data-testid^="board-"], .wc-bridges, .wc-castle, .wc-gardens-all')].map(
    (e) => e.getAttribute('data-testid') ?? e.className,
  );
  expect(order.slice(0, 4)).toEqual(['wc-bridges', 'wc-castle', `board-${seat}`, 'wc-gardens-all']);
  expect(order).toHaveLength(6);
  const rows = [...document.querySelectorAll('.wc-bridge-row')];
  expect(rows.map((r) => r.querySelector('[data-testid^="space-d-"]')?.getAttribute('data-testid'))).toEqual([
    'space-d-0',
    'space-d-1',
    'space-d-2',
  ]);
  // Away from the rest of your domain, each row wears your mark.
  for (const r of rows)
    expect(r.querySelector('[data-testid^="space-d-"] [data-seat-mark]')?.textContent).toContain(String(seat + 1));
  expect(screen.getByTestId(`board-${seat}`).querySelector('.wc-row')).toBeNull();
  expect(screen.getByTestId(`board-${(seat + 1) % 3}`).querySelectorAll('.wc-row')).toHaveLength(3);
});

// Issue 28, every tap answers: the garden cards, training yards and 3rd-floor bonus spaces are the things a player
// reaches for when a gardener, a warrior or a courtier on the 3rd floor is placed.
test('during a gardener action a garden card is tapped to place the gardener; one out of reach is sent so the rules say why', () => {
  const s0 = position();
  const seat = active(s0);
  const s = act(withBridge(withPlayer(s0, seat, { food: 2 }), 0, [5, 5]), {
    kind: 'place',
    bridge: 0,
    end: 'R',
    space: 'o0',
    act: 'gardener',
  });
  expect(s.asks[s.asks.length - 1]?.kind).toBe('gardener');
  const gardens = game.legalMoves(s, seat).filter((m) => m.kind === 'garden');
  const legalId = gardens[0]?.kind === 'garden' ? gardens[0].id : 0;
  const out = s.gardens.flat().find((id) => !gardens.some((m) => m.kind === 'garden' && m.id === id)) ?? 0;
  expect(legalId * out).toBeGreaterThan(0);
  const { onMove, explain } = inFrame(s);
  const tile = screen.getByTestId(`garden-${legalId}`);
  expect(tile.dataset.legal).toBe('true');
  fireEvent.click(tile);
  expect(onMove).toHaveBeenLastCalledWith({ kind: 'garden', id: legalId });
  expect(screen.getByTestId(`garden-${out}`).dataset.legal).toBe('false');
  fireEvent.click(screen.getByTestId(`garden-${out}`));
  expect(onMove).toHaveBeenLastCalledWith({ kind: 'garden', id: out });
  expect(game.validate(s, seat, { kind: 'garden', id: out })).not.toBeNull();
  expect(explain).not.toHaveBeenCalled();
});

test.each([
  ['a garden card', 'garden-1', 'ui.why-garden'],
  ['a training yard', 'yard-0', 'ui.why-yard'],
  ['a 3rd-floor bonus space', 'bonus-0', 'ui.why-bonus'],
])('while placing a die, a tap on %s is explained in words and sends nothing', (_what, testId, code) => {
  const s = position();
  const { onMove, explain } = inFrame(s);
  const id = testId === 'garden-1' ? `garden-${s.gardens[0]?.[0]}` : testId;
  const el = screen.getByTestId(id);
  expect(el.dataset.legal).toBe('false');
  fireEvent.click(el);
  expect(onMove).not.toHaveBeenCalled();
  expect(explain).toHaveBeenCalledWith({ code });
  expect(t({ code }).length).toBeGreaterThan(10);
});
