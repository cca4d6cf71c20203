// The Wizard Extreme table renders a seat's view, highlights exactly the legal choices and sends clicked moves.
import { fireEvent, screen, within } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { game, type WeMove } from '../../../../src/games/wizard-extreme/rules';
import { text } from '../../../../src/games/wizard-extreme/text';
import { Table } from '../../../../src/games/wizard-extreme/ui/Table';
import { frameHarness, tableHarness, testSeats, wordsOf } from '../../../support/table-harness';
import { card, playing, predicting, run, seals, take, turn } from '../builders';

const seats = testSeats(3);
const show = tableHarness({ game, Table, text }, seats);

test('cards that follow the led colour are highlighted; clicking one sends the play move', () => {
  const s = playing({ hands: ['y3', 'y1 y7 b2', 'g1'], trick: [[0, 'y5']], turn: 1 });
  const onMove = show(s, 1);
  expect(screen.getByTestId('card-yellow-1').dataset.legal).toBe('true');
  expect(screen.getByTestId('card-yellow-7').dataset.legal).toBe('true');
  expect(screen.getByTestId('card-blue-2').dataset.legal).toBe('false');
  fireEvent.click(screen.getByTestId('card-yellow-7'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'play', card: card('y7') });
});

test('an illegal card is still sent, so the app can explain the rule', () => {
  const s = playing({ hands: ['y3', 'y1 b2', 'g1'], trick: [[0, 'y5']], turn: 1 });
  const onMove = show(s, 1);
  fireEvent.click(screen.getByTestId('card-blue-2'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'play', card: card('b2') });
});

test('the trick, and one panel per seat, are shown; other hands only as counts', () => {
  const s = playing({ hands: ['y3 r9', 'y1 b2', 'g1 g2'], trick: [[0, 'y5']], turn: 1 });
  show(s, 1);
  expect(screen.getByTestId('trick').textContent).toContain('5');
  expect(screen.getByTestId('seat-0').textContent).toContain('2 cards');
  expect(screen.queryByTestId('card-red-9')).toBeNull();
});

/** Renders the table inside a frame's decision bar slots; returns the bar's action and status boxes. */
const showInFrame = frameHarness({ game, Table, text }, seats);

test('on the viewer’s prediction turn the seal buttons are on the table and the wizard is offered', () => {
  const s = game.setup(3, game.defaultOptions(3), 'ui');
  const onMove = show(s, turn(s));
  expect(screen.getByTestId('take-seal-red').dataset.legal).toBe('true');
  expect(screen.getByTestId('take-wizard').dataset.barAction).toBe('choice');
  expect(screen.getByTestId('take-wizard').getAttribute('aria-disabled')).toBeNull();
  fireEvent.click(screen.getByTestId('take-seal-blue'));
  expect(onMove).toHaveBeenCalledWith(take('blue'));
  fireEvent.click(screen.getByTestId('end-prediction'));
  expect(onMove).toHaveBeenLastCalledWith({ kind: 'endPrediction' });
});

test('a colour gone from the middle offers taking it from the players who hold it', () => {
  const s0 = game.setup(3, game.defaultOptions(3), 'ui');
  const s = run(s0, [take('green'), take('green'), take('green'), { kind: 'endPrediction' }]);
  const onMove = show(s, turn(s));
  expect(screen.getByTestId('take-seal-green').dataset.legal).toBe('false');
  fireEvent.click(screen.getByTestId(`steal-seal-green-${turn(s0)}`));
  expect(onMove).toHaveBeenCalledWith({ kind: 'stealSeal', color: 'green', from: turn(s0) });
});

test('a winner with a real choice gets one button per returnable seal', () => {
  const base = playing({
    hands: ['r1 b1', 'y2 b2', 'y3 b3'],
    seals: [seals({ yellow: 1, white: 1 }), seals(), seals()],
    turn: 1,
  });
  const s = run(base, [
    { kind: 'play', card: card('y2') },
    { kind: 'play', card: card('y3') },
    { kind: 'play', card: card('r1') },
  ] as WeMove[]);
  const onMove = show(s, 0);
  fireEvent.click(screen.getByTestId('return-seal-white'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'returnSeal', color: 'white' });
  expect(screen.getByTestId('return-seal-yellow')).toBeTruthy();
});

test('with the designer variant each seat panel shows what the black wizard would cost that seat', () => {
  const s0 = game.setup(3, { shortGame: false, wizardBase: 4, designerVariant: true }, 'ui');
  const row = (total: number) => ({ colored: total, white: 0, black: 0, wizard: 0, total });
  const s = { ...s0, round: 1, roundScores: [[row(5), row(9), row(0)]], wizardTimes: [2, 0, 0] };
  show(s, 1);
  expect(screen.getByTestId('wizard-cost-0').textContent).toContain('wizard 6');
  expect(screen.getByTestId('wizard-cost-1').textContent).toContain('wizard 4');
  expect(screen.getByTestId('wizard-cost-0').getAttribute('title')).toContain('no. 3');
});

test('without the variant no wizard cost is shown', () => {
  show(game.setup(3, game.defaultOptions(3), 'ui'), 0);
  expect(screen.queryByTestId('wizard-cost-0')).toBeNull();
});

test('a final-round leader whom the wizard would secure first place sees the wizard button as not legal', () => {
  const s0 = game.setup(3, { shortGame: false, wizardBase: 4, designerVariant: true }, 'ui');
  const row = (total: number) => ({ colored: total, white: 0, black: 0, wizard: 0, total });
  const scores = [row(0), row(10), row(12)];
  const s = predicting({ ...s0, round: 8, roundScores: [scores] }, 0);
  const onMove = show(s, 0);
  const wizard = screen.getByTestId('take-wizard');
  expect(wizard.dataset.barAction).toBe('other');
  expect(wizard.getAttribute('aria-disabled')).toBe('true');
  // The tap still asks, so the rules can say why in words.
  fireEvent.click(wizard);
  expect(onMove).toHaveBeenCalledWith({ kind: 'takeWizard' });
  const why = game.validate(s, 0, { kind: 'takeWizard' });
  expect(why?.code).toBe('error.wizard-secures-win');
  expect(wordsOf(text)(why ?? { code: '' })).not.toContain('error.');
});

test('the prediction’s step buttons are drawn in the decision bar, the round and seals taken beside the prompt', () => {
  const s = run(game.setup(3, game.defaultOptions(3), 'ui'), [take('red')]);
  const { actions, status, onMove } = showInFrame(s, turn(s));
  const table = screen.getByText('Seals in the middle').closest('.we-table') as HTMLElement;
  expect(within(table).queryByTestId('end-prediction')).toBeNull();
  fireEvent.click(within(actions).getByTestId('end-prediction'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'endPrediction' });
  expect(within(actions).getByTestId('end-prediction').dataset.barAction).toBe('done');
  expect(status.textContent).toContain('Round 1/');
  expect(status.textContent).toContain('1 this turn');
});

test('a trick winner chooses the seal to hand back in the decision bar', () => {
  const base = playing({
    hands: ['r1 b1', 'y2 b2', 'y3 b3'],
    seals: [seals({ yellow: 1, white: 1 }), seals(), seals()],
    turn: 1,
  });
  const s = run(base, [
    { kind: 'play', card: card('y2') },
    { kind: 'play', card: card('y3') },
    { kind: 'play', card: card('r1') },
  ] as WeMove[]);
  const { actions, onMove } = showInFrame(s, 0);
  fireEvent.click(within(actions).getByTestId('return-seal-yellow'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'returnSeal', color: 'yellow' });
});
