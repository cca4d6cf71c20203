// The three starship piles: dealing, flipping one card per pile each turn, reshuffling a pile's own discard.

import { type Rng, shuffle } from '../../../engine/random';
import { cardById, PILE_COUNT, PILE_SIZE, STARSHIP_CARDS } from '../data';
import type { Combo, Pile } from './types';

/** Shuffle all 63 cards into three piles of 21 and flip one card of each, so each pile has an action showing. */
export function dealPiles(rng: Rng): [Pile[], Rng] {
  const [ids, next] = shuffle(
    rng,
    STARSHIP_CARDS.map((c) => c.id),
  );
  const piles: Pile[] = [];
  for (let i = 0; i < PILE_COUNT; i++) {
    const draw = ids.slice(i * PILE_SIZE, (i + 1) * PILE_SIZE);
    const top = draw.pop();
    piles.push({ draw, discard: top === undefined ? [] : [top] });
  }
  return [piles, next];
}

/**
 * Flip the top card of one pile onto its discard. An empty draw pile first takes back its own discard,
 * shuffled, except the newest card, whose action must keep showing (NOTES.md: reshuffle).
 */
function flipPile(pile: Pile, rng: Rng): [Pile, Rng] {
  let draw = pile.draw.slice();
  let discard = pile.discard.slice();
  let state = rng;
  if (draw.length === 0) {
    const keep = discard.pop();
    [draw, state] = shuffle(state, discard);
    discard = keep === undefined ? [] : [keep];
  }
  const top = draw.pop();
  if (top !== undefined) discard.push(top);
  return [{ draw, discard }, state];
}

export function flipAll(piles: readonly Pile[], rng: Rng): [Pile[], Rng] {
  let state = rng;
  const out: Pile[] = [];
  for (const p of piles) {
    const [flipped, next] = flipPile(p, state);
    out.push(flipped);
    state = next;
  }
  return [out, state];
}

/** Combination i: the number of pile i's newest flipped card with the action of the card flipped before it. */
export function combos(piles: readonly Pile[]): Combo[] {
  return piles.map((p) => {
    const num = p.discard.at(-1);
    const act = p.discard.at(-2);
    if (num === undefined || act === undefined) throw new Error('pile has not been flipped twice');
    return { number: cardById(num).number, action: cardById(act).action };
  });
}
