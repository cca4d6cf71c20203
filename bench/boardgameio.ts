// Side by side with boardgame.io (issue 33 "the app's per-move path at least 40x boardgame.io"): the same seeded
// random games of one game played through boardgame.io's Client (its reducer, Immer state, event log) and through
// Kotatsu's per-move app path (bench/app-path.ts). boardgame.io is never a project dependency: it is loaded from a
// scratch folder named by BGIO_DIR (`npm i -E boardgame.io@0.50.2` there); without it the figure is skipped.

import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AnyGame } from '../src/engine/game';
import { type Rng, randomInt, seedRng } from '../src/engine/random';
import { play } from '../src/engine/session';

interface BgClient {
  start(): void;
  stop(): void;
  updatePlayerID(id: string): void;
  moves: Record<string, (...args: unknown[]) => void>;
  getState(): { G: { s: unknown } } | null;
}

type ClientFactory = (opts: Record<string, unknown>) => BgClient;

export function loadBoardgameIo(dir = process.env.BGIO_DIR): { Client: ClientFactory; version: string } | null {
  if (!dir) return null;
  const req = createRequire(join(dir, 'package.json'));
  const mod = req('boardgame.io/client') as { Client: ClientFactory };
  const { version } = req('boardgame.io/package.json') as { version: string };
  return { Client: mod.Client, version };
}

/** Our rules as a boardgame.io game: every seat may act at any time, our rules decide (as a port would). */
function asBoardgameIo(game: AnyGame, seats: number, seed: string) {
  return {
    name: game.id,
    setup: () => ({ s: game.setup(seats, game.defaultOptions(seats), seed) }),
    moves: {
      act: ({ G, playerID }: { G: { s: unknown }; playerID: string }, m: unknown) => {
        const r = play(game, G.s, Number(playerID), m);
        if (!r.ok) return 'INVALID_MOVE';
        G.s = r.value.state;
        return undefined;
      },
    },
    // ActivePlayers.ALL: every seat may act, in no stage (Stage.NULL).
    turn: { activePlayers: { all: null } },
    endIf: ({ G }: { G: { s: unknown } }) => (game.status(G.s).kind === 'over' ? { over: true } : undefined),
  };
}

/** One seeded random game through boardgame.io; returns the moves made. */
function bgioGame(Client: ClientFactory, game: AnyGame, seats: number, seed: string, limit: number): number {
  const client = Client({ game: asBoardgameIo(game, seats, seed), numPlayers: seats, debug: false });
  client.start();
  let rng: Rng = seedRng(`app-path:${seed}`);
  let n = 0;
  for (; n < limit; n++) {
    const s = client.getState()?.G.s;
    const st = game.status(s);
    if (st.kind === 'over') break;
    let pick: number;
    [pick, rng] = randomInt(rng, st.active.length);
    const seat = st.active[pick] ?? 0;
    const legal = game.legalMoves(s, seat);
    let i: number;
    [i, rng] = randomInt(rng, legal.length);
    client.updatePlayerID(String(seat));
    client.moves.act?.(legal[i]);
  }
  client.stop();
  return n;
}

/** boardgame.io moves per CPU second on seeded random games of `game` (about `ms` of CPU), or null without it. */
export function boardgameIoMovesPerSec(
  game: AnyGame,
  seats: number,
  ms = 1500,
): { rate: number; version: string } | null {
  const loaded = loadBoardgameIo();
  if (!loaded) return null;
  const { Client, version } = loaded;
  const cpu = () => process.cpuUsage().user / 1000;
  let spent = 0;
  let moves = 0;
  for (let k = 0; spent < ms || k < 2; k++) {
    const t = cpu();
    moves += bgioGame(Client, game, seats, `app-path-${seats}-${k}`, 3000);
    spent += cpu() - t;
  }
  return { rate: (1000 * moves) / spent, version };
}
