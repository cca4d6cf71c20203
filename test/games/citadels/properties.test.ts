// Seeded random playouts for 2..7 players: cards conserved, gold never negative, no view leaks, pure apply, score formula, exact replay.
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/game';
import { canonicalJson } from '../../../src/engine/json';
import { type Rng, seedRng } from '../../../src/engine/random';
import { replay } from '../../../src/engine/session';
import { COLORS, cardType, deckIds, districtPoints } from '../../../src/games/citadels/data';
import { type CtMove, type CtState, game } from '../../../src/games/citadels/rules';
import { text } from '../../../src/games/citadels/text';
import { deepFreeze } from '../../support/deep-freeze';
import { randomMove } from './support';

const PLAYOUTS = 200;
const CAP = 6000;

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

function checkCards(s: CtState, all: string): void {
  const cards = [
    ...s.deck,
    ...s.discard,
    ...s.hands.flat(),
    ...s.cities.flat().map((b) => b.card),
    ...s.asks.flatMap((a) => (a.kind === 'keep' ? a.drawn : [])),
  ].sort((a, b) => a - b);
  check(cards.join(',') === all, 'district cards not conserved');
  check(
    s.gold.every((g) => Number.isInteger(g) && g >= 0),
    'negative gold',
  );
  const chars = [...s.chars.flat(), ...s.faceUp, ...s.faceDown, ...s.pool].sort();
  check(chars.join(',') === '1,2,3,4,5,6,7,8', 'characters not conserved');
}

/** The same state with everything `viewer` must not know replaced: if the view changes, it leaked. */
function scrub(s: CtState, viewer: Seat): CtState {
  const top = s.asks.at(-1);
  const drafting = top?.kind === 'draft' && top.seats[0] === viewer;
  const last7 = drafting && top.withFaceDown;
  return {
    ...s,
    rng: [0, 0, 0, 0],
    deck: s.deck.map(() => -1),
    hands: s.hands.map((h, i) => (i === viewer ? h : h.map(() => -2))),
    chars: s.chars.map((c, i) => (i === viewer ? c : c.map((r) => (s.revealed.includes(r) ? r : 0)))),
    faceDown: last7 ? s.faceDown : s.faceDown.map(() => 0),
    pool: drafting ? s.pool : s.pool.map(() => 0),
    asks: s.asks.map((a) => {
      if (a.seats[0] === viewer) return a;
      if (a.kind === 'keep') return { ...a, drawn: a.drawn.map(() => -3) };
      return a.kind === 'magic' ? { ...a, selected: [] } : a;
    }),
  };
}

function checkViews(s: CtState): void {
  for (let seat = 0; seat < s.seats; seat++) {
    check(canonicalJson(game.view(s, seat)) === canonicalJson(game.view(scrub(s, seat), seat)), `view ${seat} leaks`);
  }
  const table = canonicalJson(game.view(s, 'table'));
  check(!table.includes('"hand":[1') && !table.includes('"myChars":[1'), 'table view leaks');
}

/** Every well-formed move there could be now, of every kind: the rules' legalMoves must be exactly the valid ones. */
function everyMove(s: CtState): CtMove[] {
  const cards = deckIds(s.options.greatWall);
  const out: CtMove[] = [{ kind: 'takeGold' }, { kind: 'drawCards' }, { kind: 'income' }, { kind: 'redraw' }];
  out.push(
    { kind: 'smithy' },
    { kind: 'endTurn' },
    { kind: 'graveyard', take: true },
    { kind: 'graveyard', take: false },
  );
  for (let character = 1; character <= 8; character++) {
    out.push({ kind: 'draft', character }, { kind: 'discardDraft', character });
    out.push({ kind: 'assassinate', character }, { kind: 'rob', character });
  }
  for (const card of cards) {
    out.push({ kind: 'keepCard', card }, { kind: 'build', card }, { kind: 'toggleDiscard', card });
    out.push({ kind: 'laboratory', card });
    for (let seat = 0; seat < s.seats; seat++) out.push({ kind: 'destroy', seat, card });
  }
  for (let seat = 0; seat < s.seats; seat++) out.push({ kind: 'swapHands', seat });
  return out;
}

