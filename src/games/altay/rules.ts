// Altay's rules as a decision table (src/engine/decision.ts): pick a people, pick a start farmland, then turns; a
// turn is a free sequence of activities (play a card with one of its options, acquire, feed and store, battle,
// develop achievements, use achievement powers) until the player ends it. Seed: /work/shared/seeds/altay.ja.txt.

import { type DecisionTable, decide, settle } from '../../engine/decision';
import type { Game, LogEvent, Message, RuleError, Seat, SeatScore, Status } from '../../engine/game';
import { seatParam, termParam } from '../../engine/game';
import { type Rng, seedRng, shuffle } from '../../engine/random';
import {
  ACH_INDEX,
  ACHIEVEMENTS,
  CARD_TYPES,
  type CardOption,
  type CostSym,
  CULTURE,
  HAND_SIZE,
  MARKET,
  MAX_PER_TERRITORY,
  type Marker,
  MOUNTAIN_MARKERS,
  PEOPLES,
  type PeopleId,
  PLAIN_MARKERS,
  type Res,
  SECRET_BONUS,
  SETTLEMENTS_PER_PLAYER,
  STARTING_DECKS,
  TERRAINS,
  TERRITORIES,
  type Terrain,
  territoriesInPlay,
  WONDER_CAP,
} from './data';

export type AlOptions = Record<string, never>;
export interface Card {
  readonly t: string;
  readonly vp: number;
}
/** A card that stays in play: an accumulate card (resources until full) or a store card (kept resources). */
export interface Kept {
  readonly card: number;
  readonly op: 'acc' | 'store';
  res: Res[];
  /** Stored on this turn: a store card gives its resources back on a later turn. */
  fresh: boolean;
}
export interface Player {
  people: PeopleId | null;
  /** The secret wonder (achievement instance), or -1. */
  secret: number;
  deck: number[];
  hand: number[];
  discard: number[];
  played: number[];
  kept: Kept[];
  trashed: number[];
  res: number[];
  bought: string[];
  swords: number;
  swordCards: number;
  boosts: number[];
  used: string[];
  done: number[];
  dev: { ach: number; res: Res[] } | null;
  captured: number;
  markers: Marker[];
  supply: number;
}
export interface AlState {
  readonly seats: number;
  readonly options: AlOptions;
  rng: Rng;
  asks: AlAsk[];
  cards: Card[];
  market: number[][];
  /** settlements[t][seat]. */
  settle: number[][];
  marker: (Marker | null)[];
  inPlay: boolean[];
  /** Achievement instances: index into ACHIEVEMENTS. */
  achs: number[];
  achDeck: number[][];
  /** display[level-1] = stacks of instances of one type, top last. */
  display: number[][][];
  achDiscard: number[];
  players: Player[];
  removedMarkers: Marker[];
  unusedMarkers: Marker[];
  /** The secret wonder dealt to each seat at setup (Ruling 3). */
  dealt: number[];
  ending: boolean;
  turns: number;
}

export type AlAsk =
  | { kind: 'people'; seats: [Seat] }
  | { kind: 'start'; seats: [Seat] }
  | { kind: 'turn'; seats: [Seat] }
  | { kind: 'build'; seats: [Seat]; left: number }
  | {
      kind: 'defend';
      seats: [Seat];
      attacker: Seat;
      from: number;
      to: number;
      atk: number;
      shields: number;
      used: number;
    };

export type AlMove =
  | { kind: 'people'; people: PeopleId }
  | { kind: 'start'; t: number }
  | { kind: 'play'; card: number; opt: number; res?: Res }
  | { kind: 'buy'; type: string; pay: Res[] }
  | { kind: 'feed'; card: number; res: Res }
  | { kind: 'stash'; card: number; res: Res }
  | { kind: 'release'; card: number }
  | { kind: 'attack'; from: number; to: number }
  | { kind: 'develop'; ach: number; res: Res }
  | { kind: 'contribute'; res: Res }
  | { kind: 'abandon' }
  | { kind: 'ability'; key: string; card?: number; from?: number; to?: number }
  | { kind: 'end'; keep: number | null }
  | { kind: 'build'; t: number }
  | { kind: 'shield'; card: number }
  | { kind: 'hold' };

const RES5: readonly Res[] = [0, 1, 2, 3, 4];
const WMS: readonly Res[] = [1, 2, 3];
const err = (code: string, params?: Message['params']): RuleError => (params ? { code, params } : { code });
/** A copy to change: the parts moves change are copied; fixed parts (card list, achievement types, map) shared. */
function draft(s: AlState): AlState {
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
const terrainIndex = (t: Terrain) => TERRAINS.indexOf(t);
const achType = (s: AlState, inst: number) => ACHIEVEMENTS[s.achs[inst] as number] as (typeof ACHIEVEMENTS)[number];
export const cardType = (s: AlState, id: number) => CARD_TYPES[(s.cards[id] as Card).t] as (typeof CARD_TYPES)[string];
const P = (s: AlState, seat: Seat) => s.players[seat] as Player;
const hasDone = (s: AlState, seat: Seat, key: string) => P(s, seat).done.some((i) => achType(s, i).key === key);

// ---------------------------------------------------------------- setup

function draw(s: AlState, seat: Seat, n: number): void {
  const p = P(s, seat);
  for (let i = 0; i < n; i++) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) return;
      const [d, rng] = shuffle(s.rng, p.discard);
      s.rng = rng;
      p.deck = d;
      p.discard = [];
    }
    p.hand.push(p.deck.pop() as number);
  }
}

function refill(s: AlState, level: number): void {
  const disp = s.display[level] as number[][];
  const deck = s.achDeck[level] as number[];
  for (let i = disp.length - 1; i >= 0; i--) if ((disp[i] as number[]).length === 0) disp.splice(i, 1);
  while (disp.length < 3 && deck.length > 0) {
    const inst = deck.pop() as number;
    const same = disp.find((st) => s.achs[st[0] as number] === s.achs[inst]);
    if (same) same.push(inst);
    else disp.push([inst]);
  }
}

