// The log numbers each move once and gives each line the chip of the seat it is about (issue 12, point 3).
import { render, screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { linesFor, subjectOf } from '../../src/app/models/game-log';
import { LogList } from '../../src/app/screens/LogList';
import { seatParam } from '../../src/engine/game';
import type { MoveRecord } from '../../src/engine/session';
import { seatColor } from '../../src/ui/seat-colors';

const seats = [
  { name: 'Aki', color: 'red', bot: false },
  { name: 'Ben', color: 'blue', bot: false },
  { name: 'Chie', color: 'green', bot: false },
];
const words = (m: { code: string }) => m.code;

// Move 8 (index 7): Chie plays the last card of the trick, Aki wins it, and a new trick starts. linesFor reads only
// from the move it is given on; the six moves before have lines nobody reads here.
const earlier: MoveRecord<unknown>[] = Array.from({ length: 6 }, () => ({
  seat: 0,
  move: null,
  commit: true,
  log: [{ code: 'earlier' }],
}));
const log: MoveRecord<unknown>[] = [
  ...earlier,
  { seat: 1, move: null, commit: true, log: [{ code: 'play', params: { seat: seatParam(1) } }] },
  {
    seat: 2,
    move: null,
    commit: true,
    log: [
      { code: 'play', params: { seat: seatParam(2) } },
      { code: 'trick-won', params: { seat: seatParam(0) } },
      { code: 'secret', params: { seat: seatParam(2) }, visibleTo: [2] },
      { code: 'new-trick' },
      { code: 'told', params: { seat: seatParam(2) }, about: 1 },
    ],
  },
];

describe('whom a log line is about', () => {
  test.each([
    ['the seat the game names', { code: 'x', params: { seat: seatParam(0) }, about: 2 }, 2],
    ['its {seat} subject', { code: 'x', params: { seat: seatParam(0), from: seatParam(2) } }, 0],
    ['the mover, when the line names no seat', { code: 'x', params: { n: 3 } }, 1],
  ])('%s', (_name, event, expected) => {
    expect(subjectOf(event, 1)).toBe(expected);
  });
});

describe('LogList', () => {
  test('a move of several lines carries its number once, each line with its subject chip', () => {
    const lines = linesFor(log, 0, 6);
    render(<LogList lines={lines} seats={seats} t={words} empty="none" />);
    const moves = screen.getAllByRole('listitem').filter((li) => li.dataset.move);
    expect(moves.map((li) => li.dataset.move)).toEqual(['7', '8']);
    const eight = moves[1];
    const rows = [...(eight?.querySelectorAll('.log-move > li') ?? [])];
    // Seat 0 reads: Chie's private line is not there.
    expect(rows.map((r) => r.lastChild?.textContent)).toEqual(['play', 'trick-won', 'new-trick', 'told']);
    const chips = rows.map((r) => r.querySelector('.seat-chip')?.getAttribute('data-seat'));
    expect(chips).toEqual(['2', '0', '2', '1']);
    expect(rows[1]?.querySelector('.seat-chip')?.textContent).toBe(seatColor('red', 0).symbol);
  });

  test('a move of one line is a single numbered item', () => {
    render(<LogList lines={linesFor(log.slice(0, 7), 'table', 6)} seats={seats} t={words} empty="none" />);
    const item = screen.getByRole('listitem');
    expect(item.getAttribute('value')).toBe('7');
    expect(item.querySelector('.log-move')).toBeNull();
  });
});
