// Turns the viewer's legal moves into what the table highlights and offers; the UI never works out rules itself.

import type { AlMove } from '../rules';

export interface LegalOptions {
  /** Territories a click on the map answers (start, build), with the move. */
  readonly mapMoves: ReadonlyMap<number, AlMove>;
  /** Territories that some legal attack targets. */
  readonly attackTargets: ReadonlySet<number>;
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
  return { mapMoves, attackTargets, plays, buys, kept, develop, shields, buttons };
}
