// Turns the viewer's legal moves into what the table highlights; the table never works out rules itself.

import type { Choice, TkMove } from '../rules/types';

type Summon = Extract<TkMove, { kind: 'summon' }>;
type Place = Extract<TkMove, { kind: 'place' }>;

export interface LegalOptions {
  /** Empty squares a common piece may go to, with the moves (several when a piece must be reused). */
  readonly place: ReadonlyMap<number, readonly Place[]>;
  /** Per card: its legal summons. */
  readonly summons: ReadonlyMap<string, readonly Summon[]>;
  readonly discard: ReadonlySet<string>;
  readonly flares: ReadonlySet<string>;
  readonly returns: ReadonlySet<string>;
  readonly endReturn: boolean;
  readonly claims: readonly string[];
  readonly endTurn: boolean;
  readonly duelStart: ReadonlySet<number>;
  /** Effect answers: squares, moves by their start square, options, and whether it may be skipped. */
  readonly squares: ReadonlySet<number>;
  readonly moves: ReadonlyMap<number, readonly number[]>;
  readonly opts: readonly string[];
  readonly skip: boolean;
}

function push<K, V>(map: Map<K, V[]>, k: K, v: V): void {
  const list = map.get(k);
  if (list) list.push(v);
  else map.set(k, [v]);
}

function addChoice(c: Choice, out: { squares: Set<number>; moves: Map<number, number[]>; opts: string[] }): boolean {
  switch (c.kind) {
    case 'sq':
      out.squares.add(c.sq);
      return false;
    case 'move':
      push(out.moves, c.from, c.to);
      return false;
    case 'opt':
      out.opts.push(c.opt);
      return false;
    case 'skip':
      return true;
  }
}

export function legalOptions(legal: readonly TkMove[]): LegalOptions {
  const place = new Map<number, Place[]>();
  const summons = new Map<string, Summon[]>();
  const discard = new Set<string>();
  const flares = new Set<string>();
  const returns = new Set<string>();
  const claims: string[] = [];
  const duelStart = new Set<number>();
  const effect = { squares: new Set<number>(), moves: new Map<number, number[]>(), opts: [] as string[] };
  let skip = false;
  let endReturn = false;
  let endTurn = false;
  for (const m of legal) {
    switch (m.kind) {
      case 'place':
        push(place, m.sq, m);
        break;
      case 'summon':
        push(summons, m.card, m);
        break;
      case 'discard':
        discard.add(m.card);
        break;
      case 'flare':
        flares.add(m.card);
        break;
      case 'returnCard':
        returns.add(m.card);
        break;
      case 'endReturn':
        endReturn = true;
        break;
      case 'claim':
        claims.push(m.task);
        break;
      case 'endTurn':
        endTurn = true;
        break;
      case 'duelStart':
        duelStart.add(m.sq);
        break;
      case 'choose':
        if (addChoice(m.choice, effect)) skip = true;
        break;
    }
  }
  return { place, summons, discard, flares, returns, endReturn, claims, endTurn, duelStart, ...effect, skip };
}