export function setup(seats: number, _options: AlOptions, seed: string): AlState {
  let rng = seedRng(seed);
  const cards: Card[] = [];
  // Market: 2 x players copies per type, the VP copies included, highest VP on top (reference Setup step 4).
  const market = MARKET.map(([t, vps]) => {
    const pile: number[] = [];
    const n = 2 * seats;
    for (let i = 0; i < n; i++) {
      cards.push({ t, vp: 0 });
      pile.push(cards.length - 1);
    }
    vps.forEach((vp, i) => {
      (cards[pile[i] as number] as { vp: number }).vp = vp;
    });
    return pile;
  });
  const inPlay = TERRITORIES.map(() => false);
  for (const t of territoriesInPlay(seats)) inPlay[t] = true;
  let plain: Marker[];
  let mount: Marker[];
  [plain, rng] = shuffle(rng, PLAIN_MARKERS);
  [mount, rng] = shuffle(rng, MOUNTAIN_MARKERS);
  const marker: (Marker | null)[] = TERRITORIES.map((t) => {
    if (!inPlay[t.id]) return null;
    return (t.terrain === 'mountain' ? mount.pop() : plain.pop()) as Marker;
  });
  const achs: number[] = [];
  const achDeck: number[][] = [[], [], []];
  ACHIEVEMENTS.forEach((a, type) => {
    const n = a.level === 3 ? 1 : seats;
    for (let i = 0; i < n; i++) {
      achs.push(type);
      (achDeck[a.level - 1] as number[]).push(achs.length - 1);
    }
  });
  for (let l = 0; l < 3; l++) [achDeck[l] as number[], rng] = shuffle(rng, achDeck[l] as number[]);
  const players: Player[] = [];
  for (let i = 0; i < seats; i++) {
    players.push({
      people: null,
      secret: (achDeck[2] as number[]).pop() as number,
      deck: [],
      hand: [],
      discard: [],
      played: [],
      kept: [],
      trashed: [],
      res: [0, 0, 0, 0, 0],
      bought: [],
      swords: 0,
      swordCards: 0,
      boosts: [0, 0, 0, 0],
      used: [],
      done: [],
      dev: null,
      captured: 0,
      markers: [],
      supply: SETTLEMENTS_PER_PLAYER,
    });
  }
  const s: AlState = {
    seats,
    options: {},
    rng,
    asks: [{ kind: 'people', seats: [0] }],
    cards,
    market,
    settle: TERRITORIES.map(() => Array.from({ length: seats }, () => 0)),
    marker,
    inPlay,
    achs,
    achDeck,
    display: [[], [], []],
    achDiscard: [],
    players,
    removedMarkers: [],
    unusedMarkers: [...plain, ...mount],
    dealt: players.map((p) => p.secret),
    ending: false,
    turns: 0,
  };
  for (let l = 0; l < 3; l++) refill(s, l);
  return s;
}

// ---------------------------------------------------------------- map helpers

export function ownerOf(s: AlState, t: number): Seat | null {
  const i = (s.settle[t] as number[]).findIndex((n) => n > 0);
  return i < 0 ? null : i;
}
const mine = (s: AlState, seat: Seat, t: number) => (s.settle[t] as number[])[seat] as number;
const adjacent = (a: number, b: number) => (TERRITORIES[a]?.adj ?? []).includes(b);

/** Seed 集落を建設する: in a territory of yours (up to 4), or a free territory next to one of yours. */
export function canBuild(s: AlState, seat: Seat, t: number): boolean {
  if (!s.inPlay[t] || P(s, seat).supply <= 0) return false;
  const owner = ownerOf(s, t);
  if (owner === seat) return mine(s, seat, t) < MAX_PER_TERRITORY;
  if (owner !== null || s.marker[t]) return false;
  return TERRITORIES.some((x) => mine(s, seat, x.id) > 0 && adjacent(x.id, t));
}
export const buildTargets = (s: AlState, seat: Seat) =>
  TERRITORIES.filter((t) => canBuild(s, seat, t.id)).map((t) => t.id);

function checkTrigger(s: AlState): void {
  if (s.players.some((p) => p.supply === 0)) s.ending = true;
  if (!TERRITORIES.some((t) => s.inPlay[t.id] && s.marker[t.id])) s.ending = true;
}

function place(s: AlState, seat: Seat, t: number): void {
  (s.settle[t] as number[])[seat] = mine(s, seat, t) + 1;
  P(s, seat).supply--;
  checkTrigger(s);
}

/** Build asks for `n` settlements; none when nothing can be built (the settlements are lost). */
function buildAsks(s: AlState, seat: Seat, n: number): AlAsk[] {
  return n > 0 && buildTargets(s, seat).length > 0 ? [{ kind: 'build', seats: [seat], left: n }] : [];
}

/** Owned territories of a terrain, for the @terrain options (ruling 7: each boosts one card per turn). */
export function terrainCount(s: AlState, seat: Seat, terrain: Terrain): number {
  return TERRITORIES.filter((t) => t.terrain === terrain && mine(s, seat, t.id) > 0).length;
}

// ---------------------------------------------------------------- costs

/** Resources to pay for `cost` with `pay` filling the X (wood/metal/stone) slots, or null if it does not fit. */
export function payment(cost: readonly CostSym[], pay: readonly Res[]): number[] | null {
  const x = cost.filter((c) => c === 'X').length;
  if (pay.length !== x || pay.some((r, i) => !WMS.includes(r) || (i > 0 && r < (pay[i - 1] as Res)))) return null;
  const need = [0, 0, 0, 0, 0];
  for (const c of cost) if (c !== 'X') need[c] = (need[c] as number) + 1;
  for (const r of pay) need[r] = (need[r] as number) + 1;
  return need;
}
const affords = (res: readonly number[], need: readonly number[]) => need.every((n, i) => (res[i] as number) >= n);
/** The multisets of X payments of size n, sorted. */
function xChoices(n: number): Res[][] {
  if (n === 0) return [[]];
  const out: Res[][] = [];
  const rec = (from: number, acc: Res[]) => {
    if (acc.length === n) {
      out.push(acc);
      return;
    }
    for (let i = from; i < WMS.length; i++) rec(i, [...acc, WMS[i] as Res]);
  };
  rec(0, []);
  return out;
}
export function cardCost(s: AlState, id: number): CostSym[] {
  const c = s.cards[id] as Card;
  return [...cardType(s, id).cost, ...Array.from({ length: c.vp }, () => CULTURE)];
}

