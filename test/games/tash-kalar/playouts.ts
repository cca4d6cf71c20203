// Seeded random playouts: cards and pieces conserved, scores = an independent formula, no view leaks, pure apply,
// exact replay. The random player picks a kind of move first, then a move of that kind, so games reach the end.
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/game';
import { canonicalJson } from '../../../src/engine/json';
import { type Rng, randomInt, seedRng } from '../../../src/engine/random';
import { replay } from '../../../src/engine/session';
import { DECKS, FLARES, LEGENDS, SQUARES, SUPPLY, TASKS } from '../../../src/games/tash-kalar/data';
import { game, type TkMove, type TkState } from '../../../src/games/tash-kalar/rules';
import type { Mode, TurnLog } from '../../../src/games/tash-kalar/rules/types';
import { text } from '../../../src/games/tash-kalar/text';
import { deepFreeze } from '../../support/deep-freeze';

const PLAYOUTS = 200;

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

/** Every card is somewhere: own decks 18 each, legends 12, flares 12 (the card being resolved counts). */
function checkCards(s: TkState): void {
  const top = s.asks.at(-1);
  const inEffect = top?.kind === 'effect' ? [top.card] : [];
  for (const seat of [0, 1]) {
    const h = s.hands[seat];
    const own = [
      ...(s.decks[seat] ?? []),
      ...(s.discards[seat] ?? []),
      ...(h?.beings ?? []),
      ...inEffect.filter((c) => s.turn === seat && !c.startsWith('legend:') && !c.startsWith('flare:')),
    ];
    check(own.length === 18, `seat ${seat} own cards ${own.length}`);
  }
  const legends = [
    ...s.legendDeck,
    ...s.legendDiscard,
    ...s.hands.flatMap((h) => h.legends),
    ...inEffect.filter((c) => c.startsWith('legend:')),
  ];
  check(legends.length === LEGENDS.length && new Set(legends).size === LEGENDS.length, 'legends not conserved');
  const flares = [
    ...s.flareDeck,
    ...s.flareDiscard,
    ...s.hands.flatMap((h) => h.flares),
    ...inEffect.filter((c) => c.startsWith('flare:')),
  ];
  check(flares.length === FLARES.length && new Set(flares).size === FLARES.length, 'flares not conserved');
}

function checkPieces(s: TkState): void {
  for (const seat of [0, 1]) {
    const mine = SQUARES.map((q) => s.board[q]).filter((p) => p?.o === seat);
    check(mine.filter((p) => p?.r === 'L').length <= SUPPLY.L, 'too many legends');
    check(mine.filter((p) => p?.r !== 'L').length <= SUPPLY.ch, 'too many common/heroic pieces');
  }
  for (const [q, p] of s.board.entries()) check(p === null || SQUARES.includes(q), 'piece off the board');
}

/** Views: never the rng, an effect's saved start, or a card of the other hand. */
function checkViews(s: TkState): void {
  for (const viewer of ['table', 0, 1] as const) {
    const json = JSON.stringify(game.view(s, viewer));
    check(!json.includes('"rng"') && !json.includes('"base"'), `view of ${viewer} shows hidden state`);
    for (const seat of [0, 1]) {
      if (seat === viewer) continue;
      const h = s.hands[seat];
      for (const c of [...(h?.legends ?? []), ...(h?.flares ?? [])])
        check(!json.includes(`"${c}"`), `view of ${viewer} shows ${c}`);
    }
  }
}

/** Deathmatch points by the formula, worked out here from the turn's record and flares. */
function dmGain(log: TurnLog): number {
  const d = log.destroyed;
  return 2 * d.L + d.h + Math.floor(d.c / 2) + log.summons.filter((x) => x.legend).length;
}

function pick(legal: readonly TkMove[], rng: Rng): [TkMove, Rng] {
  const kinds = [...new Set(legal.map((m) => m.kind))];
  const [k, r0] = randomInt(rng, kinds.length);
  const pool = legal.filter((m) => m.kind === kinds[k]);
  const [i, r] = randomInt(r0, pool.length);
  return [pool[i] as TkMove, r];
}

function playout(mode: Mode, n: number): void {
  const decks = [DECKS[n % 3], DECKS[(n + 1 + Math.floor(n / 3)) % 3]] as const;
  const options = { mode, decks: [decks[0] ?? 'imperial', decks[1] ?? 'sylvan'] as const };
  const match = { gameId: game.id, version: game.version, seats: 2, options, seed: `tk-${mode}-${n}` };
  let s = game.setup(2, options, match.seed);
  let rng = seedRng(`moves-${mode}-${n}`);
  const moves: { seat: Seat; move: TkMove }[] = [];
  let flarePoints = [0, 0];
  for (let step = 0; step < 3000; step++) {
    const st = game.status(s);
    if (st.kind === 'over') break;
    check(st.prompt.code in text.en, `prompt ${st.prompt.code}`);
    check(typeof st.prompt.params?.seat === 'object', `prompt ${st.prompt.code} names no { seat }`);
    const seat = st.active[0] ?? -1;
    const legal = game.legalMoves(s, seat);
    check(legal.length > 0, 'no legal move');
    if (n % 4 === 0)
      check(new Set(legal.map((m) => canonicalJson(m))).size === legal.length, 'a legal move is listed twice');
    const [move, next] = pick(legal, rng);
    rng = next;
    check(game.validate(s, seat, move) === null, `legal move refused: ${JSON.stringify(move)}`);
    if (n % 5 === 0) deepFreeze(s);
    const after = game.apply(s, seat, move);
    for (const line of game.describe(s, seat, move, after)) {
      check(line.code in text.en, `log ${line.code}`);
      check(
        line.params?.seat === undefined || typeof line.params.seat === 'object',
        `log ${line.code} has a bare seat`,
      );
    }
    if (mode === 'deathmatch' && move.kind === 'flare')
      flarePoints = flarePoints.map((p, i) => (i === seat ? p : p + 1));
    // A turn ended: its record, recomputed by the formula, is what the player gained.
    if (mode === 'deathmatch' && after.turnNo !== s.turnNo) {
      const log = after.lastLog;
      check(
        log !== null && dmGain(log) === (after.points[seat] ?? 0) - (s.points[seat] ?? 0),
        'deathmatch points off the formula',
      );
    }
    if (mode === 'highForm') {
      const claimed = after.tasks?.claimed.map((c) =>
        c.reduce((a, id) => a + (TASKS.find((t) => t.id === id)?.points ?? 0), 0),
      );
      check(canonicalJson(claimed) === canonicalJson(after.points), 'task points off the claimed tasks');
    }
    checkCards(after);
    checkPieces(after);
    if (n % 4 === 0 || step % 5 === 0) checkViews(after);
    moves.push({ seat, move });
    s = after;
  }
  expect(game.status(s).kind).toBe('over');
  if (mode === 'deathmatch') expect(s.points[0] ?? 0).toBeGreaterThanOrEqual(flarePoints[0] ?? 0);
  const again = replay(game, match, moves);
  if (!again.ok) throw new Error(`replay failed at ${again.error.index}`);
  expect(canonicalJson(again.value.state)).toBe(canonicalJson(s));
}

export function describePlayouts(mode: Mode): void {
  describe(`${mode}: random playouts`, () => {
    test(`${PLAYOUTS} seeded playouts reach the end with every invariant holding at every step`, () => {
      for (let n = 0; n < PLAYOUTS; n++) playout(mode, n);
    });
  });
}
