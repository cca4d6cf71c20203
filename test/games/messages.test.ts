// Every prompt, rule error and log line a game emits during play reads as words in both languages:
// a known code, every placeholder filled, and players named (a seat is a { seat } reference, never a bare number).
import { describe, expect, test } from 'vitest';
import type { Message, Seat } from '../../src/engine/game';
import { randomInt, seedRng } from '../../src/engine/random';
import { formatMessage, LANGS } from '../../src/engine/text';
import { REGISTRY } from '../../src/games/registry';

const NAMES = ['Aoi', 'Ben', 'Chika', 'Dan', 'Emi', 'Fumi', 'Gen', 'Hana'];

function problems(msg: Message, text: Parameters<typeof formatMessage>[1]['dictionaries'][number]): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(msg.params ?? {})) {
    if (/^(seat|from|to|winner|player|victim|target)$/.test(key) && typeof value !== 'object') {
      found.push(`${msg.code}: param ${key} is a bare ${typeof value}, not a { seat } reference`);
    }
  }
  for (const lang of LANGS) {
    if (text[lang][msg.code] === undefined) found.push(`${msg.code}: no ${lang} words`);
    const words = formatMessage(msg, { lang, dictionaries: [text], seatName: (s: Seat) => NAMES[s] ?? '?' });
    if (/\{\w+\}/.test(words)) found.push(`${msg.code} (${lang}): unfilled placeholder in "${words}"`);
  }
  return found;
}

describe.each(REGISTRY.map((e) => [e.meta.id, e] as const))('%s', (_id, entry) => {
  test('prompts and log lines of seeded random games are complete words', async () => {
    const { game, text } = await entry.load();
    const found = new Set<string>();
    for (let seats = entry.meta.players.min; seats <= entry.meta.players.max; seats++) {
      let s = game.setup(seats, game.defaultOptions(seats), `messages-${seats}`);
      let rng = seedRng(`pick-${seats}`);
      for (let step = 0; step < 3000; step++) {
        const st = game.status(s);
        if (st.kind === 'over') break;
        for (const p of problems(st.prompt, text)) found.add(p);
        const seat = st.active[0] ?? 0;
        const legal = game.legalMoves(s, seat);
        const [i, next] = randomInt(rng, legal.length);
        rng = next;
        const after = game.apply(s, seat, legal[i]);
        for (const line of game.describe(s, seat, legal[i], after)) for (const p of problems(line, text)) found.add(p);
        s = after;
      }
    }
    expect([...found].slice(0, 10)).toEqual([]);
  });
});