function checkExhaustive(s: CtState, seat: Seat, legal: readonly CtMove[]): void {
  const listed = new Set(legal.map((m) => canonicalJson(m)));
  const valid = everyMove(s).filter((m) => game.validate(s, seat, m) === null);
  check(valid.length === listed.size, `legalMoves lists ${listed.size}, validate accepts ${valid.length}`);
  for (const m of valid) check(listed.has(canonicalJson(m)), `valid but not listed: ${JSON.stringify(m)}`);
}

/** The scoring formula, worked out again from the cities alone. */
function expectedTotal(s: CtState, seat: Seat, first: Seat | null): number {
  const city = s.cities[seat] ?? [];
  let points = city.reduce((a, b) => a + districtPoints(b.card), 0);
  const colours = new Set<string>();
  let wild = false;
  for (const b of city) {
    const d = cardType(b.card);
    if (d.key === 'hauntedCity' && b.round < s.round) wild = true;
    else colours.add(d.color);
  }
  if (colours.size + (wild ? 1 : 0) >= COLORS.length) points += 3;
  if (seat === first) points += 4;
  else if (city.length >= 8) points += 2;
  return points;
}

function playout(seats: number, n: number): void {
  const options = { greatWall: n % 4 === 1, smithy: n % 3 === 0 ? 'classic' : 'seed' } as const;
  const match = { gameId: game.id, version: game.version, seats, options, seed: `p${seats}-${n}` };
  const all = deckIds(options.greatWall).join(',');
  let s = game.setup(seats, options, match.seed);
  let rng: Rng = seedRng(`moves-${seats}-${n}`);
  const moves: { seat: Seat; move: CtMove }[] = [];
  const thorough = n % 10 === 0;
  let first: Seat | null = null;
  for (let step = 0; step < CAP; step++) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    const seat = st.active[0] ?? -1;
    const legal = game.legalMoves(s, seat);
    check(legal.length > 0, 'active seat without a legal move');
    if (n % 20 === 0 && step % 3 === 0) checkExhaustive(s, seat, legal);
    let move: CtMove;
    [move, rng] = randomMove(legal, rng);
    check(game.validate(s, seat, move) === null, `legal move refused: ${JSON.stringify(move)}`);
    if (n % 5 === 0) deepFreeze(s);
    const after = game.apply(s, seat, move);
    if (first === null) first = after.cities.findIndex((c) => c.length >= 8);
    if (first === -1) first = null;
    if (thorough) {
      for (const line of [...game.describe(s, seat, move, after), st.prompt]) {
        check(text.en[line.code] !== undefined, line.code);
        // Seats are named through { seat } params, never as bare numbers.
        for (const k of ['seat', 'from', 'other']) check(typeof line.params?.[k] !== 'number', `${line.code} ${k}`);
      }
      checkViews(after);
    }
    if (thorough || step % 5 === 0) checkCards(after, all);
    moves.push({ seat, move });
    s = after;
  }
  const end = game.status(s);
  check(end.kind === 'over', `game ${match.seed} did not end within ${CAP} moves`);
  if (end.kind !== 'over') return;
  for (const sc of end.scores) check(sc.total === expectedTotal(s, sc.seat, first), `score of ${sc.seat} off`);
  if (n % 4 === 0) {
    const again = replay(game, match, moves);
    if (!again.ok) throw new Error(`replay failed at ${again.error.index}`);
    expect(canonicalJson(again.value.state)).toBe(canonicalJson(s));
  }
}

describe.each([2, 3, 4, 5, 6, 7])('%i players: random playouts', (seats) => {
  test(`${PLAYOUTS} seeded playouts reach the end with every invariant holding`, () => {
    for (let n = 0; n < PLAYOUTS; n++) playout(seats, n);
  });
});
