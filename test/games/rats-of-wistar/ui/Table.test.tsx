// The Rats of Wistar table: cards say what they do in words (ja and en) beside drawn SVG symbols (no emoji), the
// objectives show their claim steps and take a tap when claimable, the many ways to pay fold away, and the
// highlighted moves are sent.
import { fireEvent, screen } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { DECK, INVENTIONS, OBJECTIVES, objectiveSpaces } from '../../../../src/games/rats-of-wistar/data';
import { game } from '../../../../src/games/rats-of-wistar/rules';
import { text } from '../../../../src/games/rats-of-wistar/text';
import { Table } from '../../../../src/games/rats-of-wistar/ui/Table';
import { frameHarness, tableHarness, testSeats } from '../../../support/table-harness';
import { act, edit, fresh, pl, sectorFacing, top } from '../builders';

const show = tableHarness({ game, Table, text }, testSeats(2));
/** The first card of a design (card n is design DECK[n]). */
const cardOf = (design: number) => DECK.indexOf(design);
const designWhere = (f: (x: (typeof INVENTIONS)[number]) => boolean) =>
  (INVENTIONS.find((x) => x.tier === 'basic' && f(x)) as (typeof INVENTIONS)[number]).id;
const seatToAct = (s: ReturnType<typeof fresh>) => top(s)?.seats[0] as number;

test('each invention in a display says its effect and needs in words (en)', () => {
  const income = designWhere((x) => x.effect.kind === 'income' && x.effect.gain.wood === 1);
  const end = designWhere((x) => x.effect.kind === 'end' && x.effect.per === 'beds');
  const needs = designWhere((x) => x.needs.length > 0);
  const need = (INVENTIONS[needs] as (typeof INVENTIONS)[number]).needs[0] as string;
  const shown = [income, end, needs];
  const s = edit(fresh(), (x) => {
    x.basicDisplay = shown.map(cardOf);
  });
  show(s, seatToAct(s));
  const words = (d: number) => screen.getByTestId(`rw-draw-basic-${shown.indexOf(d)}`).textContent;
  expect(words(income)).toContain('Income: 1 wood every round');
  expect(words(end)).toContain('Game end: 1 VP for each bed');
  expect(words(needs)).toMatch(new RegExp(`needs.*${need}`));
});

test('the same card reads in Japanese, with no stray spaces inside the words', () => {
  const income = designWhere((x) => x.effect.kind === 'income' && x.effect.gain.wood === 1);
  const s = edit(fresh(), (x) => {
    x.basicDisplay = [cardOf(income)];
  });
  show(s, seatToAct(s), undefined, 'ja');
  const ja = screen.getByTestId('rw-draw-basic-0').textContent ?? '';
  expect(ja).toContain('収入：毎ラウンド木材1を得る');
  expect(ja).toContain('コスト：');
});

test('an objective shows one step per claim space (need and points from data) and who took it', () => {
  const s = edit(fresh(), (x) => {
    x.claims[0] = [1];
  });
  show(s, 0);
  const o = OBJECTIVES[s.objectives[0] as number] as (typeof OBJECTIVES)[number];
  const steps = [...screen.getByTestId('rw-objective-0').querySelectorAll('.rw-step')];
  expect(steps).toHaveLength(objectiveSpaces(s.seats));
  expect(steps[0]?.textContent).toContain(`at least ${o.needs[0]} → ${o.vp[0]} VP`);
  expect(steps[0]?.textContent).toContain('claimed: P2');
  expect(steps[1]?.textContent).toContain(`at least ${o.needs[1]} → ${o.vp[1]} VP`);
  expect(steps[1]?.classList.contains('rw-step-taken')).toBe(false);
});

test('a claimable objective is a highlighted button on the card that sends the claim', () => {
  const s0 = fresh();
  const seat = seatToAct(s0);
  const s = edit(s0, (x) => {
    // Enough of everything that the first objective can be claimed by the seat to act.
    const p = pl(x, seat);
    p.dug = 6;
    p.beds = 6;
    p.power = 2;
    p.played = DECK.map((_, c) => c).slice(0, 24);
  });
  const claim = game.legalMoves(s, seat).find((m) => m.kind === 'objective');
  if (claim?.kind !== 'objective') throw new Error('no objective to claim in this position');
  const onMove = show(s, seat);
  const card = screen.getByTestId(`rw-objective-${claim.index}`);
  expect(card.tagName).toBe('BUTTON');
  expect(card.classList.contains('rw-legal')).toBe(true);
  fireEvent.click(card);
  expect(onMove).toHaveBeenCalledWith(claim);
});

