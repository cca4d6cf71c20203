// Compact builders for Welcome to the Moon tests: states with chosen combinations, hand-filled sheets, move runs.

import { push } from '../../../src/engine/decision';
import type { Seat } from '../../../src/engine/game';
import { type Action, type Adventure, STARSHIP_CARDS } from '../../../src/games/welcome-to-the-moon/data';
import { game, type WtmAsk, type WtmMove, type WtmState } from '../../../src/games/welcome-to-the-moon/rules';
import { soloCardAsk, turnAsks } from '../../../src/games/welcome-to-the-moon/rules/asks';
import { blankSheet } from '../../../src/games/welcome-to-the-moon/rules/setup';
import type { Cell, SheetState } from '../../../src/games/welcome-to-the-moon/rules/types';

export function fresh(seats = 2, seed = 'builder', adventure: Adventure = 1): WtmState {
  return game.setup(seats, { adventure }, seed);
}

function cardWith(pred: (c: (typeof STARSHIP_CARDS)[number]) => boolean): number {
  const c = STARSHIP_CARDS.find(pred);
  if (!c) throw new Error('no such card');
  return c.id;
}

/**
 * Make this turn's three combinations exactly these (number, action) pairs. A one-seat state then plays the shared
 * three-pile turn without ASTRA, so one sheet's rules can be tested alone (solo has its own tests).
 */
export function withCombos(s: WtmState, pairs: readonly (readonly [number, Action])[]): WtmState {
  const piles = pairs.map(([n, a], i) => ({
    draw: s.piles[i]?.draw ?? [],
    discard: [cardWith((c) => c.action === a), cardWith((c) => c.number === n)],
  }));
  // Without ASTRA there are no solo cards to resolve: the turn opens with every seat choosing.
  return { ...s, piles, solo: null, asks: turnAsks(s.seats) };
}

/** Solo: the solo cards waiting to be resolved this turn become exactly these (oldest first). */
export function withSoloCards(s: WtmState, cards: readonly number[]): WtmState {
  const turn: WtmAsk[] = s.asks.filter((a) => a.kind !== 'soloCard');
  return { ...s, asks: push(turn, ...cards.map(soloCardAsk)) };
}

/** The game ended here: no ask is left. */
export const ended = (s: WtmState): WtmState => ({ ...s, asks: [] });

/** A blank sheet (adventure 1 unless told) with these slots filled ({ slot: number | 'X' }) and overrides. */
export function sheet(
  cells: Readonly<Record<number, Cell>> = {},
  extra: Partial<SheetState> = {},
  adventure: Adventure = 1,
): SheetState {
  const base = blankSheet(adventure);
  const out = base.cells.slice();
  for (const [slot, v] of Object.entries(cells)) out[Number(slot) - 1] = v;
  return { ...base, cells: out, ...extra };
}

/** Slots from..to filled with ascending numbers starting at `start`. */
export function run(from: number, to: number, start = 1): Record<number, number> {
  const out: Record<number, number> = {};
  for (let slot = from; slot <= to; slot++) out[slot] = start + slot - from;
  return out;
}

export function withSheet(s: WtmState, seat: Seat, sh: SheetState): WtmState {
  const sheets = s.sheets.slice();
  sheets[seat] = sh;
  return { ...s, sheets };
}

/** Play moves through validate + apply, failing loudly on a rule error. */
export function playMoves(s: WtmState, seat: Seat, moves: readonly WtmMove[]): WtmState {
  let state = s;
  for (const m of moves) {
    const e = game.validate(state, seat, m);
    if (e) throw new Error(`${JSON.stringify(m)}: ${e.code}`);
    state = game.apply(state, seat, m);
  }
  return state;
}

/** Adventure-2 sheet shorthand: cells, marks and counters over a blank Journey sheet. */
export function journeySheet(
  cells: Readonly<Record<number, Cell>> = {},
  marks: SheetState['marks'] = {},
  counters: Readonly<Record<string, number>> = {},
  extra: Partial<SheetState> = {},
): SheetState {
  const base = sheet(cells, extra, 2);
  return { ...base, marks, counters: { ...base.counters, ...counters } };
}

