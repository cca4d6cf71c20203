// Saves of the first release (game.version 1, commit 78dc7b5) still load: the state shape has not changed since,
// so version stays 1 (src/engine/game.ts: bump only when the same seed and moves would replay differently).
// The fixture was played under the v1 rules by scripts/altay-v1-saves.ts: a 3-player bot game (220 moves) and a
// 2-player bot-vs-random game up to the point where v1 could not go on (its legal-move list threw once a secret
// wonder slot was used; fixed in 7c8a452), each with the v1 snapshot.
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../../src/engine/json';
import { type AlState, game } from '../../../src/games/altay/rules';
import { replaySave } from '../../../src/storage/load';
import type { StoredMove } from '../../../src/storage/schema';
import type { SavedGame } from '../../../src/storage/types';
import fixture from './fixtures/v1-saves.json';

interface V1Save {
  seats: number;
  seed: string;
  version: number;
  status: 'playing' | 'over';
  moves: { index: number; seat: number; move: unknown; commit: boolean }[];
  snapshot: AlState;
}
const saves = fixture as unknown as V1Save[];

describe('a save of the first release loads (docs/ARCHITECTURE.md Storage: the log is the truth)', () => {
  for (const v1 of saves) {
    test(`${v1.seats} players, ${v1.moves.length} moves recorded under version ${v1.version}`, () => {
      expect(v1.version).toBe(1);
      const id = `old-${v1.seed}`;
      const save: SavedGame = {
        id,
        gameId: 'altay',
        version: v1.version,
        seats: Array.from({ length: v1.seats }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' })) as never,
        options: {},
        seed: v1.seed,
        status: v1.status,
        createdAt: 0,
        updatedAt: 0,
        moveCount: v1.moves.length,
        snapshot: v1.snapshot,
        seenUpTo: Array.from({ length: v1.seats }, () => v1.moves.length),
      };
      const moves: StoredMove[] = v1.moves.map((m) => ({ saveId: id, time: 0, ...m }));
      // version equal to the save's: load replays trusting its own moves; also held to the stricter untrusted test
      for (const version of [game.version, game.version + 1]) {
        const r = replaySave({ ...game, version } as never, save, moves);
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        expect(r.value.records.length).toBe(v1.moves.length);
        // the rebuilt state is the v1 snapshot exactly: no field added, dropped or reshaped
        expect(canonicalJson(r.value.state)).toBe(canonicalJson(v1.snapshot));
        const s = r.value.state as AlState;
        const st = game.status(s);
        expect(st.kind).toBe('turn');
        if (st.kind === 'turn') expect(game.legalMoves(s, st.active[0] as number).length).toBeGreaterThan(0);
      }
    });
  }
});
