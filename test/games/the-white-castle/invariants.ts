// The White Castle's own invariants for the contract playouts: dice, meeples and cards conserved, caps, the asks'
// shape, and the end score against an independent recomputation of seed 6.2's formula.
import { DIPLOMATS, STEWARDS } from '../../../src/games/the-white-castle/data';
import type { WcMove, WcState } from '../../../src/games/the-white-castle/rules';
import { scoreOf, totalOf } from '../../../src/games/the-white-castle/rules/scoring';

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

export function checkDice(s: WcState): void {
  if (s.round === 0) return;
  const placed =
    s.bridges.flat().length +
    s.rooms.reduce((a, r) => a + r.dice.length, 0) +
    s.well.length +
    s.outside.flat().length +
    s.players.reduce((a, p) => a + p.rows.filter((d) => d !== null).length, 0);
  check(placed === 3 * (s.seats + 1), `dice not conserved: ${placed}`);
  for (const b of s.bridges)
    for (let i = 1; i < b.length; i++) check((b[i - 1]?.value ?? 0) <= (b[i]?.value ?? 0), 'bridge unsorted');
  s.bridges.forEach((b, i) => {
    check(
      b.every((d) => d.color === ['red', 'black', 'white'][i]),
      'die on the wrong bridge',
    );
  });
}

export function checkMeeples(s: WcState): void {
  s.players.forEach((p, seat) => {
    check(p.courtier + p.floors.reduce((a, b) => a + b, 0) === 5, 'courtiers not conserved');
    check(p.gardener + s.gardeners.filter((g) => g.includes(seat)).length === 5, 'gardeners not conserved');
    check(p.warrior + s.yards.reduce((a, y) => a + y.warriors.filter((w) => w === seat).length, 0) === 5, 'warriors');
    for (const r of ['food', 'iron', 'pearl'] as const) check(p[r] >= 0 && p[r] <= 7, `${r} out of 0..7`);
    check(p.seal >= 0 && p.seal <= 5 && p.coin >= 0, 'seals or coins out of range');
    check(p.pot >= 0 && p.pot <= 20, 'Passage of Time out of range');
  });
  for (const g of s.gardeners) check(new Set(g).size === g.length, 'two gardeners of one seat on a card');
}

export function checkCards(s: WcState): void {
  const usable = (cards: readonly { diamond: boolean }[]) => cards.filter((c) => s.seats > 2 || !c.diamond).length;
  const held = (k: 'steward' | 'diplomat') =>
    s.players.reduce((a, p) => a + [...p.slots, ...p.lantern].filter((c) => c?.k === k).length, 0);
  const inRooms = (from: number, to: number) => s.rooms.slice(from, to).filter((r) => r.card !== null).length;
  check(inRooms(0, 3) + s.stewardDeck.length + held('steward') === usable(STEWARDS), 'stewards not conserved');
  check(inRooms(3, 5) + s.diplomatDeck.length + held('diplomat') === usable(DIPLOMATS), 'diplomats not conserved');
  const actions = s.players.reduce((a, p) => a + [...p.slots, ...p.lantern].filter((c) => c?.k === 'action').length, 0);
  check(actions === (s.phase === 'draft' ? s.seats - s.pickers.length : s.seats), 'action cards not conserved');
}

export function checkAsks(s: WcState): void {
  check(s.asks.length <= 1, 'more than one open ask');
  check(
    s.asks.every((a) => a.seats.length === 1),
    'an ask for several seats',
  );
  check((s.asks.length === 0) === (s.phase === 'over'), 'asks and phase disagree');
}

/** Seed 6.2 recomputed apart from scoring.ts. */
export function expectedTotal(s: WcState, seat: number): number {
  const p = s.players[seat];
  if (!p) return 0;
  const pot = p.pot >= 15 ? p.pot - 5 : p.pot >= 11 ? 6 : p.pot >= 6 ? 3 : 0;
  const courtiers = p.floors[0] + 3 * p.floors[1] + 6 * p.floors[2] + 10 * p.floors[3];
  const yardPts = [2, 1, 1];
  let yards = 0;
  s.yards.forEach((y, i) => {
    for (const w of y.warriors) if (w === seat) yards += yardPts[i] ?? 0;
  });
  const warriors = yards * (p.floors[1] + p.floors[2] + p.floors[3]);
  const gardenPts = [9, 7, 7, 7, 5, 1, 1, 3, 3, 5];
  let gardens = 0;
  s.gardeners.forEach((g, i) => {
    if (g.includes(seat)) gardens += gardenPts[i] ?? 0;
  });
  const res = [p.food, p.iron, p.pearl].map((n): number => (n === 7 ? 2 : n >= 3 ? 1 : 0)).reduce((a, b) => a + b, 0);
  return p.vp + pot + courtiers + warriors + gardens + Math.floor((p.coin + p.seal) / 5) + res;
}

export function checkScores(s: WcState): void {
  for (let seat = 0; seat < s.seats; seat++)
    check(totalOf(scoreOf(s, seat)) === expectedTotal(s, seat), `score of ${seat} off`);
}

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const SPACES = ['r0', 'r1', 'r2', 'r3', 'r4', 'well', 'o0', 'o1', 'd'] as const;
const WORKERS = ['courtier', 'gardener', 'warrior'] as const;
const RES = ['food', 'iron', 'pearl'] as const;

/** Every well-formed move shape, with values just out of range too. */
export const EVERY_MOVE: readonly WcMove[] = (() => {
  const out: WcMove[] = [
    { kind: 'end' },
    { kind: 'yes' },
    { kind: 'skip' },
    { kind: 'gate' },
    { kind: 'season', pay: true },
    { kind: 'season', pay: false },
    { kind: 'trade', get: 'coin' },
  ];
  for (const r of RES) out.push({ kind: 'trade', get: r }, { kind: 'res', r });
  for (const pair of range(-1, 5)) out.push({ kind: 'draft', pair });
  for (const bridge of range(-1, 3))
    for (const end of ['L', 'R'] as const)
      for (const space of SPACES) {
        out.push({ kind: 'place', bridge, end, space });
        for (const act of WORKERS) out.push({ kind: 'place', bridge, end, space, act });
      }
  for (const from of range(-1, 3))
    for (const steps of range(0, 3)) for (const room of range(-1, 5)) out.push({ kind: 'climb', from, steps, room });
  for (const id of range(0, 11)) out.push({ kind: 'garden', id });
  for (const yard of range(-1, 3)) out.push({ kind: 'yard', yard });
  for (const room of range(-1, 6)) {
    for (const color of ['red', 'black', 'white', null] as const) out.push({ kind: 'castle', room, color });
    for (const block of range(-1, 3)) out.push({ kind: 'light', room, block });
  }
  for (const block of range(-1, 3)) out.push({ kind: 'pick', block });
  for (const row of range(-1, 3)) out.push({ kind: 'row', row });
  for (const space of range(-1, 3)) out.push({ kind: 'bonus', space });
  return out;
})();
