// Astra's components, Kotatsu edition. DESIGNED: no source publishes the printed cards, so every value below marked
// DESIGNED was chosen by Kotatsu (reasons in NOTES.md). Swapping this file is all it takes if printed values appear.

export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];

/** DESIGNED: the sphere marker's clockwise cycle (the box's order is not published). */
export const SPHERE_CYCLE: readonly Element[] = ['fire', 'earth', 'air', 'water'];

/** Confirmed by the reference: 8 stardust, pouch 8, card limit (wisdom) 3. DESIGNED: the caps and the telescope. */
export const START = { stardust: 8, pouch: 8, wisdom: 3, telescopes: 1 } as const;
/** DESIGNED: pouch track 8..13, wisdom track 3..8 (each step +1). */
export const TRACKS = { pouchMax: 13, wisdomMax: 8 } as const;

/**
 * DESIGNED (balance round 3): extra starting stardust by seat, per player count (seat 0 first). With a bot that plans
 * its lines the first seat was a little ahead at every count (2p 53 %, 3p 35 %, 5p 22 %), so later seats start richer
 * (+1 made no difference at 2 players, +2 did). Round 2 gave the first seat +2 at 4-5 players against a bot whose
 * half-finished lines fed the next seats (NOTES.md). Since the end begins when the deck runs out (rules version 3)
 * the 2p second seat won 54.6 % with +2 and 49.6 % with +1, so it has +1; the 3p third seat won 36.1 % with +2 and
 * 33.7 % with +1 (2000 games each), so it has +1.
 */
export const SEAT_BONUS: Readonly<Record<number, readonly number[]>> = {
  2: [0, 1],
  3: [0, 1, 1],
  4: [0, 0, 0, 1],
  5: [0, 0, 0, 1, 1],
};

/** The bonus under the old end rule ('card', saves of rules version 2): a saved game deals the start it had. */
export const CARD_END_SEAT_BONUS: Readonly<Record<number, readonly number[]>> = {
  ...SEAT_BONUS,
  2: [0, 2],
  3: [0, 1, 2],
};

/** DESIGNED: face-up constellations and constellations used per player count (the Game End card goes under them). */
export const RECIPE: Readonly<Record<number, { readonly display: number; readonly cards: number }>> = {
  2: { display: 4, cards: 22 },
  3: { display: 5, cards: 28 },
  4: { display: 6, cards: 30 },
  5: { display: 7, cards: 30 },
};
/** The Game End card (confirmed: one in the box). DESIGNED: it lies under the deck and shows when the last card is drawn. */
export const GAME_END = 'game-end';

/** Final scoring: 2/3/4 cards of one element score 2/6/11; a set of 4 elements 6, of 3 elements 3 (seed). */
export const ELEMENT_POINTS: readonly number[] = [0, 0, 2, 6, 11];
export const SET4_POINTS = 6;
export const SET3_POINTS = 3;

/**
 * DESIGNED: the 6 final scoring cards. Each shows a "+" by two elements: its owner counts one card of each of them
 * from the start, and nobody else sees which (seed, note at the end). Six cards = every pair of the 4 elements.
 */
export const SCORING_CARDS: readonly (readonly [Element, Element])[] = [
  ['fire', 'earth'],
  ['fire', 'air'],
  ['fire', 'water'],
  ['earth', 'air'],
  ['earth', 'water'],
  ['air', 'water'],
];

/** The seed's two timing words: on activation (resolved at once) and this turn (resolved at the end of the turn). */
export type Timing = 'activation' | 'thisTurn';

export const ABILITIES = {
  // DESIGNED, on activation:
  dust3: { timing: 'activation' },
  scope: { timing: 'activation' },
  fame2: { timing: 'activation' },
  pouch: { timing: 'activation' },
  wisdom: { timing: 'activation' },
  refresh: { timing: 'activation' },
  dustScope: { timing: 'activation' },
  // DESIGNED, this turn:
  perStar: { timing: 'thisTurn' },
  // (1 fame per PER_STAR stars)
  perGrand: { timing: 'thisTurn' },
  perDiscovery: { timing: 'thisTurn' },
  restDust: { timing: 'thisTurn' },
  restFame: { timing: 'thisTurn' },
} as const satisfies Record<string, { timing: Timing }>;
export type AbilityId = keyof typeof ABILITIES;
/**
 * DESIGNED (balance round 2): the perStar ability gives 1 fame per this many stars marked. At 1 per 2 stars its four
 * cards had the highest pooled win-rate lift of all abilities (6-8 points at every count).
 */
export const PER_STAR = 3;

