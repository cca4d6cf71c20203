// Compact builders for Wizard Extreme tests: cards from short codes ("r9"), seal counts, and states for a position.

import type { Seat } from '../../../src/engine/game';
import {
  type Card,
  COLORS,
  type Color,
  NO_SEALS,
  type SealCounts,
  type SealKind,
} from '../../../src/games/wizard-extreme/data';
import { game, type WeMove, type WeState } from '../../../src/games/wizard-extreme/rules';
import { playAsk, predictAsk } from '../../../src/games/wizard-extreme/rules/asks';
import type { Phase } from '../../../src/games/wizard-extreme/rules/types';

const LETTER: Readonly<Record<string, Color>> = { r: 'red', y: 'yellow', b: 'blue', p: 'purple', g: 'green' };

/** "r9" -> red 9, "y12" -> yellow 12. */
export function card(code: string): Card {
  const color = LETTER[code[0] ?? ''];
  const value = Number(code.slice(1));
  if (!color || !Number.isInteger(value)) throw new Error(`Bad card code ${code}`);
  return { color, value };
}

/** "r9 y3 b1" -> a hand sorted the way the rules keep hands (colour, then value). */
export function hand(codes: string): Card[] {
  if (codes.trim() === '') return [];
  return codes
    .trim()
    .split(/\s+/)
    .map(card)
    .sort((a, b) => COLORS.indexOf(a.color) - COLORS.indexOf(b.color) || a.value - b.value);
}

export function seals(partial: Partial<Record<SealKind, number>> = {}): SealCounts {
  return { ...NO_SEALS, ...partial };
}

export function fresh(seats = 3, seed = 'builder'): WeState {
  return game.setup(seats, game.defaultOptions(seats), seed);
}

/** The seat asked now (once over: the last mover), as the view says it. */
export const turn = (s: WeState): Seat => game.view(s, 'table').turn;
/** The part of the round the open ask belongs to, as the view says it. */
export const phase = (s: WeState): Phase => game.view(s, 'table').phase;

/** The same position with `seat` at the start of its prediction turn. */
export function predicting(s: WeState, seat: Seat): WeState {
  return { ...s, asks: [predictAsk(seat)] };
}

/** A play-phase position: the given hands, seals and trick so far; the seat on turn follows the trick. */
export function playing(opts: {
  readonly hands: readonly string[];
  readonly trick?: readonly (readonly [Seat, string])[];
  readonly seals?: readonly SealCounts[];
  readonly wizard?: Seat | null;
  readonly turn: Seat;
  readonly supplyBlack?: number;
}): WeState {
  const base = fresh(opts.hands.length);
  const hands = opts.hands.map(hand);
  const held = opts.seals ?? hands.map(() => NO_SEALS);
  const supply = { ...base.supply };
  for (const h of held) for (const k of Object.keys(h) as SealKind[]) supply[k] -= h[k];
  if (opts.supplyBlack !== undefined) supply.black = opts.supplyBlack;
  return {
    ...base,
    asks: [playAsk(opts.turn)],
    hands,
    seals: held,
    supply,
    wizard: opts.wizard ?? null,
    trick: (opts.trick ?? []).map(([seat, code]) => ({ seat, card: card(code) })),
  };
}

/** Apply moves for whoever is on turn, failing loudly on an illegal one. */
export function run(s: WeState, moves: readonly WeMove[]): WeState {
  let state = s;
  for (const m of moves) {
    const st = game.status(state);
    if (st.kind === 'over') throw new Error('game over');
    const seat = st.active[0] ?? -1;
    const error = game.validate(state, seat, m);
    if (error) throw new Error(`${JSON.stringify(m)}: ${error.code}`);
    state = game.apply(state, seat, m);
  }
  return state;
}

export const take = (color: Color): WeMove => ({ kind: 'takeSeal', color });
export const steal = (color: Color, from: Seat): WeMove => ({ kind: 'stealSeal', color, from });
export const done: WeMove = { kind: 'endPrediction' };
export const wizard: WeMove = { kind: 'takeWizard' };
export const play = (code: string): WeMove => ({ kind: 'play', card: card(code) });
