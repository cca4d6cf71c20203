// Setting up: each journal at its start values, a secret final scoring card, the deck built for the player count.

import { assertDefined } from '../../../engine/assert';
import { seedRng, shuffle } from '../../../engine/random';
import { CARD_END_SEAT_BONUS, CONSTELLATIONS, GAME_END, RECIPE, SCORING_CARDS, SEAT_BONUS, START } from '../data';
import { cardOf } from './board';
import type { AsOptions, AsState, Player, TurnLog } from './types';

export function setupGame(seats: number, options: AsOptions, seed: string): AsState {
  const recipe = assertDefined(RECIPE[seats], `the deck recipe for ${seats} players`);
  const [ids, afterDeck] = shuffle(
    seedRng(seed),
    CONSTELLATIONS.map((c) => c.id),
  );
  const [scoring, rng] = shuffle(
    afterDeck,
    SCORING_CARDS.map((_, i) => i),
  );
  const used = ids.slice(0, recipe.cards);
  const sky = used.slice(0, recipe.display).map((id) => ({ id, marks: cardOf(id).stars.map(() => null) }));
  const bonus = options.end === 'card' ? CARD_END_SEAT_BONUS : SEAT_BONUS;
  const players: Player[] = Array.from({ length: seats }, (_, i) => ({
    stardust: START.stardust + assertDefined(bonus[seats]?.[i], `the start bonus of seat ${i} of ${seats}`),
    pouch: START.pouch,
    wisdom: START.wisdom,
    telescopes: START.telescopes,
    fame: 0,
    cards: [],
    scoring: assertDefined(scoring[i], 'a final scoring card'),
  }));
  return {
    seats,
    end: options.end,
    rng,
    deck: [...used.slice(recipe.display), GAME_END],
    sky,
    discard: [],
    box: ids.slice(recipe.cards),
    players,
    sphere: 0,
    turn: newTurn(0),
    turnsLeft: null,
    asks: [{ kind: 'turn', seats: [0] }],
  };
}

export const newTurn = (seat: number): TurnLog => ({
  seat,
  marked: 0,
  grand: 0,
  discovered: 0,
  rested: false,
  lasting: [],
  used: [],
});
