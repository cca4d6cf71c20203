// What each printed thing does, as a list of effects (lantern, rooms, domain rows, the Well, the yards), and the
// options each worker action or offer gives. `*Reach` says whether an option could be paid for after trading
// seals (seed 5.5 "手番中、いつでも"), so the chain asks instead of skipping (NOTES.md ruling R12).

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import {
  ACTION_CARDS,
  CLIMB_COST,
  COLORS,
  type Color,
  type Effect,
  GATE_COST,
  gardenById,
  RESOURCE_CARDS,
  ROW_REVEALS,
  ROW_WORKER,
  tileEffect,
  YARD_TILES,
  YARDS,
} from '../data';
import { castleCard, player, roomCard } from './helpers';
import type { CastleRef, Fx, LanternRef, Player, WcMove, WcState } from './types';

export function lanternFx(p: Player): Fx[] {
  return p.lantern.map((l: LanternRef): Fx => {
    switch (l.k) {
      case 'res':
        return { e: 'gain', what: assertDefined(RESOURCE_CARDS[l.id - 1], `resource card ${l.id}`).back, n: 1 };
      case 'action':
        return { e: 'pot', n: 1 };
      case 'steward':
        return { e: 'gain', what: 'coin', n: 1 };
      case 'diplomat':
        return { e: 'gain', what: 'vp', n: 1 };
      default:
        return { e: 'gain', what: l.d, n: 1 };
    }
  });
}

/** The blocks of a room's card whose die-tile shows `color`, top to bottom. */
export function roomFx(s: WcState, room: number, color: Color): Fx[] {
  const card = roomCard(s, room);
  if (!card) return [];
  const tiles = assertDefined(s.rooms[room], `room ${room}`).tiles;
  return card.blocks.flatMap((b, j) => (tiles[j] === color ? b.fx : []));
}

/** A domain row: 1 of the row's resource per empty meeple space, then every card block over that row. */
export function rowFx(p: Player, row: number): Fx[] {
  const empty = 5 - p[assertDefined(ROW_WORKER[row], `the meeples of domain row ${row}`)];
  const reveals = assertDefined(ROW_REVEALS[row], `what domain row ${row} reveals`);
  const fx: Fx[] = empty > 0 ? [{ e: 'gain', what: reveals, n: empty }] : [];
  for (const ref of p.slots) {
    if (!ref) continue;
    if (ref.k === 'action') {
      fx.push({ e: 'worker', w: assertDefined(ACTION_CARDS[ref.id - 1], `action card ${ref.id}`).w });
      continue;
    }
    for (const b of castleCard(ref).blocks) if (b.rows.includes(row)) fx.push(...b.fx);
  }
  return fx;
}

export const wellFx = (s: WcState): Fx[] => [{ e: 'gain', what: 'seal', n: 1 }, ...s.wellTiles.map(tileEffect)];

export function yardFx(s: WcState, yard: number): Fx[] {
  const tiles = assertDefined(s.yards[yard], `yard ${yard}`).tiles;
  return assertDefined(YARDS[yard], `yard ${yard}`).faces.map((face, i) => {
    const id = assertDefined(tiles[i], `the tile on face ${i} of yard ${yard}`);
    const tile = assertDefined(YARD_TILES[id - 1], `yard tile ${id}`);
    return face === 'action' ? tile.action : tile.reward;
  });
}

// ---- options of each choice ----
export function climbOptions(s: WcState, seat: Seat): WcMove[] {
  const p = player(s, seat);
  const out: WcMove[] = [];
  for (const from of [0, 1, 2] as const) {
    if (p.floors[from] === 0) continue;
    for (const steps of [1, 2] as const) {
      const to = from + steps;
      if (to > 3 || p.pearl < CLIMB_COST[steps]) continue;
      const rooms = to === 1 ? [0, 1, 2] : to === 2 ? [3, 4] : [-1];
      for (const room of rooms) out.push({ kind: 'climb', from, steps, room });
    }
  }
  return out;
}
export function courtierOptions(s: WcState, seat: Seat, gate: boolean, climb: boolean): WcMove[] {
  const p = player(s, seat);
  const out: WcMove[] = [];
  if (!gate && p.courtier > 0 && p.coin >= GATE_COST) out.push({ kind: 'gate' });
  if (!climb) out.push(...climbOptions(s, seat));
  return out;
}
export function gardenOptions(s: WcState, seat: Seat): WcMove[] {
  const p = player(s, seat);
  if (p.gardener === 0) return [];
  return s.gardens
    .flat()
    .filter((id) => !s.gardeners[id - 1]?.includes(seat) && p.food >= gardenById(id).food)
    .map((id) => ({ kind: 'garden', id }));
}
export function yardOptions(s: WcState, seat: Seat): WcMove[] {
  const p = player(s, seat);
  if (p.warrior === 0) return [];
  return YARDS.flatMap((y, yard): WcMove[] => (p.iron >= y.iron ? [{ kind: 'yard', yard }] : []));
}
export function castleOptions(s: WcState, color: Color | 'any'): WcMove[] {
  const out: WcMove[] = [];
  s.rooms.forEach((r, room) => {
    if (r.card === null) return;
    for (const c of COLORS)
      if ((color === 'any' || color === c) && r.tiles.includes(c)) out.push({ kind: 'castle', room, color: c });
  });
  if (color === 'any') out.push({ kind: 'castle', room: 5, color: null });
  return out;
}
export function lightOptions(s: WcState): WcMove[] {
  const out: WcMove[] = [];
  for (let room = 0; room < s.rooms.length; room++) {
    roomCard(s, room)?.blocks.forEach((b, block) => {
      if (!b.dark) out.push({ kind: 'light', room, block });
    });
  }
  return out;
}
export function pickOptions(card: CastleRef): WcMove[] {
  return castleCard(card).blocks.flatMap((b, block): WcMove[] => (b.dark ? [] : [{ kind: 'pick', block }]));
}
export const bonusOptions = (s: WcState): WcMove[] =>
  s.topTaken.flatMap((t, space): WcMove[] => (t === null ? [{ kind: 'bonus', space }] : []));
export const canPay = (p: Player, fx: Extract<Effect, { e: 'offer' }>): boolean =>
  p.coin >= fx.coins && p.seal >= fx.seals;

// ---- could it be paid after trading seals? (1 seal → 1 coin, 2 seals → 1 resource; NOTES.md R6, R12) ----
const spare = (p: Player): number => Math.floor(p.seal / 2);
export function courtierReach(s: WcState, seat: Seat, gate: boolean, climb: boolean): boolean {
  const p = player(s, seat);
  if (!gate && p.courtier > 0 && p.coin + p.seal >= GATE_COST) return true;
  if (climb) return false;
  const pearls = p.pearl + spare(p);
  return p.floors.some((n, from) => n > 0 && ([1, 2] as const).some((k) => from + k <= 3 && pearls >= CLIMB_COST[k]));
}
export function gardenReach(s: WcState, seat: Seat): boolean {
  const p = player(s, seat);
  if (p.gardener === 0) return false;
  return s.gardens
    .flat()
    .some((id) => !s.gardeners[id - 1]?.includes(seat) && p.food + spare(p) >= gardenById(id).food);
}
export function yardReach(s: WcState, seat: Seat): boolean {
  const p = player(s, seat);
  return p.warrior > 0 && YARDS.some((y) => p.iron + spare(p) >= y.iron);
}
export const offerReach = (p: Player, fx: Extract<Effect, { e: 'offer' }>): boolean =>
  p.seal >= fx.seals && p.coin + p.seal - fx.seals >= fx.coins;