export type BoonKind = 'fame' | 'dust' | 'scope' | 'pouch' | 'wisdom' | 'refresh';
export interface Boon {
  readonly kind: BoonKind;
  readonly amount: number;
  /** A helper may choose this boon only with at least this many stars marked on the card. */
  readonly min: number;
}

export interface Constellation {
  readonly id: string;
  readonly name: { readonly ja: string; readonly en: string };
  readonly element: Element;
  readonly points: number;
  readonly ability: AbilityId;
  readonly boons: readonly Boon[];
  /** Star positions on a 10 x 10 grid (x right, y down), drawn from the real figure. */
  readonly stars: readonly (readonly [number, number])[];
  readonly edges: readonly (readonly [number, number])[];
  /** The start star (green on the printed card). */
  readonly start: number;
  /** Grand stars (large white): the real first-magnitude stars of the figure. */
  readonly grand: readonly number[];
  readonly designed: true;
}

const BOON_KINDS: Readonly<Record<string, BoonKind>> = {
  f: 'fame',
  d: 'dust',
  t: 'scope',
  p: 'pouch',
  w: 'wisdom',
  r: 'refresh',
};

// 'f1 d3 w1' = boons fame 1 (1+ stars), stardust 3 (2+ stars), wisdom 1 (3+ stars).
function boons(spec: string): Boon[] {
  return spec
    .split(' ')
    .map((b, i) => ({ kind: BOON_KINDS[b[0] as string] as BoonKind, amount: Number(b.slice(1)), min: i + 1 }));
}
const pts = (spec: string) => spec.split(' ').map((p) => p.split(',').map(Number) as [number, number]);

function card(
  id: string,
  ja: string,
  en: string,
  element: Element,
  points: number,
  ability: AbilityId,
  boonSpec: string,
  graph: { s: string; e: string; start: number; grand?: number[] },
): Constellation {
  return {
    id,
    name: { ja, en },
    element,
    points,
    ability,
    boons: boons(boonSpec),
    stars: pts(graph.s),
    edges: pts(graph.e.replaceAll('-', ',')),
    start: graph.start,
    grand: graph.grand ?? [],
    designed: true,
  };
}

