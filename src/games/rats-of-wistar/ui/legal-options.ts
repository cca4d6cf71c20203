// Turns the viewer's legal moves into what the table highlights; the UI never works out rules itself (whether a
// card can be paid for is the rules' own `playable`).

import { playable } from '../rules/core';
import type { PlayerView, RwMove } from '../rules/types';

export interface LegalOptions {
  /** "sector.space" keys where a chief may go. */
  readonly spaces: ReadonlySet<string>;
  readonly hut: RwMove | null;
  /** Display cards that may be taken: "basic.2", "advanced.deck". */
  readonly draws: ReadonlyMap<string, RwMove>;
  /** Farmhouse targets: "door.3", "go.2", "reveal.4.1", "invite.1", "mission.4.1". */
  readonly house: ReadonlyMap<string, RwMove>;
  /** Objectives that may be claimed now, by their place in the row. */
  readonly objectives: ReadonlyMap<number, RwMove>;
  /** The ways to pay for a wild token or for power (often many): chosen in their own list. */
  readonly purchases: readonly RwMove[];
  /** Every other move, as a button. */
  readonly buttons: readonly RwMove[];
}

export function legalOptions(legal: readonly RwMove[]): LegalOptions {
  const spaces = new Set<string>();
  const draws = new Map<string, RwMove>();
  const house = new Map<string, RwMove>();
  const objectives = new Map<number, RwMove>();
  const purchases: RwMove[] = [];
  const buttons: RwMove[] = [];
  let hut: RwMove | null = null;
  for (const m of legal) {
    switch (m.kind) {
      case 'place':
        spaces.add(`${m.sector}.${m.space}`);
        break;
      case 'hut':
        hut = m;
        break;
      case 'draw':
        draws.set(`${m.tier}.${m.from}`, m);
        break;
      case 'door':
        house.set(`door.${m.door}`, m);
        break;
      case 'go':
        house.set(`go.${m.area}`, m);
        break;
      case 'reveal':
      case 'mission':
        house.set(`${m.kind}.${m.area}.${m.slot}`, m);
        break;
      case 'invite':
        house.set(`invite.${m.area}`, m);
        break;
      case 'objective':
        objectives.set(m.index, m);
        break;
      case 'buyWild':
      case 'buyPower':
        purchases.push(m);
        break;
      default:
        buttons.push(m);
    }
  }
  return { spaces, hut, draws, house, objectives, purchases, buttons };
}

/** Whether this player could pay for invention card `c` now (resources, skills or wild tokens, power). */
export function canAfford(p: PlayerView, c: number): boolean {
  return playable(p, c);
}
