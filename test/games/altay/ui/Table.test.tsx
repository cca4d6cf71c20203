// The Altay table's attack gesture: tap one of your territories, then a territory next to it that you may attack;
// the attack is offered with a confirm button. Legal starts and targets are highlighted; the buttons stay too.
import { fireEvent, screen } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { game } from '../../../../src/games/altay/rules';
import { text } from '../../../../src/games/altay/text';
import { Table } from '../../../../src/games/altay/ui/Table';
import { frameHarness, tableHarness, testSeats } from '../../../support/table-harness';
import { apply, hand, type Position, settle, started } from '../builders';

const seats = testSeats(2);
const show = tableHarness({ game, Table, text }, seats);
/** Seat 0 on 1 with a sword played; seat 1 on 13 (next to 1 and 7); a 1-marker on 7, a 3-marker on 20. */
function armed(): Position {
  let s = started();
  settle(s, 1, 13);
  s.marker[7] = { value: 1, res: null };
  s.marker[20] = { value: 3, res: 2 };
  const [w] = hand(s, 0, ['warrior', 'hunter']) as [number];
  s = apply(s, 0, { kind: 'play', card: w, opt: 0 });
  return s;
}
const attackOf = (id: number) => screen.getByTestId(`terr-${id}`).dataset.attack;

test('your territories that can attack and the legal targets are highlighted; a too-strong marker is not', () => {
  show(armed(), 0);
  expect(attackOf(1)).toBe('source');
  expect(attackOf(13)).toBe('target');
  expect(attackOf(7)).toBe('target');
  expect(attackOf(20)).toBeUndefined(); // 1 settlement + 1 sword does not beat 3
  expect(attackOf(4)).toBeUndefined();
  expect(screen.queryByTestId('attack-confirm')).toBeNull();
});

test('tap your territory, then an enemy one next to it: the attack is offered and sent on confirm', () => {
  const onMove = show(armed(), 0);
  fireEvent.click(screen.getByTestId('terr-1'));
  expect(attackOf(1)).toBe('from');
  fireEvent.click(screen.getByTestId('terr-13'));
  expect(onMove).not.toHaveBeenCalled();
  fireEvent.click(screen.getByTestId('attack-confirm'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'attack', from: 1, to: 13 });
});

test('with two territories reaching the target, the target alone offers nothing until one is picked; cancel', () => {
  const s = armed();
  settle(s, 0, 20); // 20 borders 1 and 7, not 13
  settle(s, 0, 7, 2);
  const onMove = show(s, 0);
  expect(screen.getByTestId('terr-13').dataset.legal).toBeUndefined(); // not a target until a start is picked
  fireEvent.click(screen.getByTestId('terr-13')); // reached from 1 and from 7
  expect(screen.queryByTestId('attack-confirm')).toBeNull();
  fireEvent.click(screen.getByTestId('terr-7'));
  expect(attackOf(7)).toBe('from');
  expect(attackOf(13)).toBe('target');
  expect(screen.getByTestId('terr-13').dataset.legal).toBe('true');
  expect(attackOf(1)).toBe('source'); // 1 is seat 0's own: no target of 7
  fireEvent.click(screen.getByTestId('terr-13'));
  expect(screen.getByTestId('attack-confirm').textContent).toBe('Attack 8→14');
  fireEvent.click(screen.getByTestId('attack-cancel'));
  expect(screen.queryByTestId('attack-confirm')).toBeNull();
  fireEvent.click(screen.getByTestId('terr-7'));
  fireEvent.click(screen.getByTestId('terr-7')); // a second tap drops the pick
  expect(attackOf(7)).toBe('source');
  expect(onMove).not.toHaveBeenCalled();
});

test('a target only one territory reaches offers its attack at once; the buttons remain as a fallback', () => {
  const onMove = show(armed(), 0);
  fireEvent.click(screen.getByTestId('terr-7'));
  fireEvent.click(screen.getByTestId('attack-confirm'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'attack', from: 1, to: 7 });
  const buttons = [...document.querySelectorAll('[data-move="attack"]')].map((b) => b.textContent);
  expect(buttons.sort()).toEqual(['Attack 2→14', 'Attack 2→8']);
});