// DESIGNED: the 48 constellations of Ptolemy's Almagest (confirmed count); 12 of each element; points by size, less
// on cards whose balance runs showed a win-rate lift over 10 points (rounds 1-3: grand-star cards, the big cards with
// the wisdom ability, the cheapest cards; NOTES.md lists each change).
export const CONSTELLATIONS: readonly Constellation[] = [
  // fire
  card('leo', 'しし座', 'Leo', 'fire', 3, 'perGrand', 'f1 d3 w1', {
    s: '3,1 2,2 2,4 4,5 5,4 8,4 9,6 6,6',
    e: '0-1 1-2 2-3 2-4 4-5 5-6 6-7 7-3',
    start: 0,
    grand: [3],
  }),
  card('aries', 'おひつじ座', 'Aries', 'fire', 1, 'dust3', 'd2 t1', {
    s: '1,6 4,4 6,3.5 8,4.5',
    e: '0-1 1-2 2-3',
    start: 0,
  }),
  card('sagittarius', 'いて座', 'Sagittarius', 'fire', 3, 'perStar', 'f1 r1 f3', {
    s: '2,4 4,2 5,4 3,6 6,6 8,5 8,2 5,8',
    e: '0-1 1-2 2-0 0-3 3-4 4-2 4-5 5-6 6-2 4-7',
    start: 7,
  }),
  card('scorpius', 'さそり座', 'Scorpius', 'fire', 2, 'perDiscovery', 't1 f2 p1', {
    s: '2,1 1,3 2,5 4,4 5,5 6,7 6,9 8,9 9,7',
    e: '0-3 1-3 2-3 3-4 4-5 5-6 6-7 7-8',
    start: 0,
    grand: [3],
  }),
  card('ara', 'さいだん座', 'Ara', 'fire', 2, 'scope', 'd2 t1 p1', {
    s: '3,2 7,2 3,5 7,5 4,8 6,8',
    e: '0-1 0-2 1-3 2-4 3-5',
    start: 4,
  }),
  card('draco', 'りゅう座', 'Draco', 'fire', 1, 'wisdom', 'f1 d3 w1', {
    s: '1,8 2,6 4,5 6,6 8,5 9,3 7,2 5,1 3,2 4,3',
    e: '0-1 1-2 2-3 3-4 4-5 5-6 6-7 7-8 8-9 9-7',
    start: 0,
  }),
  card('hercules', 'ヘルクレス座', 'Hercules', 'fire', 2, 'pouch', 'f1 r1 f3', {
    s: '3,4 6,4 6,7 3,7 1,1 8,1 1,9 9,9 0,6',
    e: '0-1 1-2 2-3 3-0 0-4 1-5 3-6 2-7 3-8',
    start: 4,
  }),
  card('perseus', 'ペルセウス座', 'Perseus', 'fire', 2, 'fame2', 't1 f2 p1', {
    s: '5,1 5,3 4,5 3,7 6,6 7,8 2,9',
    e: '0-1 1-2 2-3 2-4 4-5 3-6',
    start: 0,
  }),
  card('orion', 'オリオン座', 'Orion', 'fire', 2, 'restFame', 'f1 d3 w1', {
    s: '2,2 7,2 4,5 5,5 6,5 3,9 8,9 5,0',
    e: '0-7 1-7 0-2 1-4 2-3 3-4 2-5 4-6',
    start: 7,
    grand: [0, 6],
  }),
  card('canis-major', 'おおいぬ座', 'Canis Major', 'fire', 2, 'refresh', 'd2 t1 p1', {
    s: '4,2 5,3 3,4 6,6 8,8 4,8 3,9',
    // DESIGNED (round 3): 2-6 closes the dog's body, so one line can mark every star (it needed three).
    e: '0-1 1-2 1-3 3-4 3-5 5-6 2-6',
    start: 0,
    grand: [1],
  }),
  card('canis-minor', 'こいぬ座', 'Canis Minor', 'fire', 0, 'restDust', 'f1 d3', {
    s: '2,7 5,5 8,4 9,2',
    e: '0-1 1-2 2-3',
    start: 3,
    grand: [0],
  }),
  card('lupus', 'おおかみ座', 'Lupus', 'fire', 2, 'dustScope', 'f1 r1 f3', {
    s: '3,1 4,3 6,4 5,6 3,7 7,8',
    e: '0-1 1-2 2-3 3-4 3-5',
    start: 0,
  }),
  // earth
  card('taurus', 'おうし座', 'Taurus', 'earth', 2, 'refresh', 't1 f2 p1', {
    s: '6,6 4,4 1,2 6,4 8,2 8,8',
    e: '0-1 1-2 0-3 3-4 0-5',
    start: 5,
    grand: [1],
  }),
  card('virgo', 'おとめ座', 'Virgo', 'earth', 3, 'perStar', 'f1 d3 w1', {
    s: '2,1 3,3 5,4 7,3 8,1 5,6 4,9 7,8',
    e: '0-1 1-2 2-3 3-4 2-5 5-6 5-7',
    start: 0,
    grand: [6],
  }),
  card('bootes', 'うしかい座', 'Boötes', 'earth', 0, 'dust3', 'd2 t1 p1', {
    s: '5,9 3,6 7,6 2,3 8,3 5,1',
    e: '0-1 0-2 1-3 2-4 3-5 4-5',
    start: 5,
    grand: [0],
  }),
  card('ursa-major', 'おおぐま座', 'Ursa Major', 'earth', 3, 'perDiscovery', 'f1 r1 f3', {
    s: '1,2 2.5,2.5 4,3 5.5,3 6,5 9,5 8.5,2.5 4,8',
    e: '0-1 1-2 2-3 3-4 4-5 5-6 6-3 4-7',
    start: 0,
  }),
  card('ursa-minor', 'こぐま座', 'Ursa Minor', 'earth', 3, 'scope', 't1 f2 p1', {
    s: '1,1 3,2 5,2 6,4 8,5 9,3 7,2',
    e: '0-1 1-2 2-3 3-4 4-5 5-6 6-2',
    start: 0,
  }),
  card('centaurus', 'ケンタウルス座', 'Centaurus', 'earth', 1, 'restDust', 'f1 d3 w1', {
    s: '2,2 4,3 6,2 5,5 3,7 7,7 8,9 2,9',
    e: '0-1 1-2 1-3 3-4 3-5 5-6 4-7',
    start: 0,
    grand: [6],
  }),
  card('lepus', 'うさぎ座', 'Lepus', 'earth', 1, 'pouch', 'd2 t1 p1', {
    s: '3,2 4,4 2,6 6,6 8,4 7,8',
    // DESIGNED (round 3): 2-5 closes the hare's belly, so one line can mark every star (it needed three).
    e: '0-1 1-2 1-3 3-4 3-5 2-5',
    start: 0,
  }),
  card('ophiuchus', 'へびつかい座', 'Ophiuchus', 'earth', 3, 'fame2', 'f1 r1 f3', {
    s: '5,1 3,3 7,3 2,6 8,6 4,8 6,9',
    e: '0-1 0-2 1-3 2-4 3-5 4-6 5-6',
    start: 6,
  }),
  card('serpens', 'へび座', 'Serpens', 'earth', 3, 'restFame', 't1 f2 p1', {
    s: '1,7 2,5 4,4 5,2 6,1 7,2 9,4 9,7',
    e: '0-1 1-2 2-3 3-4 4-5 5-6 6-7',
    start: 7,
  }),
  card('auriga', 'ぎょしゃ座', 'Auriga', 'earth', 1, 'perGrand', 'f1 d3 w1', {
    s: '5,1 8,3 8,6 5,8 2,5 2,2 7,0',
    e: '0-1 1-2 2-3 3-4 4-5 5-0 0-6',
    start: 3,
    grand: [0],
  }),
  card('libra', 'てんびん座', 'Libra', 'earth', 1, 'dustScope', 'd2 t1', {
    s: '5,1 2,4 8,4 3,8 7,8',
    e: '0-1 0-2 1-2 1-3 2-4',
    start: 3,
  }),
  card('cepheus', 'ケフェウス座', 'Cepheus', 'earth', 1, 'wisdom', 'f1 r1', {
    s: '5,1 2,4 8,4 2,8 8,8',
    e: '0-1 0-2 1-2 1-3 2-4 3-4',
    start: 0,
  }),
  // air
  card('aquila', 'わし座', 'Aquila', 'air', 2, 'perGrand', 'd2 t1 p1', {
    s: '5,2 5,4 5,6 2,4 8,4 3,7 7,1',
    e: '0-1 1-2 3-1 1-4 2-5 0-6',
    start: 5,
    grand: [1],
  }),
  card('cygnus', 'はくちょう座', 'Cygnus', 'air', 2, 'dust3', 'f1 r1 f3', {
    s: '5,1 5,4 5,6 5,9 2,3 8,5',
    e: '0-1 1-2 2-3 4-1 1-5',
    start: 3,
    grand: [0],
  }),
  card('corvus', 'からす座', 'Corvus', 'air', 1, 'perStar', 't1 f2', {
    s: '2,2 8,3 7,8 3,7 0,0',
    e: '0-1 1-2 2-3 3-0 0-4',
    start: 4,
  }),
  card('lyra', 'こと座', 'Lyra', 'air', 0, 'restDust', 'f1 d3', {
    s: '5,1 4,4 6,4 3,8 7,8',
    e: '0-1 0-2 1-2 1-3 2-4 3-4',
    start: 3,
    grand: [0],
  }),
  card('pegasus', 'ペガスス座', 'Pegasus', 'air', 2, 'scope', 'd2 t1 p1', {
    s: '2,2 6,2 6,6 2,6 9,8 8,4 0,1',
    e: '0-1 1-2 2-3 3-0 2-4 1-5 0-6',
    start: 6,
  }),
  card('equuleus', 'こうま座', 'Equuleus', 'air', 1, 'wisdom', 'f1 r1', {
    s: '2,3 7,2 8,6 3,7',
    e: '0-1 1-2 2-3',
    start: 0,
  }),
  card('sagitta', 'や座', 'Sagitta', 'air', 1, 'pouch', 't1 f2', {
    s: '1,6 4,5 7,4 9,3 8,6',
    e: '0-1 1-2 2-3 2-4',
    start: 0,
  }),
  card('triangulum', 'さんかく座', 'Triangulum', 'air', 0, 'fame2', 'f1 d3', {
    s: '2,7 8,5 4,2',
    e: '0-1 1-2 2-0',
    start: 0,
  }),
  card('gemini', 'ふたご座', 'Gemini', 'air', 2, 'restFame', 'd2 t1 p1', {
    s: '2,1 5,1 2,4 5,4 1,7 3,8 5,7 7,9',
    // DESIGNED (round 3): 0-1 joins the twins' heads and 4-5 their feet, so one line can mark every star.
    e: '0-2 1-3 2-3 2-4 2-5 3-6 6-7 0-1 4-5',
    start: 7,
    grand: [1],
  }),
  card('corona-borealis', 'かんむり座', 'Corona Borealis', 'air', 2, 'refresh', 'f1 r1 f3', {
    s: '1,2 2,5 4,7 6,7 8,5 9,2',
    e: '0-1 1-2 2-3 3-4 4-5',
    start: 0,
  }),
  card('corona-australis', 'みなみのかんむり座', 'Corona Australis', 'air', 1, 'dustScope', 't1 f2', {
    s: '1,4 3,6 5,7 7,6 9,4',
    e: '0-1 1-2 2-3 3-4',
    start: 0,
  }),
  card('cassiopeia', 'カシオペヤ座', 'Cassiopeia', 'air', 1, 'perDiscovery', 'f1 d3', {
    s: '1,3 3,6 5,4 7,6 9,3',
    e: '0-1 1-2 2-3 3-4',
    start: 0,
  }),
  // water
  card('aquarius', 'みずがめ座', 'Aquarius', 'water', 1, 'perGrand', 'f1 d3 w1', {
    s: '1,2 3,3 5,3 6,5 5,7 7,8 3,6 8,6',
    // DESIGNED (round 3): 5-7 joins the stream to the jar, so one line can mark every star (it needed three).
    e: '0-1 1-2 2-3 3-4 4-5 3-7 4-6 5-7',
    start: 0,
  }),
  card('pisces', 'うお座', 'Pisces', 'water', 3, 'scope', 'd2 t1 p1', {
    s: '1,1 2,3 3,5 5,8 7,6 9,5 9,3 10,4',
    e: '0-1 1-2 2-3 3-4 4-5 5-6 6-7 7-5',
    start: 0,
  }),
  card('piscis-austrinus', 'みなみのうお座', 'Piscis Austrinus', 'water', 0, 'restDust', 'f1 r1', {
    s: '2,4 4,2 7,3 8,6 5,7',
    e: '0-1 1-2 2-3 3-4 4-0',
    start: 1,
    grand: [4],
  }),
  card('cetus', 'くじら座', 'Cetus', 'water', 2, 'perDiscovery', 't1 f2 p1', {
    s: '1,2 3,1 4,3 2,4 5,5 7,6 9,5 8,8 6,8',
    e: '0-1 1-2 2-3 3-0 2-4 4-5 5-6 6-7 7-8 8-5',
    start: 0,
  }),
  card('eridanus', 'エリダヌス座', 'Eridanus', 'water', 1, 'dust3', 'f1 d3 w1', {
    s: '9,1 8,3 6,3 4,4 5,6 3,7 2,9 1,6',
    e: '0-1 1-2 2-3 3-4 4-5 5-6 3-7',
    start: 0,
    grand: [6],
  }),
  card('hydra', 'うみへび座', 'Hydra', 'water', 2, 'wisdom', 'd2 t1 p1', {
    s: '1,2 2,1 3,2 2,3 4,4 5,6 7,6 8,8 10,8',
    e: '0-1 1-2 2-3 3-0 3-4 4-5 5-6 6-7 7-8',
    start: 8,
  }),
  card('crater', 'コップ座', 'Crater', 'water', 2, 'pouch', 'f1 r1 f3', {
    s: '1,2 3,4 7,4 9,2 4,7 6,7 5,9',
    e: '0-1 1-2 2-3 1-4 2-5 4-5 4-6 5-6',
    start: 0,
  }),
  card('delphinus', 'いるか座', 'Delphinus', 'water', 1, 'fame2', 't1 f2', {
    s: '2,3 4,2 4,4 2,5 7,7',
    e: '0-1 1-2 2-3 3-0 2-4',
    start: 4,
  }),
  card('argo-navis', 'アルゴ座', 'Argo Navis', 'water', 2, 'restFame', 'f1 d3 w1', {
    s: '1,6 3,7 6,7 9,6 8,3 5,2 4,4',
    e: '0-1 1-2 2-3 3-4 4-5 5-6 6-1',
    start: 5,
    grand: [0],
  }),
  card('cancer', 'かに座', 'Cancer', 'water', 1, 'refresh', 'd2 t1', {
    s: '5,5 5,2 2,8 8,8 5,7',
    e: '0-1 0-4 4-2 4-3',
    start: 1,
  }),
  card('capricornus', 'やぎ座', 'Capricornus', 'water', 2, 'dustScope', 'f1 r1 f3', {
    s: '1,2 2,4 4,7 7,6 9,3 6,3',
    e: '0-1 1-2 2-3 3-4 4-5 5-0',
    start: 4,
  }),
  card('andromeda', 'アンドロメダ座', 'Andromeda', 'water', 2, 'perStar', 't1 f2 p1', {
    s: '1,6 3,5 5,4.5 8,3.5 4,3 5,1.5',
    e: '0-1 1-2 2-3 2-4 4-5',
    start: 5,
  }),
];

export const BY_ID: ReadonlyMap<string, Constellation> = new Map(CONSTELLATIONS.map((c) => [c.id, c]));
