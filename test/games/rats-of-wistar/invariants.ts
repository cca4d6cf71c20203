// Rats of Wistar invariants: components conserved, scores against an independent recomputation, asks well formed.

import {
  ADVANCED_POWER_VP,
  BED_VP,
  DECK,
  GUESTS,
  INVENTIONS,
  UNDERGROUND_VP,
} from '../../../src/games/rats-of-wistar/data';
import { overStatus, type RwState } from '../../../src/games/rats-of-wistar/rules';

export function checkCards(s: RwState): void {
  const seen = [
    ...s.basicDeck,
    ...s.advancedDeck,
    ...s.basicDisplay,
    ...s.advancedDisplay,
    ...s.discard,
    ...s.pairs.flat(),
    ...s.players.flatMap((p) => [...p.hand, ...p.played]),
  ].sort((a, b) => a - b);
  if (seen.length !== DECK.length || seen.some((c, i) => c !== i))
    throw new Error(`cards not conserved (${seen.length})`);
}
export function checkGuests(s: RwState): void {
  const held = [
    ...s.areaGuests.flat(),
    ...s.guestPile,
    ...(s.roundGuest === null ? [] : [s.roundGuest]),
    ...s.players.flatMap((p) => p.guests),
  ];
  if (new Set(held).size !== held.length) throw new Error('a guest is in two places');
  if (held.length > GUESTS.length) throw new Error('too many guests');
}
export function checkPlayers(s: RwState): void {
  for (const p of s.players) {
    if (p.wood < 0 || p.metal < 0 || p.move < 0 || p.wild < 0) throw new Error('negative supply');
    const w = p.workers;
    // 2 starting workers + one per bed built: none lost, none made up.
    if (w.forest + w.burrow + w.farm + w.entrance !== 2 + p.beds) throw new Error('workers not conserved');
    if (p.beds + p.guests.length > 2 + p.dug) throw new Error('more beds and guests than rooms');
    if (p.dug > 6 || p.beds > 6 || p.power > 2 || p.tents.length > 2) throw new Error('board over its limits');
  }
}
/** Seed ゲームの終了, recomputed from scratch. */
export function expectedScore(s: RwState, seat: number): number {
  const p = s.players[seat] as RwState['players'][number];
  const inv = (c: number) => INVENTIONS[DECK[c] as number] as (typeof INVENTIONS)[number];
  let vp = p.bonusVp;
  vp += p.beds ? (BED_VP[p.beds - 1] as number) : 0;
  vp += p.dug ? (UNDERGROUND_VP[p.dug - 1] as number) : 0;
  for (const gid of p.guests) vp += (GUESTS[gid] as (typeof GUESTS)[number]).vp;
  for (const c of p.cheese) vp += c;
  const abil = { brown: [0, 4, 0, 7], grey: [0, 4, 0, 7] };
  p.cubes.brown.forEach((off, i) => {
    if (off) vp += abil.brown[i] as number;
  });
  p.cubes.grey.forEach((off, i) => {
    if (off) vp += abil.grey[i] as number;
  });
  const effs = [
    ...p.played.map((c) => inv(c).effect),
    ...p.guests.map((g) => (GUESTS[g] as (typeof GUESTS)[number]).effect),
  ];
  for (const c of p.played) vp += inv(c).vp;
  const rowsDone = Object.values(p.rows).reduce((a, b) => a + b, 0);
  for (const e of effs) {
    if (e.kind !== 'end') continue;
    const n = { beds: p.beds, rooms: 2 + p.dug, guests: p.guests.length, missions: rowsDone } as Record<string, number>;
    vp += e.vp * (n[e.per] ?? p.played.filter((c) => inv(c).type === e.per).length);
  }
  if (p.power >= 2) vp += ADVANCED_POWER_VP;
  vp += Math.floor((p.wood + p.metal + p.move + p.hand.length) / 5);
  vp += Math.floor(p.wild / 2);
  return vp;
}
export function checkScores(s: RwState): void {
  const st = overStatus(s);
  for (const sc of st.scores)
    if (sc.total !== expectedScore(s, sc.seat)) throw new Error(`score of seat ${sc.seat} off`);
}
export function checkAsks(s: RwState): void {
  const turns = s.asks.filter((a) => a.kind === 'turn').length;
  if (turns > 1) throw new Error('two turn asks open');
  if (s.asks.length > 0 && turns === 0) throw new Error('an ask outside a turn');
}
