// Card-effect test positions: a board, a hand, a summon at a square in orientation 0, then the answers.

import { at, type BeingCard } from '../../../src/games/tash-kalar/data';
import { game, type TkMove, type TkState } from '../../../src/games/tash-kalar/rules';
import { being } from '../../../src/games/tash-kalar/rules/cards';
import { parsePattern } from '../../../src/games/tash-kalar/rules/patterns';
import { setupGame } from '../../../src/games/tash-kalar/rules/setup';
import type { Choice, EffectAsk, Mode } from '../../../src/games/tash-kalar/rules/types';
import { boardOf, type P } from './builders';

export interface Position {
  readonly pieces: readonly P[];
  readonly hand?: readonly string[];
  readonly flares?: readonly string[];
  readonly mode?: Mode;
  readonly actions?: number;
  readonly discard?: readonly string[];
}

export function position(p: Position): TkState {
  const s = setupGame(2, { mode: p.mode ?? 'highForm', decks: ['imperial', 'sylvan'] }, 'card-test');
  const hands = s.hands.map((h, i) =>
    i === 0 ? { beings: [...(p.hand ?? [])], legends: [], flares: [...(p.flares ?? [])] } : h,
  );
  return {
    ...s,
    asks: [{ kind: 'turn', seats: [0] }],
    turn: 0,
    turnNo: 3,
    actions: p.actions ?? 2,
    board: boardOf(p.pieces),
    hands,
    discards: [[...(p.discard ?? [])], []],
  };
}

/** The pattern's required pieces for seat 0 in orientation 0 with the being at (x,y). */
export function patternAt(card: BeingCard, x: number, y: number): P[] {
  const p = parsePattern(card);
  const out: P[] = p.cells.filter((c) => c.need !== null).map((c) => [x + c.dx, y + c.dy, 0, c.need ?? 'c'] as const);
  if (p.onto) out.push([x, y, 0, p.onto]);
  return out;
}

export const C = {
  sq: (x: number, y: number): Choice => ({ kind: 'sq', sq: at(x, y) }),
  mv: (x1: number, y1: number, x2: number, y2: number): Choice => ({ kind: 'move', from: at(x1, y1), to: at(x2, y2) }),
  opt: (opt: string): Choice => ({ kind: 'opt', opt }),
  skip: { kind: 'skip' } as Choice,
};

export function play(s: TkState, m: TkMove): TkState {
  const err = game.validate(s, s.turn, m);
  if (err) throw new Error(`${JSON.stringify(m)}: ${err.code}`);
  return game.apply(s, s.turn, m);
}

export function answer(s: TkState, choices: readonly Choice[]): TkState {
  let cur = s;
  for (const c of choices) cur = play(cur, { kind: 'choose', choice: c });
  return cur;
}

/** Summon `ref` at (x,y) in orientation 0 and give the answers. */
export function summon(s: TkState, ref: string, x: number, y: number, choices: readonly Choice[] = [], o = 0): TkState {
  return answer(play(s, { kind: 'summon', card: ref, at: at(x, y), o }), choices);
}

/** A position with the card's pattern at (x,y), extra pieces, and the card in hand; then summon it. */
export function summonWith(
  ref: string,
  x: number,
  y: number,
  extra: readonly P[],
  choices: readonly Choice[] = [],
  more: Partial<Position> = {},
): TkState {
  const card = being(ref);
  const s = position({ pieces: [...patternAt(card, x, y), ...extra], hand: [ref], ...more });
  return summon(s, ref, x, y, choices);
}

export const pieceAt = (s: TkState, x: number, y: number) => s.board[at(x, y)] ?? null;
/** The effect waiting for an answer (the top ask), or null. */
export function effectOf(s: TkState): EffectAsk | null {
  const top = s.asks.at(-1);
  return top?.kind === 'effect' ? top : null;
}
export const pending = (s: TkState) => effectOf(s)?.pending ?? null;
export const targets = (s: TkState): string[] => (effectOf(s)?.pending.options ?? []).map((c) => JSON.stringify(c));
