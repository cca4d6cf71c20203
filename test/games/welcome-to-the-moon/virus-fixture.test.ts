// The browser test's Virus backup (test/e2e/fixtures/wtm-virus-spread.json, written by scripts/wtm-virus-fixture.ts)
// must still be a valid backup whose moves replay, under today's rules, to a spread waiting for a pick.
// Reference §7 "Virus rules": a spread into a quarter with several empty slots lets its player pick the slot.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { replay } from '../../../src/engine/session';
import { game } from '../../../src/games/welcome-to-the-moon/rules';
import { parseBackup } from '../../../src/storage/parse-backup';

const file = join(import.meta.dirname, '../../e2e/fixtures/wtm-virus-spread.json');

test('the e2e Virus backup parses and replays to a spread waiting for one seat to pick among several slots', async () => {
  const parsed = await parseBackup(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.code);
  const [saved] = parsed.value.games;
  if (!saved) throw new Error('no game in the fixture');
  expect(saved.version).toBe(game.version);
  const options = game.parseOptions(saved.options, saved.seats.length);
  if (!options) throw new Error('the fixture’s options are refused');
  const match = { gameId: saved.gameId, version: saved.version, seats: saved.seats.length, options, seed: saved.seed };
  // Untrusted, as an import replays it: every move must be one of the legal moves.
  const replayed = replay(game, match, saved.moves, true);
  if (!replayed.ok) throw new Error(`move ${replayed.error.index} refused: ${replayed.error.error.code}`);
  const s = replayed.value.state;
  const ask = s.asks.find((a) => a.kind === 'infect');
  expect(ask?.kind).toBe('infect');
  if (ask?.kind !== 'infect') return;
  expect(ask.slots.length).toBeGreaterThan(1);
  const seat = ask.seats[0] as number;
  expect(game.legalMoves(s, seat)).toEqual(ask.slots.map((slot) => ({ kind: 'placeX', slot })));
});
