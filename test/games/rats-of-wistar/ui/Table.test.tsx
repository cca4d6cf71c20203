// The Rats of Wistar table says in words what each invention, mission, objective and guest does (ja and en), draws
// its symbols as SVG (no emoji), and sends the highlighted moves.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, expect, test, vi } from 'vitest';
import type { Message } from '../../../../src/engine/game';
import { formatMessage } from '../../../../src/engine/text';
import { DECK, INVENTIONS, OBJECTIVES } from '../../../../src/games/rats-of-wistar/data';
import { game, type RwState } from '../../../../src/games/rats-of-wistar/rules';
import { text } from '../../../../src/games/rats-of-wistar/text';
import { Table } from '../../../../src/games/rats-of-wistar/ui/Table';
import { edit, fresh } from '../builders';

afterEach(cleanup);
const seats = [0, 1].map((i) => ({ name: `P${i + 1}`, color: '#336699', bot: false }));
const tr = (lang: 'ja' | 'en') => (msg: Message) =>
  formatMessage(msg, { lang, dictionaries: [text], seatName: (s) => `P${s + 1}` });

function show(s: RwState, viewer: number, lang: 'ja' | 'en' = 'en', onMove = vi.fn()) {
  render(
    <Table
      view={game.view(s, viewer)}
      viewer={viewer}
      legal={game.legalMoves(s, viewer)}
      onMove={onMove}
      seats={seats}
      lang={lang}
      t={tr(lang)}
    />,
  );
  return onMove;
}
/** The first card of a design (card n is design DECK[n]). */
const cardOf = (design: number) => DECK.indexOf(design);
const designWhere = (f: (x: (typeof INVENTIONS)[number]) => boolean) =>
  (INVENTIONS.find((x) => x.tier === 'basic' && f(x)) as (typeof INVENTIONS)[number]).id;

test('each invention in a display says its cost, needs, points, skills and effect in words (en)', () => {
  const income = designWhere((x) => x.effect.kind === 'income' && x.effect.gain.wood === 1);
  const once = designWhere((x) => x.effect.kind === 'once' && x.effect.pay?.wood === 1);
  const end = designWhere((x) => x.effect.kind === 'end' && x.effect.per === 'beds');
  const needs = designWhere((x) => x.needs.length > 0);
  const need = (INVENTIONS[needs] as (typeof INVENTIONS)[number]).needs[0] as string;
  const s = edit(fresh(), (x) => {
    x.basicDisplay = [income, once, end, needs].map(cardOf);
  });
  show(s, s.asks[s.asks.length - 1]?.seats[0] as number);
  const words = (d: number) => screen.getByTestId(`rw-draw-basic-${[income, once, end, needs].indexOf(d)}`).textContent;
  expect(words(income)).toContain('Income: 1 wood every round');
  expect(words(once)).toContain('Once a round: pay 1 wood to gain 1 metal');
  expect(words(end)).toContain('Game end: 1 VP for each bed');
  expect(words(needs)).toContain(`needs ${need}`);
  const inc = INVENTIONS[income] as (typeof INVENTIONS)[number];
  expect(words(income)).toContain(`Cost: ${inc.cost.wood} wood, ${inc.cost.metal} metal`);
});

test('the same card reads in Japanese, with no stray spaces inside the words', () => {
  const income = designWhere((x) => x.effect.kind === 'income' && x.effect.gain.wood === 1);
  const s = edit(fresh(), (x) => {
    x.basicDisplay = [cardOf(income)];
  });
  show(s, s.asks[s.asks.length - 1]?.seats[0] as number, 'ja');
  const ja = screen.getByTestId('rw-draw-basic-0').textContent ?? '';
  expect(ja).toContain('収入：毎ラウンド木材1を得る');
  expect(ja).toContain('コスト');
});

test('a revealed mission lists its rows in words; objectives say what they measure and pay', () => {
  const s = edit(fresh(), (x) => {
    const slot = x.missions[1]?.[0];
    if (slot) slot.open = true;
  });
  show(s, 0);
  const id = s.missions[1]?.[0]?.mission as number;
  const m = screen.getByTestId(`rw-mission-text-${id}`).textContent ?? '';
  expect(m).toMatch(/Row 1: .* → /);
  expect(m).toMatch(/Row 3: .*needs /);
  const o = OBJECTIVES[s.objectives[0] as number] as (typeof OBJECTIVES)[number];
  expect(screen.getByTestId('rw-objective-0').textContent).toContain(`at least ${o.needs[0]}/${o.needs[1]}`);
});

test('no emoji anywhere on the table: the symbols are drawn SVG with a word beside them', () => {
  const s = fresh(2, 'icons');
  show(s, s.asks[s.asks.length - 1]?.seats[0] as number);
  // The seat marks are the app's (shared) seat identity; everything else is this table's.
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const m of copy.querySelectorAll('[data-seat-mark]')) m.remove();
  const table = copy.textContent ?? '';
  expect(table).not.toMatch(/\p{Extended_Pictographic}/u);
  const icons = document.querySelectorAll('[data-icon]');
  expect(icons.length).toBeGreaterThan(20);
  // Every inline symbol sits in a label that also has words.
  for (const sym of document.querySelectorAll('.rw-sym'))
    expect((sym.textContent ?? '').trim().length, sym.outerHTML).toBeGreaterThan(0);
  expect(screen.getByTestId('rw-legend').textContent).toMatch(/Collect wood|Gather wood|wood/);
});

test('a highlighted wheel space sends its placement', () => {
  const s = fresh();
  const seat = s.asks[s.asks.length - 1]?.seats[0] as number;
  const place = game.legalMoves(s, seat).find((m) => m.kind === 'place');
  if (place?.kind !== 'place') throw new Error('no placement');
  const onMove = show(s, seat);
  fireEvent.click(screen.getByTestId(`rw-space-${place.sector}.${place.space}`));
  expect(onMove).toHaveBeenCalledWith(place);
});