/** The Journey, 2 players: seat 0 has written 5 with energy in slot 10, which fills an energy column, so a wall
 * may be drawn next (box 133 is printed circled). */
export function journeyWallTurn(): WtmState {
  const s = withCombos(fresh(2, 'ui-w', 2), [
    [5, 'energy'],
    [6, 'water'],
    [7, 'plant'],
  ]);
  return playMoves(s, 0, [
    { kind: 'choose', combo: 0 },
    { kind: 'write', slot: 10, number: 5 },
  ]);
}

/** Boxes circled or crossed, as a sheet's marks. */
export const circled = (...boxes: number[]) => Object.fromEntries(boxes.map((b) => [b, 'circle' as const]));
export const crossed = (...boxes: number[]) => Object.fromEntries(boxes.map((b) => [b, 'cross' as const]));

/** The same number and action in all three combinations. */
export const same = (n: number, action: Action) =>
  [
    [n, action],
    [n, action],
    [n, action],
  ] as const;

/** A blank sheet of `adventure` with these slots, marks and overrides (The Virus, The Escape rules tests). */
export function adventureSheet(
  adventure: Adventure,
  cells: Readonly<Record<number, Cell>> = {},
  marks: SheetState['marks'] = {},
  extra: Partial<SheetState> = {},
): SheetState {
  return { ...sheet(cells, extra, adventure), marks };
}

/** The Virus sheet's counters with the setup infection done (the turn-1 task is not asked again). */
export const VIRUS_COUNTERS = { astro: 0, plan: 0, jokersUsed: 0, setup: 1, spread: 0, selfSpread: 0 };

/** A Virus sheet whose setup infection is done (unless `extra.counters` says otherwise). */
export const virusSheet = (
  cells: Readonly<Record<number, Cell>> = {},
  marks: SheetState['marks'] = {},
  extra: Partial<SheetState> = {},
) => adventureSheet(6, cells, marks, { counters: VIRUS_COUNTERS, ...extra });

/** One sheet per seat as given, every combination of the turn being (n, action). */
export function startWith(
  adventure: Adventure,
  sheets: readonly SheetState[],
  [n, action]: readonly [number, Action],
): WtmState {
  let s = withCombos(fresh(sheets.length, `adventure-${adventure}`, adventure), same(n, action));
  sheets.forEach((sh, seat) => {
    s = withSheet(s, seat, sh);
  });
  return s;
}

/** Choose the first combination and write its number (8 unless told) in the slot. */
export const writeAt = (slot: number, n = 8): WtmMove[] => [
  { kind: 'choose', combo: 0 },
  { kind: 'write', slot, number: n },
];

/** Every seat plays its moves and confirms, in seat order; the last confirm reveals the turn. */
export function playTurn(s: WtmState, moves: readonly (readonly WtmMove[])[]): WtmState {
  let out = s;
  moves.forEach((ms, seat) => {
    out = playMoves(out, seat, [...ms, { kind: 'confirm' }]);
  });
  return out;
}

/** The empty slots a seat may pick for the spread that waits for it (none when nothing waits). */
export const infectable = (s: WtmState, seat: Seat = 0): number[] =>
  game.legalMoves(s, seat).flatMap((m) => (m.kind === 'placeX' ? [m.slot] : []));

/**
 * The Virus, two players write water in slot 10; seat 0 reaches the water track's propagation symbol first, so seat 1
 * suffers a spread of its awake grey virus in Q0 (slots 1-5, of which `q0` are written) and, with more than one
 * empty slot there, is asked which one it takes.
 */
export function virusSymbolSpread(q0: Readonly<Record<number, number>> = {}): WtmState {
  const a = virusSheet({}, { ...circled(222), ...crossed(184, 185, 186, 187) });
  const b = virusSheet(q0, circled(222));
  return playTurn(startWith(6, [a, b], [8, 'water']), [writeAt(10), writeAt(10)]);
}
