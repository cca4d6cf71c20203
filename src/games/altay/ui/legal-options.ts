// Turns the viewer's legal moves into what the table highlights and offers; the UI never works out rules itself.

import type { AlMove } from '../rules';

export interface LegalOptions {
  /** Territories a click on the map answers (start, build), with the move. */
  readonly mapMoves: ReadonlyMap<number, AlMove>;
  /** Territories that some legal attack targets. */
  readonly attackTargets: ReadonlySet<number>;
  /** The map gesture: legal attacks by the territory they start from, then by their target. */
  readonly attacks: ReadonlyMap<number, ReadonlyMap<number, AlMove>>;
  /** Legal plays by hand card. */
  readonly plays: ReadonlyMap<number, AlMove[]>;
  readonly buys: ReadonlyMap<string, AlMove[]>;
  /** Moves on cards in play (feed, stash, release) by card. */
  readonly kept: ReadonlyMap<number, AlMove[]>;
  readonly develop: ReadonlyMap<number, AlMove[]>;
  readonly shields: ReadonlyMap<number, AlMove>;
  /** Everything else, as buttons: attacks, contribute, abandon, abilities, end, hold, people. */
  readonly buttons: readonly AlMove[];
}

function add<K, V>(map: Map<K, V[]>, key: K, v: V): void {
  const list = map.get(key);
  if (list) list.push(v);
  else map.set(key, [v]);
}

export function legalOptions(legal: readonly AlMove[]): LegalOptions {
  const mapMoves = new Map<number, AlMove>();
  const attackTargets = new Set<number>();
  const attacks = new Map<number, Map<number, AlMove>>();
  const plays = new Map<number, AlMove[]>();
  const buys = new Map<string, AlMove[]>();
  const kept = new Map<number, AlMove[]>();
  const develop = new Map<number, AlMove[]>();
  const shields = new Map<number, AlMove>();
  const buttons: AlMove[] = [];
  for (const m of legal) {
    switch (m.kind) {
      case 'start':
      case 'build':
        mapMoves.set(m.t, m);
        break;
      case 'attack':
        attackTargets.add(m.to);
        if (!attacks.has(m.from)) attacks.set(m.from, new Map());
        attacks.get(m.from)?.set(m.to, m);
        buttons.push(m);
        break;
      case 'play':
        add(plays, m.card, m);
        break;
      case 'buy':
        add(buys, m.type, m);
        break;
      case 'feed':
      case 'stash':
      case 'release':
        add(kept, m.card, m);
        break;
      case 'develop':
        add(develop, m.ach, m);
        break;
      case 'shield':
        shields.set(m.card, m);
        break;
      default:
        buttons.push(m);
    }
  }
  return { mapMoves, attackTargets, attacks, plays, buys, kept, develop, shields, buttons };
}

/** What a tap on a map territory means, given the territory picked before (`from`, or null). */
export type MapTap =
  | { readonly kind: 'move'; readonly move: AlMove }
  | { readonly kind: 'from'; readonly from: number | null }
  | { readonly kind: 'offer'; readonly move: AlMove }
  | { readonly kind: 'none' };
export function mapTap(lo: LegalOptions, from: number | null, t: number): MapTap {
  const move = lo.mapMoves.get(t);
  if (move) return { kind: 'move', move };
  const chosen = from === null ? undefined : lo.attacks.get(from)?.get(t);
  if (chosen) return { kind: 'offer', move: chosen };
  if (t === from) return { kind: 'from', from: null };
  if (lo.attacks.has(t)) return { kind: 'from', from: t };
  // a target only one territory of yours reaches: the attack is offered at once
  const sources = [...lo.attacks.values()].flatMap((to) => {
    const m = to.get(t);
    return m ? [m] : [];
  });
  if (sources.length === 1 && sources[0]) return { kind: 'offer', move: sources[0] };
  return { kind: 'none' };
}