/** What is still missing on an achievement in progress, as cost symbols. */
export function remaining(cost: readonly CostSym[], placed: readonly Res[]): CostSym[] {
  const left: CostSym[] = [...cost];
  // exact matches first, then wood/metal/stone into X slots
  const rest: Res[] = [];
  for (const r of placed) {
    const i = left.indexOf(r);
    if (i >= 0) left.splice(i, 1);
    else rest.push(r);
  }
  for (const r of rest) {
    const i = left.indexOf('X');
    if (i >= 0 && WMS.includes(r)) left.splice(i, 1);
  }
  return left;
}
const fits = (left: readonly CostSym[], r: Res) => left.includes(r) || (WMS.includes(r) && left.includes('X'));

// ---------------------------------------------------------------- turn moves

function optionOk(s: AlState, seat: Seat, o: CardOption, name: string, m: { res?: Res }): RuleError | null {
  const p = P(s, seat);
  if ('terrain' in o && o.terrain && o.op !== 'fillVillage') {
    if ((p.boosts[terrainIndex(o.terrain)] as number) >= terrainCount(s, seat, o.terrain))
      return err('error.no-terrain', { terrain: termParam(`terrain.${o.terrain}`) });
  }
  if (o.op === 'fillVillage') {
    if ((p.boosts[terrainIndex(o.terrain)] as number) >= terrainCount(s, seat, o.terrain))
      return err('error.no-terrain', { terrain: termParam(`terrain.${o.terrain}`) });
    if (!p.kept.some((k) => (s.cards[k.card] as Card).t === 'village')) return err('error.no-village');
  }
  if ((o.op === 'acc' || o.op === 'store') && p.kept.some((k) => (s.cards[k.card] as Card).t === name))
    return err('error.same-in-play');
  if (o.op === 'shaman') {
    if (p.markers.length === 0) return err('error.no-marker');
    if (m.res === undefined || !RES5.includes(m.res)) return err('error.bad-resource');
  } else if (m.res !== undefined) return err('error.bad-resource');
  return null;
}

function turnError(s: AlState, seat: Seat, m: AlMove): RuleError | null {
  const p = P(s, seat);
  switch (m.kind) {
    case 'play': {
      if (!p.hand.includes(m.card)) return err('error.not-in-hand');
      const o = cardType(s, m.card).options[m.opt];
      if (!o) return err('error.bad-option');
      return optionOk(s, seat, o, (s.cards[m.card] as Card).t, m);
    }
    case 'buy': {
      const idx = MARKET.findIndex(([t]) => t === m.type);
      if (idx < 0) return err('error.bad-card');
      const pile = s.market[idx] as number[];
      if (pile.length === 0) return err('error.pile-empty');
      if (p.bought.includes(m.type)) return err('error.bought-twice');
      const need = payment(cardCost(s, pile[0] as number), m.pay);
      if (!need) return err('error.bad-payment');
      if (!affords(p.res, need)) return err('error.cannot-afford');
      return null;
    }
    case 'feed': {
      const k = p.kept.find((x) => x.card === m.card && x.op === 'acc');
      if (!k) return err('error.not-kept');
      if (!RES5.includes(m.res) || (p.res[m.res] as number) <= 0) return err('error.no-resource');
      const o = cardType(s, k.card).options[0] as Extract<CardOption, { op: 'acc' }>;
      if (!fits(remaining(o.need, k.res), m.res)) return err('error.not-needed');
      return null;
    }
    case 'stash': {
      const k = p.kept.find((x) => x.card === m.card && x.op === 'store');
      if (!k) return err('error.not-kept');
      if (!RES5.includes(m.res) || (p.res[m.res] as number) <= 0) return err('error.no-resource');
      const o = storeOption(s, k.card);
      if (k.res.length >= o.cap) return err('error.store-full');
      if (o.only !== undefined && o.only !== m.res) return err('error.store-kind');
      return null;
    }
    case 'release': {
      const k = p.kept.find((x) => x.card === m.card && x.op === 'store');
      if (!k) return err('error.not-kept');
      if (k.res.length === 0 || k.fresh) return err('error.release-later');
      return null;
    }
    case 'attack':
      return attackError(s, seat, m.from, m.to);
    case 'develop': {
      if (p.dev) return err('error.one-at-a-time');
      const fromDisplay = s.display.some((lv) => lv.some((st) => st[st.length - 1] === m.ach));
      if (!fromDisplay && (p.secret < 0 || m.ach !== p.secret)) return err('error.no-such-achievement');
      const a = achType(s, m.ach);
      if (a.level > 1 && !p.done.some((i) => achType(s, i).level === a.level - 1)) return err('error.level-first');
      if (p.done.some((i) => s.achs[i] === s.achs[m.ach])) return err('error.already-done');
      if (!RES5.includes(m.res) || (p.res[m.res] as number) <= 0) return err('error.no-resource');
      if (!fits(a.cost, m.res)) return err('error.not-needed');
      return null;
    }
    case 'contribute': {
      if (!p.dev) return err('error.no-development');
      if (!RES5.includes(m.res) || (p.res[m.res] as number) <= 0) return err('error.no-resource');
      if (!fits(remaining(achType(s, p.dev.ach).cost, p.dev.res), m.res)) return err('error.not-needed');
      return null;
    }
    case 'abandon':
      return p.dev ? null : err('error.no-development');
    case 'ability':
      return abilityError(s, seat, m);
    case 'end':
      if (m.keep === null) return null;
      if (!hasDone(s, seat, 'writing')) return err('error.no-writing');
      return p.hand.includes(m.keep) ? null : err('error.not-in-hand');
    default:
      return err('error.not-now');
  }
}

