// May the player who just moved take that move back? Decided here, for every game, from the states alone.
//
// A move that passed the turn may be taken back only while nobody has learned anything from it that the mover did
// not already know. Two things teach something new and make a move final:
//
// 1. Randomness. The seeded rng lives inside the state; if any value under a key named like `rng` changed, the move
//    drew from it (a shuffle, a die, a refill), and taking it back would let the mover try again for a better draw.
// 2. Revealed information. Views are what each seat may see. We collect each view's *atoms*: every string, and every
//    object whose values are all primitives with at least one string among them (a card like { suit: 'red', rank: 7 },
//    a tile, a character). Counts and scores (all-number objects, plain numbers) are not atoms: they change with any
//    plain move and reveal nothing by themselves. A move reveals information when, after it,
//    a. some view (a seat's or the table's) holds an atom that was nowhere in that view nor in the mover's view
//       before the move (a string counts as known if it was anywhere, inside a card too: a tile moved from a
//       workshop to a wall shows nothing new); or
//    b. some seat privately holds more copies of an atom (copies in its view beyond those in the table view) than
//       it privately held before and than the mover could see before (a second identical card drawn from a deck).
//    So a card going from the mover's hand to the trick, or to another seat's hand, reveals nothing (the mover knew
//    it and the other seats have not yet looked), while a card drawn from a deck, turned face up from the deck or
//    taken from another seat's hidden hand does.
//
// The rule is conservative: a new string that is not a secret (a new phase name) also counts as new, which only
// means the button is not offered. A game whose secrets are not visible as atoms (say cards that are bare numbers)
// declares it with the optional `revealsInformation` hook on Game, which then replaces check 2 for the moves it answers
// (check 1 always runs).

import type { Game, Seat } from './game';
import { canonicalJson } from './json';

/** Every value found under a key that names an rng, in state order, as canonical JSON. */
function rngValues(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const v of value) rngValues(v, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (/rng/i.test(k)) out.push(`${k}=${canonicalJson(v)}`);
      else rngValues(v, out);
    }
  }
  return out;
}

/** True when the rng inside the state is not the same after the move. */
export function usedRandomness(before: unknown, after: unknown): boolean {
  return rngValues(before).join('\n') !== rngValues(after).join('\n');
}

function isAtomObject(v: object): boolean {
  const values = Object.values(v);
  if (values.length === 0) return false;
  let hasString = false;
  for (const x of values) {
    if (x !== null && typeof x === 'object') return false;
    if (typeof x === 'string') hasString = true;
  }
  return hasString;
}

/** How often each atom (see the header) occurs in a view. */
export function atoms(view: unknown, out: Map<string, number> = new Map()): Map<string, number> {
  const add = (key: string) => out.set(key, (out.get(key) ?? 0) + 1);
  if (typeof view === 'string') add(`s:${view}`);
  else if (Array.isArray(view)) for (const v of view) atoms(v, out);
  else if (view && typeof view === 'object') {
    if (isAtomObject(view)) add(`o:${canonicalJson(view)}`);
    else for (const v of Object.values(view)) atoms(v, out);
  }
  return out;
}

/** Every string anywhere in a view, inside card-like objects too. */
function allStrings(view: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof view === 'string') out.add(`s:${view}`);
  else if (Array.isArray(view)) for (const v of view) allStrings(v, out);
  else if (view && typeof view === 'object') for (const v of Object.values(view)) allStrings(v, out);
  return out;
}

interface Seen {
  readonly atoms: Map<string, number>;
  readonly strings: Set<string>;
}

function seen(view: unknown): Seen {
  return { atoms: atoms(view), strings: allStrings(view) };
}

function knownIn(atom: string, ...where: Seen[]): boolean {
  return where.some((w) => (atom.startsWith('s:') ? w.strings.has(atom) : w.atoms.has(atom)));
}

/** An atom's count in a seat's view beyond its count in the table view: the copies only that seat sees. */
function privateCount(atom: string, mine: Seen, table: Seen): number {
  return Math.max(0, (mine.atoms.get(atom) ?? 0) - (table.atoms.get(atom) ?? 0));
}

/**
 * True when some seat (or the table) sees, after the move, something neither it nor the mover saw before:
 * - an atom (a card, a name) that was nowhere in that view or the mover's view before the move; or
 * - a seat holding more private copies of an atom than it did and than the mover could see (a second copy of a
 *   card drawn from a deck; identical cards are common).
 */
export function revealedInformation<S, M, O, V>(
  game: Game<S, M, O, V>,
  seats: number,
  step: { readonly before: S; readonly seat: Seat; readonly move: M; readonly after: S },
): boolean {
  const declared = game.revealsInformation?.(step.before, step.seat, step.move, step.after);
  if (declared !== undefined) return declared;
  const tableBefore = seen(game.view(step.before, 'table'));
  const tableAfter = seen(game.view(step.after, 'table'));
  const moverBefore = seen(game.view(step.before, step.seat));
  for (const atom of tableAfter.atoms.keys()) if (!knownIn(atom, tableBefore, moverBefore)) return true;
  for (let s = 0; s < seats; s++) {
    const before = s === step.seat ? moverBefore : seen(game.view(step.before, s));
    const after = seen(game.view(step.after, s));
    for (const atom of after.atoms.keys()) {
      if (!knownIn(atom, before, moverBefore)) return true;
      const now = privateCount(atom, after, tableAfter);
      if (now > privateCount(atom, before, tableBefore) && now > (moverBefore.atoms.get(atom) ?? 0)) return true;
    }
  }
  return false;
}

export type TakeBackRefusal = 'game-over' | 'randomness' | 'revealed';

/**
 * Whether the mover may take back the move that led from `before` to `after`: null when it may, else why not.
 * The app decides *when* to offer it (the next player has not yet looked, or has not yet acted); this says *whether*.
 */
export function takeBackRefusal<S, M, O, V>(
  game: Game<S, M, O, V>,
  seats: number,
  step: { readonly before: S; readonly seat: Seat; readonly move: M; readonly after: S },
): TakeBackRefusal | null {
  if (game.status(step.after).kind === 'over') return 'game-over';
  if (usedRandomness(step.before, step.after)) return 'randomness';
  if (revealedInformation(game, seats, step)) return 'revealed';
  return null;
}

export function canTakeBack<S, M, O, V>(
  game: Game<S, M, O, V>,
  seats: number,
  step: { readonly before: S; readonly seat: Seat; readonly move: M; readonly after: S },
): boolean {
  return takeBackRefusal(game, seats, step) === null;
}