test('no sword card played: nothing on the map is an attack start', () => {
  const s = started();
  settle(s, 1, 13);
  show(s, 0);
  expect(attackOf(1)).toBeUndefined();
  expect(screen.queryByTestId('attack-offer')).toBeNull();
});

test('a card use that is not legal now is shown dimmed and still sent, so the app can say why', () => {
  const s = started();
  const [v1, v2] = hand(s, 0, ['village', 'village']) as [number, number];
  const t1 = apply(s, 0, { kind: 'play', card: v1, opt: 0 });
  const onMove = show(t1, 0);
  expect(screen.queryByTestId(`play-${v2}-0`)).toBeNull();
  const tryIt = screen.getByTestId(`try-${v2}-0`);
  expect(tryIt.dataset.legal).toBe('false');
  fireEvent.click(tryIt);
  expect(onMove).toHaveBeenCalledWith({ kind: 'play', card: v2, opt: 0 });
  expect(game.validate(t1, 0, { kind: 'play', card: v2, opt: 0 })?.code).toBe('error.same-in-play');
});

test('a market pile and an achievement out of reach show a dimmed try that the rules refuse in words', () => {
  const s = started();
  const onMove = show(s, 0);
  fireEvent.click(screen.getByTestId('try-buy-worker'));
  const buy = onMove.mock.calls[0]?.[0];
  expect(buy).toEqual({ kind: 'buy', type: 'worker', pay: [1, 1] });
  expect(game.validate(s, 0, buy)?.code).toBe('error.cannot-afford');
  const lv2 = s.display[1]?.[0]?.at(-1) as number;
  fireEvent.click(screen.getByTestId(`try-ach-${lv2}`));
  const dev = onMove.mock.calls[1]?.[0];
  expect(dev).toMatchObject({ kind: 'develop', ach: lv2 });
  expect(game.validate(s, 0, dev)?.code).toBe('error.level-first');
});

/** The table of seat 0 drawn with the frame's bar slot, as the app does. */
const inFrame = frameHarness({ game, Table, text }, seats);

test('end turn and the attack confirm are step buttons in the decision bar; the attack buttons stay by the map', () => {
  const { actions, onMove } = inFrame(armed());
  expect(screen.queryByTestId('end-turn')).toBeNull();
  const end = actions.querySelector('[data-testid="end-turn"]') as HTMLElement;
  expect(end.dataset.barAction).toBe('done');
  expect(document.querySelectorAll('[data-move="attack"][data-legal="true"]').length).toBe(2);
  fireEvent.click(screen.getByTestId('terr-7'));
  const confirm = actions.querySelector('[data-testid="attack-confirm"]') as HTMLElement;
  expect(confirm.dataset.barAction).toBe('confirm');
  fireEvent.click(confirm);
  expect(onMove).toHaveBeenCalledWith({ kind: 'attack', from: 1, to: 7 });
});

test('a territory that answers nothing says why: no attack reaches it, or nothing is to be done on the map', () => {
  const { explain, onMove } = inFrame(armed());
  expect(screen.getByTestId('terr-20').dataset.legal).toBeUndefined();
  fireEvent.click(screen.getByTestId('terr-20')); // 1 settlement + 1 sword does not beat 3
  expect(explain).toHaveBeenLastCalledWith({ code: 'ui.why-terr-attack', params: { n: 21 } });
  document.body.innerHTML = '';
  const calm = inFrame(started());
  fireEvent.click(screen.getByTestId('terr-13'));
  expect(calm.explain).toHaveBeenLastCalledWith({ code: 'ui.why-terr-none' });
  expect(onMove).not.toHaveBeenCalled();
  expect(calm.onMove).not.toHaveBeenCalled();
});
