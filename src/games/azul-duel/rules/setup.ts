// Setting up the game and each round: the bag, the workshops (with the large workshop's colour redraw), chips, plates, tablets.

import { assertDefined } from '../../../engine/assert';
import { push } from '../../../engine/decision';
import type { Seat } from '../../../engine/game';
import { type Rng, randomInt, seedRng, shuffle } from '../../../engine/random';
import {
  BEGINNER_TABLETS,
  CHIPS,
  COLORS,
  type Color,
  DISPLAY_SIZE,
  PLATES,
  SPECIAL_TILES,
  TABLET_PAIRS,
  type TabletId,
  TILES_PER_COLOR,
  WORKSHOP_SIZES,
} from '../data';
import { emptyBoard } from './board';
import type { AdAsk, AdOptions, AdState, Workshop } from './types';

interface Supply {
  readonly bag: readonly Color[];
  readonly tower: readonly Color[];
  readonly rng: Rng;
}

/** Draw one tile; an empty bag is refilled from the tower first. Null when both are empty. */
function drawOne(sup: Supply): [Color | null, Supply] {
  let { bag, tower, rng } = sup;
  if (bag.length === 0 && tower.length > 0) {
    [bag, rng] = shuffle(rng, tower);
    tower = [];
  }
  const [first, ...rest] = bag;
  return [first ?? null, { bag: rest, tower, rng }];
}

function drawMany(sup: Supply, n: number): [Color[], Supply] {
  const out: Color[] = [];
  let cur = sup;
  for (let i = 0; i < n; i++) {
    const [tile, next] = drawOne(cur);
    cur = next;
    if (tile) out.push(tile);
  }
  return [out, cur];
}

/**
 * The large workshop's 5 tiles: when the first four share a colour, the fifth is the next tile of another colour
 * from the bag (seed: "draw again until a different colour appears"); skipped tiles stay in the bag.
 */
function drawLarge(sup: Supply): [Color[], Supply] {
  const [four, cur] = drawMany(sup, 4);
  const c = four[0];
  if (four.length === 4 && four.every((t) => t === c)) {
    const i = cur.bag.findIndex((t) => t !== c);
    const other = cur.bag[i];
    if (other !== undefined) return [[...four, other], { ...cur, bag: cur.bag.filter((_, j) => j !== i) }];
  }
  const [fifth, after] = drawMany(cur, 1);
  return [[...four, ...fifth], after];
}

/** Fill every workshop's sun space (partly, if bag and tower run dry) and put a face-down chip under empty small moons. */
export function fillWorkshops(s: AdState): AdState {
  let sup: Supply = { bag: s.bag, tower: s.tower, rng: s.rng };
  let chipSupply = s.chipSupply;
  const workshops: Workshop[] = WORKSHOP_SIZES.map((size, i) => {
    let sun: Color[];
    [sun, sup] = i === 0 ? drawLarge(sup) : drawMany(sup, size);
    const old = s.workshops[i];
    let chip = i === 0 ? null : (old?.chip ?? null);
    const [next, ...supply] = chipSupply;
    if (i > 0 && chip === null && next !== undefined) {
      chip = { id: next, faceUp: false };
      chipSupply = supply;
    }
    return { sun, moon: [], chip };
  });
  return { ...s, ...sup, chipSupply, workshops };
}

function pickTablets(options: AdOptions, rng: Rng): [TabletId[], Rng] {
  if (options.tablets === 'beginner') return [[...BEGINNER_TABLETS], rng];
  let [pairs, r] = shuffle(rng, TABLET_PAIRS);
  if (options.tablets === 'random3') pairs = pairs.slice(0, 3);
  const out: TabletId[] = [];
  for (const pair of pairs) {
    const [side, next] = randomInt(r, 2);
    r = next;
    out.push(assertDefined(pair[side], `side ${side} of a tablet`));
  }
  return [out.sort((a, b) => a - b), r];
}

const opening = (seat: Seat): AdAsk => ({ kind: 'opening', seats: [seat] });

export function setupGame(_seats: number, options: AdOptions, seed: string): AdState {
  const [bag, r1] = shuffle(
    seedRng(seed),
    COLORS.flatMap((c) => Array<Color>(TILES_PER_COLOR).fill(c)),
  );
  const [chips, r2] = shuffle(
    r1,
    CHIPS.map((c) => c.id),
  );
  const [plates, r3] = shuffle(
    r2,
    PLATES.map((p) => p.id),
  );
  const [tablets, r4] = pickTablets(options, r3);
  const [start, rng] = randomInt(r4, 2);
  const base: AdState = {
    options,
    rng,
    round: 1,
    startPlayer: start,
    startTile: null,
    boards: [emptyBoard(), emptyBoard()],
    bag,
    tower: [],
    workshops: [],
    chipSupply: chips,
    usedChips: [],
    display: plates.slice(0, DISPLAY_SIZE),
    stack: plates.slice(DISPLAY_SIZE),
    tablets,
    specialsLeft: SPECIAL_TILES,
    // Seed 3.10: the non-start player places an opening plate, then the start player, who then begins round 1.
    asks: push([], opening(1 - start), opening(start), { kind: 'acquire', seats: [start] }),
  };
  return fillWorkshops(base);
}

/** Top the face-up display back up to 3 from the stack. */
export function refillDisplay(s: AdState): AdState {
  const need = Math.max(0, DISPLAY_SIZE - s.display.length);
  return { ...s, display: [...s.display, ...s.stack.slice(0, need)], stack: s.stack.slice(need) };
}