test('the ways to pay for a wild token fold into one list that says how many there are, drawn when opened', () => {
  const s0 = fresh();
  const seat = seatToAct(s0);
  const s = edit(s0, (x) => {
    const p = pl(x, seat);
    p.wood = 5;
    p.metal = 5;
  });
  const ways = game.legalMoves(s, seat).filter((m) => m.kind === 'buyWild');
  expect(ways.length).toBeGreaterThan(1);
  const onMove = show(s, seat);
  const fold = screen.getByTestId('rw-pay-buyWild');
  expect(fold.querySelector('summary')?.textContent).toContain(`(${ways.length} ways)`);
  // Folded, nothing in it can be tapped; opened, every way to pay is a button.
  expect(fold.querySelectorAll('button')).toHaveLength(0);
  fireEvent.click(fold.querySelector('summary') as Element);
  const buttons = fold.querySelectorAll('button[data-move="buyWild"]');
  expect(buttons).toHaveLength(ways.length);
  fireEvent.click(buttons[0] as Element);
  expect(onMove).toHaveBeenCalledWith(ways[0]);
});

test('no emoji anywhere on the table: the symbols are drawn SVG with a word beside them', () => {
  const s = fresh(2, 'icons');
  show(s, seatToAct(s));
  // The seat marks are the app's (shared) seat identity; everything else is this table's.
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const m of copy.querySelectorAll('[data-seat-mark]')) m.remove();
  expect(copy.textContent ?? '').not.toMatch(/\p{Extended_Pictographic}/u);
  expect(document.querySelectorAll('[data-icon]').length).toBeGreaterThan(20);
  for (const sym of document.querySelectorAll('.rw-sym, .rw-coin'))
    expect((sym.textContent ?? '').trim().length, sym.outerHTML).toBeGreaterThan(0);
  expect(screen.getByTestId('rw-legend').textContent).toContain('Gather wood');
});

test('the wheel labels say each action, its region and how many of the viewer’s rats are there', () => {
  const s = edit(fresh(), (x) => {
    pl(x, 0).workers.farm = 3;
  });
  show(s, 0);
  const explore = screen.getByTestId('rw-wlabel-explore').textContent ?? '';
  expect(explore).toContain('Explore');
  expect(explore).toContain('Farm');
  expect(explore).toContain('your rats 3');
});

test('a highlighted wheel space sends its placement', () => {
  const s = fresh();
  const seat = seatToAct(s);
  const place = game.legalMoves(s, seat).find((m) => m.kind === 'place');
  if (place?.kind !== 'place') throw new Error('no placement');
  const onMove = show(s, seat);
  const space = screen.getByTestId(`rw-space-${place.sector}.${place.space}`);
  expect(space.dataset.legal).toBe('true');
  fireEvent.click(space);
  expect(onMove).toHaveBeenCalledWith(place);
});

/** The table of `seat` drawn with the frame's bar slots, as the app does; returns the slot and the mocks. */
const inFrame = frameHarness({ game, Table, text }, testSeats(2));

test('after placing a chief, the main action and end turn are step buttons in the decision bar', () => {
  const s = act(fresh(), { kind: 'place', sector: sectorFacing(fresh(), 'wood'), space: 0 });
  const { actions, onMove } = inFrame(s, seatToAct(s));
  expect(screen.queryByText('End turn')).toBeNull();
  const end = actions.querySelector('[data-testid^="rw-do-endTurn"]') as HTMLElement;
  expect(end.dataset.barAction).toBe('done');
  expect(actions.querySelector('[data-testid^="rw-do-main"]')?.getAttribute('data-bar-action')).toBe('choice');
  fireEvent.click(end);
  expect(onMove).toHaveBeenCalledWith({ kind: 'endTurn' });
});

test('a taken wheel space is still sent, so the rules say why; a space out of play says so itself', () => {
  const first = fresh();
  const s = act(first, { kind: 'place', sector: sectorFacing(first, 'wood'), space: 0 }, { kind: 'endTurn' });
  const seat = seatToAct(s);
  const { onMove, explain } = inFrame(s, seat);
  const taken = screen.getByTestId(`rw-space-${sectorFacing(first, 'wood')}.0`);
  expect(taken.getAttribute('aria-disabled')).toBe('true');
  expect(taken.dataset.legal).toBeUndefined();
  fireEvent.click(taken);
  const tried = onMove.mock.calls[0]?.[0];
  expect(game.validate(s, seat, tried)?.code).toBe('error.space-taken');
  // Sector 0's third space is used only with 4 players (data).
  fireEvent.click(screen.getByTestId('rw-space-0.2'));
  expect(explain).toHaveBeenCalledWith({ code: 'ui.space-off', params: { n: 4 } });
  expect(onMove).toHaveBeenCalledTimes(1);
});