const storeOption = (s: AlState, card: number) =>
  cardType(s, card).options.find((o) => o.op === 'store') as Extract<CardOption, { op: 'store' }>;

function attackError(s: AlState, seat: Seat, from: number, to: number): RuleError | null {
  const p = P(s, seat);
  if (p.swordCards === 0) return err('error.no-swords');
  if (!s.inPlay[from] || mine(s, seat, from) === 0) return err('error.not-your-territory');
  if (!s.inPlay[to] || !adjacent(from, to)) return err('error.not-adjacent');
  const owner = ownerOf(s, to);
  const mk = s.marker[to];
  if (owner === seat) return err('error.own-territory');
  if (owner === null && !mk) return err('error.nothing-to-attack');
  if (owner === null && mk && attackPower(s, seat, from) <= mk.value)
    return err('error.too-weak', { power: attackPower(s, seat, from), value: mk.value });
  return null;
}
export const attackPower = (s: AlState, seat: Seat, from: number) =>
  mine(s, seat, from) + P(s, seat).swords + (hasDone(s, seat, 'leadership') ? 1 : 0);

function abilityError(s: AlState, seat: Seat, m: Extract<AlMove, { kind: 'ability' }>): RuleError | null {
  const p = P(s, seat);
  const a = ACHIEVEMENTS[ACH_INDEX[m.key] ?? -1];
  if (a?.timing !== 'turn' || !hasDone(s, seat, m.key)) return err('error.no-ability');
  if (p.used.includes(m.key)) return err('error.used-this-turn');
  const shape = (card: boolean, from: boolean, to: boolean) =>
    (m.card !== undefined) === card && (m.from !== undefined) === from && (m.to !== undefined) === to;
  switch (m.key) {
    case 'engineering':
    case 'mathematics':
      if (!shape(true, false, false)) return err('error.bad-option');
      return p.hand.includes(m.card as number) ? null : err('error.not-in-hand');
    case 'philosophy':
      return shape(false, false, false) ? null : err('error.bad-option');
    case 'commerce':
      if (!shape(false, true, true)) return err('error.bad-option');
      if (!RES5.includes(m.from as Res) || !RES5.includes(m.to as Res) || m.from === m.to)
        return err('error.bad-resource');
      return (p.res[m.from as Res] as number) > 0 ? null : err('error.no-resource');
    case 'religion': {
      if (!shape(false, true, true)) return err('error.bad-option');
      const from = m.from as number;
      const to = m.to as number;
      if (!s.inPlay[from] || mine(s, seat, from) === 0) return err('error.not-your-territory');
      if (!s.inPlay[to] || !adjacent(from, to)) return err('error.not-adjacent');
      const owner = ownerOf(s, to);
      if (owner === seat ? mine(s, seat, to) >= MAX_PER_TERRITORY : owner !== null || s.marker[to] !== null)
        return err('error.cannot-move-there');
      return null;
    }
    default:
      return err('error.no-ability');
  }
}

function turnMoves(s: AlState, seat: Seat): AlMove[] {
  const p = P(s, seat);
  const out: AlMove[] = [];
  const ok = (m: AlMove) => {
    if (turnError(s, seat, m) === null) out.push(m);
  };
  for (const card of new Set(p.hand)) {
    cardType(s, card).options.forEach((o, opt) => {
      if (o.op === 'shaman') for (const res of RES5) ok({ kind: 'play', card, opt, res });
      else ok({ kind: 'play', card, opt });
    });
  }
  const rich = p.res.some((r) => r > 0);
  for (const [type] of rich ? MARKET : []) {
    const idx = MARKET.findIndex(([t]) => t === type);
    const top = (s.market[idx] as number[])[0];
    if (top === undefined) continue;
    const x = cardCost(s, top).filter((c) => c === 'X').length;
    for (const pay of xChoices(x)) ok({ kind: 'buy', type, pay });
  }
  for (const k of p.kept) {
    for (const res of rich ? RES5 : [])
      ok(k.op === 'acc' ? { kind: 'feed', card: k.card, res } : { kind: 'stash', card: k.card, res });
    ok({ kind: 'release', card: k.card });
  }
  if (p.swordCards > 0)
    for (const t of TERRITORIES)
      if (mine(s, seat, t.id) > 0) for (const to of t.adj) ok({ kind: 'attack', from: t.id, to });
  const candidates = [...s.display.flatMap((lv) => lv.map((st) => st[st.length - 1] as number)), p.secret].filter(
    (a) => a >= 0,
  );
  if (!p.dev && rich) for (const ach of candidates) for (const res of RES5) ok({ kind: 'develop', ach, res });
  if (p.dev) {
    for (const res of RES5) ok({ kind: 'contribute', res });
    ok({ kind: 'abandon' });
  }
  if (p.done.length > 0) abilityMoves(s, seat, p, ok);
  out.push({ kind: 'end', keep: null });
  if (hasDone(s, seat, 'writing')) for (const keep of new Set(p.hand)) out.push({ kind: 'end', keep });
  return out;
}

function abilityMoves(s: AlState, seat: Seat, p: Player, ok: (m: AlMove) => void): void {
  for (const card of new Set(p.hand)) {
    ok({ kind: 'ability', key: 'engineering', card });
    ok({ kind: 'ability', key: 'mathematics', card });
  }
  ok({ kind: 'ability', key: 'philosophy' });
  for (const from of RES5) for (const to of RES5) ok({ kind: 'ability', key: 'commerce', from, to });
  for (const t of TERRITORIES)
    if (mine(s, seat, t.id) > 0) for (const to of t.adj) ok({ kind: 'ability', key: 'religion', from: t.id, to });
}

