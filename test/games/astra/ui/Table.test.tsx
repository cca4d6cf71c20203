// The Astra table: a tapped star is previewed (stardust, what is left, the helpers' shares) before it is marked,
// the running "this turn" effects and the discard pile are shown.
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, expect, test } from 'vitest';
import { type AsState, game } from '../../../../src/games/astra/rules';
import { text } from '../../../../src/games/astra/text';
import { Table } from '../../../../src/games/astra/ui/Table';
import { frameHarness, tableHarness, testSeats } from '../../../support/table-harness';
import { play, position, sky } from '../builders';

afterEach(cleanup);

const seats = testSeats(3);
const show = tableHarness({ game, Table, text }, seats);
const inFrame = frameHarness({ game, Table, text }, seats);

const star = (key: string) => document.querySelector(`[data-star="${key}"]`) as Element;

test('seed 観測する: tapping a star previews its stardust and the helpers in boon order; confirm marks it', () => {
  // Aries is a line 0-1-2-3: P2 marked star 0, P3 star 1, so P1 may go on at star 2.
  const s = position({ sky: [sky('aries', '12..'), sky('leo')], players: [{ stardust: 5 }] });
  const onMove = show(s, 0);
  fireEvent.click(star('aries:2'));
  expect(onMove).not.toHaveBeenCalled();
  expect(screen.getByTestId('preview-cost').textContent).toContain('1 stardust (5 → 4)');
  expect(screen.getByTestId('preview-left').textContent).toContain('1 more star to discover it');
  const helpers = screen.getByTestId('preview-helpers');
  expect(helpers.textContent).toContain('When it is discovered');
  expect(screen.getByTestId('preview-helper-1').textContent).toContain('1 mark');
  // Equal marks choose at the same time (seed 発見フェイズ).
  expect(screen.getByTestId('preview-helper-2').textContent).toContain('same time');
  fireEvent.click(screen.getByTestId('confirm-mark'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'observe', card: 'aries', star: 2 });
});

test('the preview says when the star discovers the card, and cancel leaves it unmarked', () => {
  const s = position({ sky: [sky('aries', '112.')], players: [{ stardust: 3 }] });
  const onMove = show(s, 0);
  fireEvent.click(star('aries:3'));
  expect(screen.getByTestId('preview-left').textContent).toContain('This star discovers Aries');
  expect(screen.getByTestId('preview-helper-1').textContent).toContain('2 marks');
  expect(screen.getByTestId('preview-helper-2').textContent).not.toContain('same time');
  fireEvent.click(screen.getByTestId('cancel-mark'));
  expect(screen.queryByTestId('preview')).toBeNull();
  expect(onMove).not.toHaveBeenCalled();
});

test('during a line the preview counts what was spent; tapping the chosen star again confirms it', () => {
  let s = position({ sky: [sky('aries')], players: [{ stardust: 8 }] });
  s = play(s, { kind: 'observe', card: 'aries', star: 0 });
  const onMove = show(s, 0);
  expect(screen.getByTestId('cost').textContent).toContain('1 stardust');
  fireEvent.click(star('aries:1'));
  expect(screen.getByTestId('preview-cost').textContent).toContain('(7 → 6)');
  expect(screen.getByTestId('preview-cost').textContent).toContain('with this star 2');
  expect(screen.getByTestId('preview-helpers').textContent).toContain('Nobody else has marked it');
  fireEvent.click(star('aries:1'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'mark', star: 1 });
});

test('a grand star is previewed with its wisdom (seed: グランドスターをマークすると、即座に1知恵)', () => {
  // Canis Minor's start star is Procyon's neighbour; its grand star (Procyon) is star 0.
  const s = position({ sky: [sky('canis-minor', '.11')], players: [{ stardust: 3 }] });
  show(s, 0);
  fireEvent.click(star('canis-minor:0'));
  expect(screen.getByTestId('preview-grand')).toBeTruthy();
});

test('the "this turn" panel shows waiting abilities with what they give so far (seed 能力フェイズ)', () => {
  let s = position({
    sky: [sky('aries'), sky('leo')],
    players: [{ stardust: 8, cards: [{ id: 'sagittarius', exhausted: false }] }],
  });
  s = play(s, { kind: 'activate', card: 'sagittarius' }, { kind: 'observe', card: 'aries', star: 0 });
  s = play(s, { kind: 'mark', star: 1 }, { kind: 'mark', star: 2 });
  show(s, 1);
  expect(screen.getByTestId('this-turn-log').textContent).toContain('3 stars marked');
  expect(screen.getByTestId('lasting-0').textContent).toContain('1 fame per 3 stars');
  expect(screen.getByTestId('lasting-0').textContent).toContain('1 fame, 0 stardust');
});

test('with no waiting ability the panel says so; the discard pile lists discarded constellations', () => {
  const s: AsState = { ...position({ sky: [sky('aries')] }), discard: ['lyra', 'orion'] };
  show(s, 0);
  expect(screen.getByTestId('lasting-none')).toBeTruthy();
  expect(screen.getByTestId('discard-pile').textContent).toContain('Discard pile (2)');
  expect(screen.getByTestId('discarded-lyra').textContent).toBe('Lyra');
  expect(screen.getByTestId('discarded-orion').textContent).toBe('Orion');
});

test('the step buttons are drawn in the decision bar, not on the table: rest, and the confirm of a tapped star', () => {
  const s = position({ sky: [sky('aries', '12..')], players: [{ stardust: 5 }] });
  const { actions, onMove } = inFrame(s);
  expect(screen.queryByTestId('rest')).toBeNull();
  const rest = actions.querySelector('[data-testid="rest"]');
  expect(rest?.getAttribute('data-bar-action')).toBe('choice');
  fireEvent.click(star('aries:2'));
  const confirm = actions.querySelector('[data-testid="confirm-mark"]') as HTMLElement;
  expect(confirm.textContent).toBe('Mark it (1 stardust)');
  expect(confirm.dataset.barAction).toBe('confirm');
  fireEvent.click(confirm);
  expect(onMove).toHaveBeenCalledWith({ kind: 'observe', card: 'aries', star: 2 });
});

test('only the lit stars are data-legal; an unlit star is still tried, so the rules say why (seed: start star)', () => {
  const s = position({ sky: [sky('aries', '12..'), sky('leo')], players: [{ stardust: 5 }] });
  const onMove = show(s, 0);
  const legal = [...document.querySelectorAll('[data-legal="true"]')].map((e) => e.getAttribute('data-star'));
  expect(legal).toContain('aries:2');
  expect(legal).not.toContain('leo:3');
  expect(star('leo:3').getAttribute('aria-disabled')).toBe('true');
  fireEvent.click(star('leo:3'));
  const tried = onMove.mock.calls[0]?.[0];
  expect(tried).toEqual({ kind: 'observe', card: 'leo', star: 3 });
  expect(game.validate(s, 0, tried)?.code).toBe('error.start-star');
});
