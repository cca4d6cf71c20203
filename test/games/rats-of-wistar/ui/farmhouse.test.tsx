// The Rats of Wistar farmhouse map (#18): every room and door has a place on the drawn plan, each room is named first
// and says what it holds (guests, cheese, whose explorer and tents), open and shut doors look different and say so in
// words, and the highlighted doors and rooms send the same moves as before.
import { fireEvent, screen, within } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { AREAS, CHEESE_AREA, DOORS } from '../../../../src/games/rats-of-wistar/data';
import { game } from '../../../../src/games/rats-of-wistar/rules';
import { text } from '../../../../src/games/rats-of-wistar/text';
import { doorCell, roomCell } from '../../../../src/games/rats-of-wistar/ui/plan';
import { Table } from '../../../../src/games/rats-of-wistar/ui/Table';
import { tableHarness, testSeats } from '../../../support/table-harness';
import { act, edit, fresh, pl, sectorFacing, top } from '../builders';

const seats = testSeats(4);
const show = tableHarness({ game, Table, text }, seats);
const seatToAct = (s: ReturnType<typeof fresh>) => top(s)?.seats[0] as number;

test('the plan gives every room its own cell and puts every door in the gap between its two rooms', () => {
  const taken = new Set<string>();
  const claim = (key: string) => {
    expect(taken.has(key), key).toBe(false);
    taken.add(key);
  };
  for (const a of AREAS) {
    const c = roomCell(a.id);
    expect(c, `room ${a.id}`).not.toBeNull();
    if (!c) continue;
    // Rooms sit on odd grid lines, so a room never lands where a door goes.
    expect(c.row % 2).toBe(1);
    expect(c.col % 2).toBe(1);
    for (let k = 0; k < c.colSpan; k++) claim(`${c.row}.${c.col + k}`);
  }
  for (const d of DOORS) {
    const c = doorCell(d.between);
    expect(c, `door ${d.id}`).not.toBeNull();
    if (!c) continue;
    for (let k = 0; k < c.colSpan; k++) claim(`${c.row}.${c.col + k}`);
  }
  // A door between rooms that do not touch on the plan has no place.
  expect(doorCell([1, 5])).toBeNull();
});

test('each room is named first and says what it holds: explorers by seat, guests, the cheese', () => {
  const s = edit(fresh(2), (x) => {
    pl(x, 1).tents = [4];
  });
  show(s, 0);
  for (const a of AREAS) {
    const room = screen.getByTestId(`rw-room-${a.id}`);
    expect(room.getAttribute('aria-label')?.startsWith(`Room ${a.id} · ${a.part}`), a.id.toString()).toBe(true);
  }
  // Explorers start in the hall.
  const hall = screen.getByTestId('rw-room-0').getAttribute('aria-label') ?? '';
  expect(hall).toContain(`Rats here: ${seats[0]?.name}’s explorer, ${seats[1]?.name}’s explorer`);
  expect(within(screen.getByTestId('rw-room-rats-0')).getAllByText('1').length).toBeGreaterThan(0);
  expect(screen.getByTestId('rw-room-rats-0').querySelectorAll('[data-seat-mark]')).toHaveLength(2);
  expect(screen.getByTestId('rw-room-4').getAttribute('aria-label')).toContain(`${seats[1]?.name}’s tent`);
  expect(screen.queryByTestId('rw-room-rats-1')).toBeNull();
  expect(screen.getByTestId('rw-room-1').getAttribute('aria-label')).toContain('1 guest');
  expect(screen.getByTestId(`rw-room-${CHEESE_AREA}`).getAttribute('aria-label')).toContain('2 cheese');
});

test('open and shut doors are drawn differently and say which they are in words', () => {
  // With 1-2 players the doors marked openSmall start open.
  const s = fresh(2);
  show(s, seatToAct(s));
  for (const d of DOORS) {
    const link = screen.getByTestId(`rw-doorlink-${d.id}`);
    const [a, b] = d.between;
    if (d.openSmall) {
      expect(link.classList.contains('rw-door-is-open')).toBe(true);
      expect(link.textContent).toBe(`Door ${a}–${b} (open)`);
      expect(link.querySelector('button')).toBeNull();
    } else {
      expect(link.classList.contains('rw-door-is-shut')).toBe(true);
      const button = within(link).getByRole('button');
      expect(button.textContent?.startsWith(`Door ${a}–${b}: `)).toBe(true);
      // Nobody is exploring yet: a shut door is not a target, yet a tap on it is still sent so the rules say why.
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.dataset.legal).toBeUndefined();
    }
  }
});

test('while exploring, the highlighted door and then the room beyond it send the same moves', () => {
  let s = edit(fresh(4), (x) => {
    pl(x, 0).workers = { forest: 0, burrow: 0, farm: 4, entrance: 0 };
  });
  s = act(s, { kind: 'place', sector: sectorFacing(s, 'explore'), space: 0 }, { kind: 'main' });
  const seat = seatToAct(s);
  const door = game.legalMoves(s, seat).find((m) => m.kind === 'door' && m.door === 0);
  expect(door).toBeDefined();
  let onMove = show(s, seat);
  const open = screen.getByTestId('rw-door.0');
  expect(open.classList.contains('rw-legal')).toBe(true);
  expect(open.dataset.legal).toBe('true');
  fireEvent.click(open);
  expect(onMove).toHaveBeenCalledWith(door);
  document.body.innerHTML = '';
  s = act(s, { kind: 'door', door: 0 });
  onMove = show(s, seat);
  expect(screen.getByTestId('rw-doorlink-0').classList.contains('rw-door-is-open')).toBe(true);
  expect(screen.getByTestId('rw-room-1').classList.contains('rw-room-target')).toBe(true);
  fireEvent.click(screen.getByTestId('rw-go.1'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'go', area: 1 });
});

test('the map speaks Japanese too: room names first, doors in words', () => {
  const s = fresh(2);
  show(s, 0, undefined, 'ja');
  expect(screen.getByTestId('rw-room-5').getAttribute('aria-label')?.startsWith('部屋5 · 地下室')).toBe(true);
  expect(screen.getByTestId('rw-doorlink-0').textContent).toBe('扉 0–1（開いている）');
  expect(screen.getByTestId('rw-room-0').getAttribute('aria-label')).toContain('の探検家');
});