function gain(p: Player, r: Res, n = 1): void {
  p.res[r] = (p.res[r] as number) + n;
}
function spend(p: Player, r: Res): void {
  p.res[r] = (p.res[r] as number) - 1;
}
const removeOne = (list: number[], x: number) => {
  list.splice(list.indexOf(x), 1);
};

function completeAcc(s: AlState, seat: Seat, k: Kept): number {
  const p = P(s, seat);
  p.kept = p.kept.filter((x) => x !== k);
  p.discard.push(k.card);
  return (cardType(s, k.card).options[0] as Extract<CardOption, { op: 'acc' }>).build;
}

function applyTurn(s0: AlState, ask: AlAsk, seat: Seat, m: AlMove): AlState {
  const s = draft(s0);
  const p = P(s, seat);
  let next: AlAsk[] = [ask];
  switch (m.kind) {
    case 'play': {
      const o = cardType(s, m.card).options[m.opt] as CardOption;
      removeOne(p.hand, m.card);
      let stays = false;
      if (o.op === 'gain') {
        gain(p, o.res, o.n);
        if (o.terrain) p.boosts[terrainIndex(o.terrain)] = (p.boosts[terrainIndex(o.terrain)] as number) + 1;
      } else if (o.op === 'atk') {
        p.swords += o.n;
        p.swordCards++;
      } else if (o.op === 'def') {
        // a shield card played on one's own turn does nothing; legal but useless (cards are played freely)
      } else if (o.op === 'acc' || o.op === 'store') {
        p.kept.push({ card: m.card, op: o.op, res: [], fresh: true });
        stays = true;
      } else if (o.op === 'draw') draw(s, seat, 1);
      else if (o.op === 'fillVillage') {
        p.boosts[terrainIndex(o.terrain)] = (p.boosts[terrainIndex(o.terrain)] as number) + 1;
        const k = p.kept.find((x) => (s.cards[x.card] as Card).t === 'village') as Kept;
        next = [...buildAsks(s, seat, completeAcc(s, seat, k)), ask];
      } else if (o.op === 'shaman') {
        s.removedMarkers.push(p.markers.shift() as Marker);
        gain(p, m.res as Res);
      }
      if (!stays) p.played.push(m.card);
      break;
    }
    case 'buy': {
      const idx = MARKET.findIndex(([t]) => t === m.type);
      const pile = s.market[idx] as number[];
      const card = pile.shift() as number;
      const need = payment(cardCost(s, card), m.pay) as number[];
      need.forEach((n, r) => {
        p.res[r] = (p.res[r] as number) - n;
      });
      p.bought.push(m.type);
      p.discard.push(card);
      break;
    }
    case 'feed': {
      const k = p.kept.find((x) => x.card === m.card) as Kept;
      spend(p, m.res);
      k.res.push(m.res);
      const o = cardType(s, k.card).options[0] as Extract<CardOption, { op: 'acc' }>;
      if (remaining(o.need, k.res).length === 0) next = [...buildAsks(s, seat, completeAcc(s, seat, k)), ask];
      break;
    }
    case 'stash': {
      const k = p.kept.find((x) => x.card === m.card) as Kept;
      spend(p, m.res);
      k.res.push(m.res);
      k.fresh = true;
      break;
    }
    case 'release': {
      const k = p.kept.find((x) => x.card === m.card) as Kept;
      for (const r of k.res) gain(p, r);
      p.kept = p.kept.filter((x) => x !== k);
      p.discard.push(k.card);
      break;
    }
    case 'attack': {
      const atk = attackPower(s, seat, m.from);
      p.swords = 0;
      p.swordCards = 0;
      const owner = ownerOf(s, m.to);
      if (owner === null) {
        const mk = s.marker[m.to] as Marker;
        s.marker[m.to] = null;
        p.markers.push(mk);
        if (mk.res !== null) gain(p, mk.res);
        checkTrigger(s);
      } else {
        next = [
          { kind: 'defend', seats: [owner], attacker: seat, from: m.from, to: m.to, atk, shields: 0, used: 0 },
          ask,
        ];
      }
      break;
    }
    case 'develop': {
      for (const lv of s.display) {
        const st = lv.find((x) => x[x.length - 1] === m.ach);
        if (st) st.pop();
      }
      if (m.ach === p.secret) p.secret = -1;
      p.dev = { ach: m.ach, res: [] };
      refill(s, achType(s, m.ach).level - 1);
      next = contribute(s, seat, m.res, ask);
      break;
    }
    case 'contribute':
      next = contribute(s, seat, m.res, ask);
      break;
    case 'abandon': {
      const dev = p.dev as { ach: number };
      s.achDiscard.push(dev.ach);
      p.dev = null;
      break;
    }
    case 'ability': {
      p.used.push(m.key);
      if (m.key === 'engineering') {
        removeOne(p.hand, m.card as number);
        p.trashed.push(m.card as number);
        draw(s, seat, 1);
      } else if (m.key === 'mathematics') {
        removeOne(p.hand, m.card as number);
        p.discard.push(m.card as number);
        draw(s, seat, 1);
      } else if (m.key === 'philosophy') gain(p, CULTURE);
      else if (m.key === 'commerce') {
        spend(p, m.from as Res);
        gain(p, m.to as Res);
      } else if (m.key === 'religion') {
        (s.settle[m.from as number] as number[])[seat] = mine(s, seat, m.from as number) - 1;
        (s.settle[m.to as number] as number[])[seat] = mine(s, seat, m.to as number) + 1;
      }
      break;
    }
    case 'end':
      return endTurn(s, s0.asks, ask, seat, m.keep);
    default:
      break;
  }
  s.asks = settle(s0.asks, ask, ...next);
  return s;
}

/** Seed 実績を開発する: a resource on the achievement; on completion its instant effects and a settlement (L1/L2). */
function contribute(s: AlState, seat: Seat, r: Res, ask: AlAsk): AlAsk[] {
  const p = P(s, seat);
  const dev = p.dev as { ach: number; res: Res[] };
  spend(p, r);
  dev.res.push(r);
  const a = achType(s, dev.ach);
  if (remaining(a.cost, dev.res).length > 0) return [ask];
  p.done.push(dev.ach);
  p.dev = null;
  const n = (a.level < 3 ? 1 : 0) + (a.key === 'masonry' ? 1 : 0);
  return [...buildAsks(s, seat, n), ask];
}

