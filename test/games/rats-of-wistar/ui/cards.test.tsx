// Rats of Wistar's drawn card faces: the name comes first, and the name, cost, points, skills and effect all come
// from data.ts (so the faces follow any change of the designed values); a card the seat cannot pay for is marked.
import { cleanup, screen } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { DECK, GUESTS, HEROES, INVENTIONS, type Invention, MISSIONS } from '../../../../src/games/rats-of-wistar/data';
import { game } from '../../../../src/games/rats-of-wistar/rules';
import { text } from '../../../../src/games/rats-of-wistar/text';
import { Table } from '../../../../src/games/rats-of-wistar/ui/Table';
import { tableHarness, testSeats, wordsOf } from '../../../support/table-harness';
import { edit, fresh, pl, top } from '../builders';

const show = tableHarness({ game, Table, text }, testSeats(2));
const en = wordsOf(text, 'en');
const cardOf = (design: number) => DECK.indexOf(design);
const inv = (id: number) => INVENTIONS[id] as Invention;
const costly = INVENTIONS.find((x) => x.tier === 'basic' && x.cost.wood + x.cost.metal >= 2) as Invention;
const withEffect = INVENTIONS.find((x) => x.tier === 'basic' && x.effect.kind !== 'none') as Invention;
const seatToAct = (s: ReturnType<typeof fresh>) => top(s)?.seats[0] as number;

test.each([costly.id, withEffect.id])(
  'invention #%i: name first, then its points, cost coins and effect, from data',
  (id) => {
    const x = inv(id);
    const s = edit(fresh(), (st) => {
      st.basicDisplay = [cardOf(id)];
    });
    show(s, seatToAct(s));
    const face = screen.getByTestId(`rw-card-${cardOf(id)}`);
    const words = face.textContent ?? '';
    const name = en({ code: 'card.name', params: { type: en({ code: `type.${x.type}` }), n: x.id } });
    expect(words.startsWith(name), words).toBe(true);
    expect(face.querySelector('.rw-vp')?.textContent).toBe(`${x.vp} VP`);
    const coins = [...face.querySelectorAll('[data-testid="rw-cost"] .rw-coin-word')].map((c) => c.textContent);
    if (x.cost.wood > 0) expect(coins).toContain(`${x.cost.wood} wood`);
    if (x.cost.metal > 0) expect(coins).toContain(`${x.cost.metal} metal`);
    expect(face.classList.contains(`rw-kind-${x.type}`)).toBe(true);
    for (const k of x.icons) expect(face.querySelector('.rw-face-skills')?.textContent).toContain(k);
    // The button that takes the card is named by what it shows, beginning with the card's name.
    const button = screen.getByTestId('rw-draw-basic-0');
    expect((button.textContent ?? '').startsWith(name)).toBe(true);
  },
);

test('a card the seat cannot pay for is marked in words; the same card is not marked once it can pay', () => {
  const x = costly;
  const poor = edit(fresh(), (st) => {
    st.basicDisplay = [cardOf(x.id)];
    const p = pl(st, seatToAct(st));
    p.wood = 0;
    p.metal = 0;
  });
  show(poor, seatToAct(poor));
  const face = screen.getByTestId(`rw-card-${cardOf(x.id)}`);
  expect(face.classList.contains('rw-cant')).toBe(true);
  expect(face.textContent).toContain('You cannot pay for this now');
  cleanup();
  const rich = edit(poor, (st) => {
    const p = pl(st, seatToAct(st));
    p.wood = 9;
    p.metal = 9;
  });
  show(rich, seatToAct(rich));
  const paid = screen.getByTestId(`rw-card-${cardOf(x.id)}`);
  expect(paid.classList.contains('rw-cant')).toBe(false);
  expect(paid.querySelector('[data-testid="rw-cant-pay"]')).toBeNull();
});

test('cards in hand are drawn faces too, marked when they cannot be paid for', () => {
  const s = edit(fresh(), (st) => {
    const p = pl(st, 0);
    p.hand = [cardOf(costly.id)];
    p.wood = 0;
    p.metal = 0;
  });
  show(s, 0);
  const hand = document.querySelector('.rw-hand') as HTMLElement;
  const face = hand.querySelector(`[data-testid="rw-card-${cardOf(costly.id)}"]`);
  expect(face?.classList.contains('rw-face')).toBe(true);
  expect(face?.querySelector('[data-testid="rw-cant-pay"]')).not.toBeNull();
});

test('a mission card lists each row from data, and the rows the viewer has done are marked', () => {
  const s = edit(fresh(), (st) => {
    const slot = st.missions[1]?.[0];
    if (slot) slot.open = true;
    const id = slot?.mission as number;
    pl(st, 0).rows[id] = 1;
  });
  const id = s.missions[1]?.[0]?.mission as number;
  const m = MISSIONS[id] as (typeof MISSIONS)[number];
  show(s, 0);
  const card = screen.getByTestId(`rw-mission-text-${id}`);
  expect((card.textContent ?? '').startsWith(`Mission ${id} (${m.part})`)).toBe(true);
  m.rows.forEach((r, i) => {
    const row = screen.getByTestId(`rw-mrow-${id}-${i}`).textContent ?? '';
    expect(row).toContain(`Row ${i + 1}:`);
    if (r.reward.vp) expect(row).toContain(`${r.reward.vp} VP`);
    for (const k of r.skills) expect(row).toContain(k);
  });
  expect(screen.getByTestId(`rw-mrow-${id}-0`).textContent).toContain('done');
  expect(screen.getByTestId(`rw-mrow-${id}-1`).textContent).not.toContain('done');
});

test('the round guest and each hero are tiles with their points and gifts from data; the Japanese line uses full-width colons', () => {
  const s = fresh();
  const g = GUESTS[s.roundGuest as number] as (typeof GUESTS)[number];
  show(s, 0, undefined, 'ja');
  const line = screen.getByTestId('rw-round-guest').textContent ?? '';
  expect(line).toContain(`${g.vp}点`);
  expect(line).not.toContain(':');
  expect(line).toContain('ラウンドの来訪ネズミ：');
  const hero = HEROES[pl(s, 0).hero] as (typeof HEROES)[number];
  const heroFace = screen.getByTestId(`rw-hero-${hero.id}`).textContent ?? '';
  expect(heroFace.startsWith(`ヒーロー${hero.id + 1}`)).toBe(true);
  if (hero.start.wood) expect(heroFace).toContain(`木材${hero.start.wood}`);
  // No half-width colon anywhere in the Japanese table's own words.
  expect(document.querySelector('.rw-table')?.textContent).not.toMatch(/[^\x20-\x7e]:|: /);
});

test('a guest mouse’s gain is worded as coming when it is invited, with its amount from data', () => {
  const g = GUESTS.find((x) => x.effect.kind === 'now') as (typeof GUESTS)[number];
  const s = edit(fresh(), (st) => {
    st.roundGuest = g.id;
  });
  show(s, 0);
  const tile = screen.getByTestId(`rw-guest-${g.id}`).textContent ?? '';
  expect(tile.startsWith(`Guest mouse (${g.part})`)).toBe(true);
  expect(tile).toContain('When invited: gain');
  expect(tile).not.toContain('When played');
});
