// The small helpers every rules file shares: errors, copying a state to change, lookups by id and seat.
import type { Message, RuleError, Seat } from '../../../engine/game';
import { ACHIEVEMENTS, CARD_TYPES, type Res, TERRAINS, type Terrain } from '../data';
import type { AlState, Card, Player } from './types';

export const RES5: readonly Res[] = [0, 1, 2, 3, 4];
export const WMS: readonly Res[] = [1, 2, 3];
export const err = (code: string, params?: Message['params']): RuleError => (params ? { code, params } : { code });
/** A copy to change: the parts moves change are copied; fixed parts (card list, achievement types, map) shared. */
export function draft(s: AlState): AlState {
  return {
    ...s,
    asks: [...s.asks],
    market: s.market.map((p) => [...p]),
    settle: s.settle.map((t) => [...t]),
    marker: [...s.marker],
    achDeck: s.achDeck.map((d) => [...d]),
    display: s.display.map((lv) => lv.map((st) => [...st])),
    achDiscard: [...s.achDiscard],
    removedMarkers: [...s.removedMarkers],
    players: s.players.map((p) => ({
      ...p,
      deck: [...p.deck],
      hand: [...p.hand],
      discard: [...p.discard],
      played: [...p.played],
      kept: p.kept.map((k) => ({ ...k, res: [...k.res] })),
      trashed: [...p.trashed],
      res: [...p.res],
      bought: [...p.bought],
      boosts: [...p.boosts],
      used: [...p.used],
      done: [...p.done],
      dev: p.dev ? { ach: p.dev.ach, res: [...p.dev.res] } : null,
      markers: [...p.markers],
    })),
  };
}
export const terrainIndex = (t: Terrain) => TERRAINS.indexOf(t);
export const achType = (s: AlState, inst: number) =>
  ACHIEVEMENTS[s.achs[inst] as number] as (typeof ACHIEVEMENTS)[number];
export const cardType = (s: AlState, id: number) => CARD_TYPES[(s.cards[id] as Card).t] as (typeof CARD_TYPES)[string];
export const P = (s: AlState, seat: Seat) => s.players[seat] as Player;
export const hasDone = (s: AlState, seat: Seat, key: string) => P(s, seat).done.some((i) => achType(s, i).key === key);

export function gain(p: Player, r: Res, n = 1): void {
  p.res[r] = (p.res[r] as number) + n;
}
export function spend(p: Player, r: Res): void {
  p.res[r] = (p.res[r] as number) - 1;
}
export const removeOne = (list: number[], x: number) => {
  list.splice(list.indexOf(x), 1);
};
