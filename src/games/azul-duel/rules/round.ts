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
    phase: 'acquire',
    startPlayer,
    turn: startPlayer,
    startTile: null,
    boards: s.boards.map((b) => ({ ...b, tokensUsed: 0 })),
    pending: [],
    selected: [],
    walling: false,
    tiled: 0,
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

export function endRound(s: AdState): AdState {
  if (s.round < ROUNDS) return prepare(s);
  return { ...s, phase: 'over', boards: s.boards.map((b) => finalScore(s, b)), pending: [], selected: [] };
}
