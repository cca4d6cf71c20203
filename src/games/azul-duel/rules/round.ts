// The end of a round: final scoring after round 5, otherwise the preparation of the next round.

import { ROUNDS } from '../data';
import { addPoints } from './board';
import { fillWorkshops, refillDisplay } from './setup';
import { tabletPoints } from './tablets';
import type { AdState, Board } from './types';

function finalScore(s: AdState, board: Board): Board {
  const points = s.tablets.reduce((sum, id) => sum + tabletPoints(board, id), 0);
  return addPoints(board, 'tablets', points);
}

/** Seed 4.3: the start-player tile's holder starts; workshops refilled, chips put back under small moons. */
function prepare(s: AdState): AdState {
  const startPlayer = s.startTile ?? s.startPlayer;
  const next: AdState = {
    ...s,
    round: s.round + 1,
    startPlayer,
    startTile: null,
    boards: s.boards.map((b) => ({ ...b, tokensUsed: 0 })),
    asks: [{ kind: 'acquire', seats: [startPlayer] }],
  };
  const filled = refillDisplay(fillWorkshops(next));
  // A workshop left empty by a dry bag shows its chip at once.
  return {
    ...filled,
    workshops: filled.workshops.map((w) =>
      w.chip && w.sun.length === 0 && w.moon.length === 0 ? { ...w, chip: { ...w.chip, faceUp: true } } : w,
    ),
  };
}

/** Called once nothing is asked any more: the next round, or (seed 5) the end with the tablets scored. */
export function endRound(s: AdState): AdState {
  if (s.round < ROUNDS) return prepare(s);
  return { ...s, boards: s.boards.map((b) => finalScore(s, b)) };
}