function endTurn(s: AlState, asks: readonly AlAsk[], ask: AlAsk, seat: Seat, keep: number | null): AlState {
  const p = P(s, seat);
  // store cards left empty go to the discard pile (ruling in NOTES.md); stored ones stay
  for (const k of p.kept) k.fresh = false;
  const empty = p.kept.filter((k) => k.op === 'store' && k.res.length === 0);
  p.kept = p.kept.filter((k) => !empty.includes(k));
  p.discard.push(...empty.map((k) => k.card), ...p.played, ...p.hand.filter((c) => c !== keep));
  p.played = [];
  p.hand = keep === null ? [] : [keep];
  p.res = [0, 0, 0, 0, 0];
  p.bought = [];
  p.swords = 0;
  p.swordCards = 0;
  p.boosts = [0, 0, 0, 0];
  p.used = [];
  draw(s, seat, HAND_SIZE + (hasDone(s, seat, 'government') ? 1 : 0));
  s.turns++;
  const nextSeat = (seat + 1) % s.seats;
  if (s.ending && nextSeat === 0) s.asks = settle(asks, ask);
  else s.asks = settle(asks, ask, { kind: 'turn', seats: [nextSeat] });
  return s;
}

// ---------------------------------------------------------------- defence

function defendError(s: AlState, _ask: Extract<AlAsk, { kind: 'defend' }>, seat: Seat, m: AlMove): RuleError | null {
  if (m.kind === 'hold') return null;
  if (m.kind !== 'shield') return err('error.not-now');
  if (!P(s, seat).hand.includes(m.card)) return err('error.not-in-hand');
  return shieldOf(s, m.card) > 0 ? null : err('error.no-shield');
}
const shieldOf = (s: AlState, card: number) =>
  (cardType(s, card).options.find((o) => o.op === 'def') as { n: number } | undefined)?.n ?? 0;

export const defencePower = (s: AlState, ask: Extract<AlAsk, { kind: 'defend' }>) => {
  const d = ask.seats[0];
  return ask.shields + mine(s, d, ask.to) + (hasDone(s, d, 'strategy') ? 1 : 0);
};

function applyDefend(s0: AlState, ask: Extract<AlAsk, { kind: 'defend' }>, seat: Seat, m: AlMove): AlState {
  const s = draft(s0);
  const p = P(s, seat);
  if (m.kind === 'shield') {
    removeOne(p.hand, m.card);
    p.discard.push(m.card);
    s.asks = settle(s0.asks, ask, { ...ask, shields: ask.shields + shieldOf(s, m.card), used: ask.used + 1 });
    return s;
  }
  // 防御・戦闘結果: the lower side loses one settlement there to the winner; a tie does nothing.
  const def = defencePower(s, ask);
  if (ask.atk > def) {
    (s.settle[ask.to] as number[])[seat] = mine(s, seat, ask.to) - 1;
    P(s, ask.attacker).captured++;
  } else if (def > ask.atk) {
    (s.settle[ask.from] as number[])[ask.attacker] = mine(s, ask.attacker, ask.from) - 1;
    p.captured++;
  }
  draw(s, seat, ask.used);
  s.asks = settle(s0.asks, ask);
  return s;
}

// ---------------------------------------------------------------- scoring

export interface Breakdown {
  achievements: number;
  wonders: number;
  cards: number;
  territories: number;
  captured: number;
  markers: number;
}
export const CATEGORIES: readonly (keyof Breakdown)[] = [
  'achievements',
  'wonders',
  'cards',
  'territories',
  'captured',
  'markers',
];

/** Every card a player owns (the "deck" of the seed's scoring): all piles, kept cards, and not the trashed ones. */
export function ownedCards(s: AlState, seat: Seat): number[] {
  const p = P(s, seat);
  return [...p.deck, ...p.hand, ...p.discard, ...p.played, ...p.kept.map((k) => k.card)];
}
const ownTerritories = (s: AlState, seat: Seat) => TERRITORIES.filter((t) => mine(s, seat, t.id) > 0);

export function wonderPoints(s: AlState, seat: Seat, key: string): number {
  const p = P(s, seat);
  const owned = ownedCards(s, seat);
  const terr = ownTerritories(s, seat);
  switch (key) {
    case 'academy':
      return p.done.filter((i) => achType(s, i).level < 3).length;
    case 'amphitheatre':
      return Math.floor(owned.length / 4);
    case 'aqueducts':
      return terr.filter((t) => mine(s, seat, t.id) >= 2).length;
    case 'ark':
      return terr.filter((t) => mine(s, seat, t.id) === 1).length;
    case 'colossus':
      return owned.filter((c) => (s.cards[c] as Card).vp > 0).length;
    case 'greatWall':
      return terr.filter((t) =>
        t.adj.some((a) => {
          const o = ownerOf(s, a);
          return o !== null && o !== seat;
        }),
      ).length;
    case 'highways':
      return Math.max(...TERRAINS.map((tr) => terr.filter((t) => t.terrain === tr).length));
    case 'mausoleum':
      return Math.floor(owned.filter((c) => cardType(s, c).starting).length / 2);
    case 'siegeEngines':
      return p.captured;
    case 'triumphalArch':
      return 1 + Math.floor(p.markers.length / 2);
    default:
      return 0;
  }
}

