// Builders for Citadels rules tests: card ids by district name, and a state in the middle of a chosen character's turn.
import type { Seat } from '../../../src/engine/game';
import { CARDS, deckIds, type Rank } from '../../../src/games/citadels/data';
import { type CtMove, type CtState, game } from '../../../src/games/citadels/rules';
import { actionAsk, phaseOf, seatOf, stageOf, turnAsk } from '../../../src/games/citadels/rules/asks';
import type { Phase, TurnState } from '../../../src/games/citadels/rules/types';

/** The id of the `copy`-th card of that district. */
export function card(key: string, copy = 0): number {
  let seen = 0;
  for (const [id, d] of CARDS.entries()) {
    if (d.key !== key) continue;
    if (seen === copy) return id;
    seen++;
  }
  throw new Error(`no copy ${copy} of ${key}`);
}

export interface TurnSetup {
  readonly seats?: number;
  /** Characters per seat. */
  readonly chars: readonly (readonly Rank[])[];
  /** Whose turn it is. */
  readonly rank: Rank;
  readonly hands?: readonly (readonly number[])[];
  readonly cities?: readonly (readonly number[])[];
  readonly gold?: readonly number[];
  readonly killed?: Rank | null;
  readonly robbed?: Rank | null;
  readonly action?: 'none' | 'done';
  readonly greatWall?: boolean;
  readonly smithy?: 'seed' | 'classic';
  readonly round?: number;
}

/** A state at the start (or after the action) of `rank`'s turn, with the given hands, cities and gold. */
export function turnState(o: TurnSetup): CtState {
  const seats = o.seats ?? o.chars.length;
  const options = { greatWall: o.greatWall ?? false, smithy: o.smithy ?? 'seed' } as const;
  const base = game.setup(seats, options, 'builder');
  const hands = Array.from({ length: seats }, (_, i) => (o.hands?.[i] ?? []).slice().sort((a, b) => a - b));
  const round = o.round ?? 2;
  const cities = Array.from({ length: seats }, (_, i) => (o.cities?.[i] ?? []).map((c) => ({ card: c, round: 1 })));
  const used = new Set([...hands.flat(), ...cities.flat().map((b) => b.card)]);
  const seat = o.chars.findIndex((c) => c.includes(o.rank));
  if (seat < 0) throw new Error('nobody holds the character whose turn it is');
  const held = o.chars.flat();
  const revealed = held.filter((r) => r <= o.rank && r !== o.killed).sort((a, b) => a - b);
  return {
    ...base,
    round,
    deck: deckIds(options.greatWall).filter((c) => !used.has(c)),
    discard: [],
    hands,
    cities,
    // Seats the test leaves out start with no gold.
    gold: hands.map((_, i) => o.gold?.[i] ?? 0),
    chars: o.chars.map((c) => c.slice()),
    faceUp: [],
    faceDown: [1, 2, 3, 4, 5, 6, 7, 8].filter((r) => !held.includes(r)),
    pool: [],
    revealed,
    killed: o.killed ?? null,
    robbed: o.robbed ?? null,
    firstComplete: null,
    asks: [o.action === 'none' ? actionAsk(seat, o.rank) : turnAsk(actionAsk(seat, o.rank))],
    events: [],
  };
}

/** Apply a move that must be legal (fails the test otherwise). */
export function move(s: CtState, seat: Seat, m: CtMove): CtState {
  const e = game.validate(s, seat, m);
  if (e) throw new Error(`${JSON.stringify(m)} refused: ${e.code}`);
  if (!game.legalMoves(s, seat).some((x) => JSON.stringify(x) === JSON.stringify(m))) {
    throw new Error(`${JSON.stringify(m)} passed validate but is not in legalMoves`);
  }
  return game.apply(s, seat, m);
}

export function errorOf(s: CtState, seat: Seat, m: CtMove): string | null {
  return game.validate(s, seat, m)?.code ?? null;
}

/** Finish the current turn: take gold if the action is still to do, then end it. */
export function pass(s: CtState, seat: Seat): CtState {
  const acted = turnOf(s)?.action === 'none' ? move(s, seat, { kind: 'takeGold' }) : s;
  return move(acted, seat, { kind: 'endTurn' });
}

/** The turn in progress as its own seat sees it (drawn and marked cards included), or null outside a turn. */
export function turnOf(s: CtState): TurnState | null {
  const stage = stageOf(s);
  return stage ? game.view(s, seatOf(stage)).turn : null;
}

/** The phase the table shows: draft, turn, graveyard or over. */
export function phase(s: CtState): Phase {
  return phaseOf(s);
}
