// ゲーム準備: shared deck, season piles, recruitment line with the Stag, clearings, tree piles, lakes, supply.

import { type Rng, seedRng, shuffle } from '../../../engine/random';
import {
  animal,
  CENTER,
  ELEMENTS,
  type Element,
  FIRE_TOKENS,
  LAKE_IDS,
  NEUTRAL_IDS,
  SANKI_CARDS,
  type Season,
  STAG_ID,
  seasonPileIds,
  TREES,
  varanIds,
} from '../data';
import { turnAsk } from './asks';
import type { LfOptions, LfState, SeatState } from './types';

const cost = (ids: readonly number[]) => ids.reduce((sum, id) => sum + animal(id).cost, 0);

/**
 * Deal a season's 3 recruitment cards from the top of its pile. With the redeal option, while they cost 12 or
 * less in total, the cheapest goes under the pile and the next card is dealt instead (at most 15 times).
 */
export function dealThree(pile: readonly number[], redeal: boolean): { dealt: number[]; pile: number[] } {
  let rest = pile.slice();
  const dealt = rest.splice(rest.length - 3, 3).reverse();
  for (let guard = 0; redeal && cost(dealt) <= 12 && guard < 15; guard++) {
    const cheapest = dealt.reduce((a, b) => (animal(b).cost < animal(a).cost ? b : a));
    const next = rest[rest.length - 1];
    if (next === undefined) break;
    rest = [cheapest, ...rest.slice(0, -1)];
    dealt[dealt.indexOf(cheapest)] = next;
  }
  return { dealt, pile: rest };
}

function seatSetup(season: Season, pile: readonly number[]): SeatState {
  return {
    pile,
    varans: varanIds(season),
    line: [],
    forest: [{ x: 0, y: 0, cards: [LAKE_IDS[season]] }],
    fire: 0,
    sanki: 0,
    used: 0,
    lost: 0,
  };
}

function shuffledTrees(rng: Rng): [Record<Element, string[]>, Rng] {
  let r = rng;
  const out = {} as Record<Element, string[]>;
  for (const e of ELEMENTS) {
    const [pile, next] = shuffle(
      r,
      TREES.filter((t) => t.pile === e).map((t) => t.id),
    );
    out[e] = pile;
    r = next;
  }
  return [out, r];
}

export function setupGame(_seats: number, options: LfOptions, seed: string): LfState {
  const [deck, r1] = shuffle(seedRng(seed), NEUTRAL_IDS);
  const [summerPile, r2] = shuffle(r1, seasonPileIds('summer'));
  const [winterPile, r3] = shuffle(r2, seasonPileIds('winter'));
  const [trees, r4] = shuffledTrees(r3);
  const summer = dealThree(summerPile, options.redeal);
  const winter = dealThree(winterPile, options.redeal);
  const fires = Array.from({ length: 7 }, (_, i) => i === CENTER - 1 || i === CENTER + 1);
  return {
    options,
    rng: r4,
    round: 1,
    asks: [turnAsk(0)],
    lastActor: 1,
    deck,
    discard: [],
    shared: [],
    tokens: [],
    recruit: [...summer.dealt, STAG_ID, ...winter.dealt],
    trees,
    fires,
    fireStock: FIRE_TOKENS - 2,
    onibi: CENTER,
    onibiCard: null,
    sankiSupply: SANKI_CARDS,
    seats: [seatSetup('summer', summer.pile), seatSetup('winter', winter.pile)],
    winner: null,
    won: null,
    lastRoundEnd: null,
  };
}