export function breakdown(s: AlState, seat: Seat): Breakdown {
  const p = P(s, seat);
  let achievements = 0;
  let wonders = 0;
  for (const i of p.done) {
    const a = achType(s, i);
    if (a.level < 3) achievements++;
    else {
      wonders += Math.min(WONDER_CAP, wonderPoints(s, seat, a.key));
      if (isSecretOf(s, seat, i)) wonders += SECRET_BONUS;
    }
  }
  const terr = ownTerritories(s, seat);
  return {
    achievements,
    wonders,
    cards: ownedCards(s, seat).reduce((a, c) => a + (s.cards[c] as Card).vp, 0),
    territories: terr.length + terr.filter((t) => t.vp && s.inPlay[t.id]).length,
    captured: p.captured,
    markers: Math.floor(p.markers.reduce((a, m) => a + m.value, 0) / 3),
  };
}
const isSecretOf = (s: AlState, seat: Seat, inst: number) => s.dealt[seat] === inst;

export const total = (b: Breakdown) => CATEGORIES.reduce((a, k) => a + b[k], 0);

function over(s: AlState): Extract<Status, { kind: 'over' }> {
  const scores: SeatScore[] = s.players.map((_, seat) => {
    const b = breakdown(s, seat);
    return { seat, total: total(b), categories: CATEGORIES.map((k) => ({ code: `score.${k}`, value: b[k] })) };
  });
  const key = (sc: SeatScore) => [sc.total, ...sc.categories.map((c) => c.value)];
  const sorted = [...scores].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (kb[i] as number) - (ka[i] as number);
    return a.seat - b.seat;
  });
  const ranking: Seat[][] = [];
  let tieBreak: Message | undefined;
  for (const sc of sorted) {
    const last = ranking[ranking.length - 1];
    const lastSc = last ? scores[last[0] as number] : undefined;
    if (last && lastSc && key(lastSc).join() === key(sc).join()) last.push(sc.seat);
    else {
      if (lastSc && lastSc.total === sc.total && ranking.length === 1)
        tieBreak = {
          code: 'tiebreak.category',
          params: {
            category: termParam(
              `score.${
                CATEGORIES[
                  key(lastSc)
                    .slice(1)
                    .findIndex((v, i) => v !== key(sc)[i + 1])
                ] as string
              }`,
            ),
          },
        };
      ranking.push([sc.seat]);
    }
  }
  return tieBreak
    ? { kind: 'over', scores, ranking, tieBreak, lowerIsBetter: false }
    : { kind: 'over', scores, ranking, lowerIsBetter: false };
}

// ---------------------------------------------------------------- the decision table

const table: DecisionTable<AlState, AlMove, AlAsk> = {
  // Setup step 7: in turn order each player picks a people and takes its deck of 10.
  people: {
    moves: ['people'],
    prompt: (_s, a) => ({ code: 'prompt.people', params: { seat: seatParam(a.seats[0]) } }),
    legal: (s) =>
      PEOPLES.filter((x) => !s.players.some((p) => p.people === x)).map((people) => ({ kind: 'people', people })),
    validate: (s, _a, _seat, m) => {
      const people = (m as Extract<AlMove, { kind: 'people' }>).people;
      if (!PEOPLES.includes(people)) return err('error.bad-people');
      return s.players.some((p) => p.people === people) ? err('error.people-taken') : null;
    },
    apply: (s0, ask, seat, m) => {
      const s = draft(s0);
      const p = P(s, seat);
      p.people = (m as Extract<AlMove, { kind: 'people' }>).people;
      s.cards = [...s.cards];
      for (const [t, n] of STARTING_DECKS[p.people]) {
        for (let i = 0; i < n; i++) {
          s.cards.push({ t, vp: 0 });
          p.deck.push(s.cards.length - 1);
        }
      }
      const nextAsk: AlAsk =
        seat + 1 < s.seats ? { kind: 'people', seats: [seat + 1] } : { kind: 'start', seats: [s.seats - 1] };
      s.asks = settle(s0.asks, ask, nextAsk);
      return s;
    },
  },
  // Setup step 8: in reverse order each picks a free farmland in play; its marker is removed, 1 settlement placed.
  start: {
    moves: ['start'],
    prompt: (_s, a) => ({ code: 'prompt.start', params: { seat: seatParam(a.seats[0]) } }),
    legal: (s) => startTargets(s).map((t) => ({ kind: 'start', t })),
    validate: (s, _a, _seat, m) =>
      startTargets(s).includes((m as Extract<AlMove, { kind: 'start' }>).t) ? null : err('error.bad-start'),
    apply: (s0, ask, seat, m) => {
      const s = draft(s0);
      const t = (m as Extract<AlMove, { kind: 'start' }>).t;
      s.removedMarkers.push(s.marker[t] as Marker);
      s.marker[t] = null;
      place(s, seat, t);
      if (seat > 0) {
        s.asks = settle(s0.asks, ask, { kind: 'start', seats: [seat - 1] });
        return s;
      }
      for (let i = 0; i < s.seats; i++) {
        const [d, rng] = shuffle(s.rng, P(s, i).deck);
        s.rng = rng;
        P(s, i).deck = d;
        draw(s, i, HAND_SIZE);
      }
      s.asks = settle(s0.asks, ask, { kind: 'turn', seats: [0] });
      return s;
    },
  },
  turn: {
    moves: ['play', 'buy', 'feed', 'stash', 'release', 'attack', 'develop', 'contribute', 'abandon', 'ability', 'end'],
    prompt: (_s, a) => ({ code: 'prompt.turn', params: { seat: seatParam(a.seats[0]) } }),
    legal: (s, a) => turnMoves(s, a.seats[0]),
    validate: (s, a, _seat, m) => turnError(s, a.seats[0], m),
    apply: applyTurn,
  },
  build: {
    moves: ['build'],
    prompt: (_s, a) => ({ code: 'prompt.build', params: { seat: seatParam(a.seats[0]), n: a.left } }),
    legal: (s, a) => buildTargets(s, a.seats[0]).map((t) => ({ kind: 'build', t })),
    validate: (s, a, _seat, m) =>
      canBuild(s, a.seats[0], (m as Extract<AlMove, { kind: 'build' }>).t) ? null : err('error.cannot-build'),
    apply: (s0, ask, seat, m) => {
      const s = draft(s0);
      place(s, seat, (m as Extract<AlMove, { kind: 'build' }>).t);
      const rest = ask.left > 1 ? buildAsks(s, seat, ask.left - 1) : [];
      s.asks = settle(s0.asks, ask, ...rest);
      return s;
    },
  },
  // Seed 防御・戦闘結果: the defender adds shield cards from hand, one at a time, then holds.
  defend: {
    moves: ['shield', 'hold'],
    prompt: (s, a) => ({
      code: 'prompt.defend',
      params: { seat: seatParam(a.seats[0]), attacker: seatParam(a.attacker), atk: a.atk, def: defencePower(s, a) },
    }),
    legal: (s, a) => [
      ...[...new Set(P(s, a.seats[0]).hand)]
        .filter((c) => shieldOf(s, c) > 0)
        .map((card) => ({ kind: 'shield' as const, card })),
      { kind: 'hold' },
    ],
    validate: defendError,
    apply: applyDefend,
  },
};

