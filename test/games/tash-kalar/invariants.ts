// Tash-Kalar's own invariants, checked on every state of the contract kit's playouts (contract.test.ts): every
// card and piece conserved, scores by an independent formula.
import { canonicalJson } from '../../../src/engine/json';
import { FLARES, LEGENDS, SQUARES, SUPPLY, TASKS } from '../../../src/games/tash-kalar/data';
import type { TkMove, TkOptions, TkState } from '../../../src/games/tash-kalar/rules';
import type { TurnLog } from '../../../src/games/tash-kalar/rules/types';
import type { StepInfo } from '../../support/contract';

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

/** Every card is somewhere: own decks 18 each, legends 12, flares 12 (the card being resolved counts). */
function checkCards(s: TkState): void {
  const top = s.asks.at(-1);
  const inEffect = top?.kind === 'effect' ? [top.card] : [];
  const own = (c: string) => !c.startsWith('legend:') && !c.startsWith('flare:');
  for (const seat of [0, 1]) {
    const h = s.hands[seat];
    const cards = [
      ...(s.decks[seat] ?? []),
      ...(s.discards[seat] ?? []),
      ...(h?.beings ?? []),
      ...inEffect.filter((c) => s.turn === seat && own(c)),
    ];
    check(cards.length === 18, `seat ${seat} own cards ${cards.length}`);
  }
  const shared = (
    prefix: string,
    pile: readonly string[],
    inHands: (h: TkState['hands'][number]) => readonly string[],
  ) => [...pile, ...s.hands.flatMap(inHands), ...inEffect.filter((c) => c.startsWith(prefix))];
  const legends = shared('legend:', [...s.legendDeck, ...s.legendDiscard], (h) => h.legends);
  check(legends.length === LEGENDS.length && new Set(legends).size === LEGENDS.length, 'legends not conserved');
  const flares = shared('flare:', [...s.flareDeck, ...s.flareDiscard], (h) => h.flares);
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

/** Deathmatch points by the formula, worked out here from the turn's record (seed 「ターンの終了」, デスマッチ). */
function dmGain(log: TurnLog): number {
  const d = log.destroyed;
  return 2 * d.L + d.h + Math.floor(d.c / 2) + log.summons.filter((x) => x.legend).length;
}

/** Points move only by the formula: a flare gives the opponent 1 (Deathmatch), a turn's end gives its record. */
export function checkScores(s: TkState, info: Pick<StepInfo<TkState, TkMove, TkOptions>, 'last'>): void {
  if (s.options.mode === 'highForm') {
    const claimed = s.tasks?.claimed.map((c) =>
      c.reduce((a, id) => a + (TASKS.find((t) => t.id === id)?.points ?? 0), 0),
    );
    check(canonicalJson(claimed) === canonicalJson(s.points), 'task points off the claimed tasks');
    return;
  }
  const last = info.last;
  if (last === null) return;
  const gained = s.points.map((p, i) => p - (last.before.points[i] ?? 0));
  const ended = s.turnNo !== last.before.turnNo;
  const mover = last.seat;
  const want = [0, 1].map((i) => {
    const flare = last.move.kind === 'flare' && i !== mover ? 1 : 0;
    return flare + (ended && i === mover && s.lastLog ? dmGain(s.lastLog) : 0);
  });
  check(canonicalJson(gained) === canonicalJson(want), `deathmatch points ${gained} off the formula ${want}`);
}

/** The game's invariants on one state (`info.last`: the move that led to it). */
export function invariant(s: TkState, info: Pick<StepInfo<TkState, TkMove, TkOptions>, 'last'>): void {
  checkCards(s);
  checkPieces(s);
  checkScores(s, info);
}
