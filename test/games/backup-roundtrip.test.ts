// Every registered game, in every setup variant, survives the trip a player's data takes: each move stored as the
// app stores it, exported to a backup file, imported into a fresh database (every move re-checked against the
// rules' legal moves), and loaded back to the same state. A move shape that does not survive JSON (an undefined
// field, a non-canonical key) would fail here, game by game.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import type { AnyGame } from '../../src/engine/game';
import { canonicalJson } from '../../src/engine/json';
import { findGame, REGISTRY } from '../../src/games/registry';
import { openGameStore } from '../../src/storage/idb-store';
import { appendAll, seatsOf } from '../storage/helpers';
import { randomPlayout } from '../support/test-games';

const lookup = async (id: string): Promise<AnyGame | undefined> => (await findGame(id)?.load())?.game;
let db = 0;
const open = () => openGameStore({ lookup, dbName: `roundtrip-${++db}`, storage: null });

/** Default options, then each non-default choice of each option on its own (the bench's variants). */
function variants(
  entry: (typeof REGISTRY)[number],
  game: AnyGame,
  seats: number,
): { name: string; options: unknown }[] {
  const defaults = game.defaultOptions(seats) as Record<string, unknown>;
  const out = [{ name: 'default', options: defaults as unknown }];
  for (const spec of entry.meta.options) {
    if (spec.forSeats && !spec.forSeats.includes(seats)) continue;
    for (const c of spec.choices) {
      if (defaults[spec.key] === c.value) continue;
      const options = game.parseOptions({ ...defaults, [spec.key]: c.value }, seats);
      if (options !== null) out.push({ name: `${spec.key}=${String(c.value)}`, options });
    }
  }
  return out;
}

describe.each(REGISTRY.map((e) => [e.meta.id, e] as const))('%s', (_id, entry) => {
  test('every variant at the smallest and largest table: store, export, import, load give the same state', async () => {
    const game = (await entry.load()).game;
    for (const seats of new Set([entry.meta.players.min, entry.meta.players.max])) {
      for (const v of variants(entry, game, seats)) {
        const match = { gameId: game.id, version: game.version, seats, options: v.options, seed: `rt-${v.name}` };
        const from = await open();
        const save = await from.create({
          gameId: game.id,
          version: game.version,
          seats: seatsOf(seats),
          options: v.options,
          seed: match.seed,
          snapshot: game.setup(seats, v.options, match.seed),
        });
        const { moves } = randomPlayout(game, match, { seed: `rt-moves-${v.name}`, limit: 250 });
        const state = await appendAll(from, save, game, moves);
        const to = await open();
        const imported = await to.importJson(await from.exportJson());
        expect(imported.ok, `${seats} seats, ${v.name}: import refused`).toBe(true);
        const id = imported.ok ? imported.value.ids[0] : undefined;
        const loaded = await to.load(id ?? '');
        expect(loaded.ok && canonicalJson(loaded.value.state), `${seats} seats, ${v.name}`).toBe(canonicalJson(state));
      }
    }
  });
});