export function startTargets(s: AlState): number[] {
  return TERRITORIES.filter((t) => t.terrain === 'farm' && s.inPlay[t.id] && ownerOf(s, t.id) === null).map(
    (t) => t.id,
  );
}

// ---------------------------------------------------------------- view

export interface PlayerView extends Omit<Player, 'deck' | 'hand' | 'secret'> {
  secret: number | null;
  hand: number[] | null;
  handCount: number;
  deckCount: number;
}
export interface AlView extends Omit<AlState, 'rng' | 'players' | 'achDeck' | 'unusedMarkers' | 'dealt'> {
  dealt: number[];
  me: Seat | 'table';
  players: PlayerView[];
  achDeckCounts: number[];
}

export function view(s: AlState, seat: Seat | 'table'): AlView {
  const { rng: _r, players, achDeck, unusedMarkers: _u, dealt, ...rest } = s;
  return {
    ...rest,
    me: seat,
    achDeckCounts: achDeck.map((d) => d.length),
    players: players.map((p, i) => {
      const { deck, hand, secret, ...pub } = p;
      return {
        secret: i === seat ? secret : null,
        ...pub,
        hand: i === seat ? hand : null,
        handCount: hand.length,
        deckCount: deck.length,
      };
    }),
    // a dealt secret is seen by its owner, and by all once completed (the +3 is then public)
    dealt: dealt.map((d, i) => (i === seat || P(s, i).done.includes(d) ? d : -1)),
  };
}

// ---------------------------------------------------------------- log

const territoryParam = (t: number) => t + 1;
function describe(before: AlState, seat: Seat, m: AlMove, after: AlState): LogEvent[] {
  const who = seatParam(seat);
  switch (m.kind) {
    case 'people':
      return [{ code: 'log.people', params: { seat: who, people: termParam(`people.${m.people}`) } }];
    case 'start':
    case 'build':
      return [{ code: `log.${m.kind}`, params: { seat: who, t: territoryParam(m.t) } }];
    case 'play':
      return [
        {
          code: 'log.play',
          params: { seat: who, card: termParam(`card.${(before.cards[m.card] as Card).t}`), opt: m.opt + 1 },
        },
      ];
    case 'buy':
      return [{ code: 'log.buy', params: { seat: who, card: termParam(`card.${m.type}`) } }];
    case 'feed':
    case 'stash':
      return [{ code: `log.${m.kind}`, params: { seat: who, res: termParam(`res.${m.res}`) } }];
    case 'release':
      return [{ code: 'log.release', params: { seat: who } }];
    case 'attack': {
      const owner = ownerOf(before, m.to);
      if (owner === null)
        return [
          {
            code: 'log.conquer',
            params: { seat: who, t: territoryParam(m.to), value: (before.marker[m.to] as Marker).value },
          },
        ];
      return [{ code: 'log.attack', params: { seat: who, t: territoryParam(m.to), other: seatParam(owner) } }];
    }
    case 'develop':
      return [{ code: 'log.develop', params: { seat: who, ach: termParam(`ach.${achType(before, m.ach).key}`) } }];
    case 'contribute': {
      const dev = P(before, seat).dev;
      const done = dev && P(after, seat).done.includes(dev.ach);
      return [
        {
          code: done ? 'log.complete' : 'log.contribute',
          params: { seat: who, ach: termParam(`ach.${dev ? achType(before, dev.ach).key : 'academy'}`) },
        },
      ];
    }
    case 'abandon':
      return [{ code: 'log.abandon', params: { seat: who } }];
    case 'ability':
      return [{ code: 'log.ability', params: { seat: who, ach: termParam(`ach.${m.key}`) } }];
    case 'end':
      return [{ code: after.asks.length === 0 ? 'log.game-end' : 'log.end', params: { seat: who } }];
    case 'shield':
      return [
        { code: 'log.shield', params: { seat: who, card: termParam(`card.${(before.cards[m.card] as Card).t}`) } },
      ];
    case 'hold': {
      const a = before.asks[before.asks.length - 1] as Extract<AlAsk, { kind: 'defend' }>;
      const def = defencePower(before, a);
      const code = a.atk > def ? 'log.battle-won' : def > a.atk ? 'log.battle-lost' : 'log.battle-tie';
      return [{ code, params: { seat: seatParam(a.attacker), other: who, atk: a.atk, def } }];
    }
    default:
      return [];
  }
}

export const game: Game<AlState, AlMove, AlOptions, AlView> = {
  id: 'altay',
  version: 1,
  players: { min: 2, max: 4 },
  hasHiddenInfo: true,
  defaultOptions: (_seats: number): AlOptions => ({}),
  parseOptions: (raw: unknown, _seats: number): AlOptions | null =>
    raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? {} : null,
  setup,
  ...decide<AlState, AlMove, AlAsk>({ table, over, notNow: 'error.not-now' }),
  view,
  describe,
  isCommit: (_b: AlState, m: AlMove) =>
    (m.kind === 'play' && m.opt === 1 && _b.cards[m.card]?.t === 'scholar') ||
    (m.kind === 'ability' && (m.key === 'engineering' || m.key === 'mathematics')),
};
