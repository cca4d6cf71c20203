// The Welcome to the Moon table's solo targets on the sheet, worded fallback buttons, wall picker, ASTRA panel, legend.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { expect, test, vi } from 'vitest';
import type { Message } from '../../../../src/engine/game';
import type { Lang } from '../../../../src/engine/text';
import { formatMessage } from '../../../../src/engine/text';
import { game, type WtmState } from '../../../../src/games/welcome-to-the-moon/rules';
import { text } from '../../../../src/games/welcome-to-the-moon/text';
import { Table } from '../../../../src/games/welcome-to-the-moon/ui/Table';
import { crossed, fresh, journeyWallTurn, playMoves, sheet, withCombos, withSheet, withSoloCards } from '../builders';

const seats = [0, 1].map((i) => ({ name: `P${i + 1}`, color: '#336699', bot: false }));

function show(s: WtmState, lang: Lang = 'en', onMove = vi.fn(), explain = vi.fn()) {
  const t = (msg: Message) => formatMessage(msg, { lang, dictionaries: [text], seatName: (n) => `P${n + 1}` });
  render(
    <Table
      view={game.view(s, 0)}
      viewer={0}
      legal={game.legalMoves(s, 0)}
      onMove={onMove}
      explain={explain}
      seats={seats}
      lang={lang}
      t={t}
    />,
  );
  return onMove;
}

/** A solo game of the given adventure with solo card A's effect waiting. */
function soloPending(adventure: 1 | 2 | 3 | 4): WtmState {
  const s = game.setup(1, { adventure, astraLevel: 3 }, `ui-solo-${adventure}`);
  return withSoloCards(s, [0]);
}

test('solo, The Launch: the sabotage boxes are highlighted on the sheet and a tap sends the legal mark move', () => {
  const s = soloPending(1);
  const legal = game.legalMoves(s, 0);
  expect(legal).toContainEqual({ kind: 'mark', box: 59 });
  const onMove = show(s);
  const box = screen.getByTestId('box-59');
  expect(box.dataset.legal).toBe('true');
  fireEvent.click(box);
  expect(onMove).toHaveBeenCalledWith({ kind: 'mark', box: 59 });
});

test('solo fallback buttons name the box in words (floor, station, quarter, track), never by its id', () => {
  const cases = [
    [1, 59, /sabotage .* floor 2 \(astronaut\), part 1/],
    [2, 125, /big multiplier ×6 of station S1/],
    [3, 55, /first-completion bonus \(15 pts\) of quarter Q1/],
    [4, 224, /filling bonus of the Plants track \(\+8 at 8\)/],
  ] as const;
  for (const [adventure, box, words] of cases) {
    show(soloPending(adventure));
    const button = screen.getByTestId(`solo-box-${box}`);
    expect(button.textContent).toMatch(words);
    expect(button.textContent).not.toContain(String(box));
    expect(screen.getByTestId(`box-${box}`).dataset.legal).toBe('true');
    cleanup();
  }
});

test('solo, The Mine: a filling bonus box on the sheet sends the mark move; an illegal box is still sent', () => {
  const onMove = show(soloPending(4));
  fireEvent.click(screen.getByTestId('box-226'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'mark', box: 226 });
  fireEvent.click(screen.getByTestId('box-69'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'mark', box: 69 });
  expect(screen.getByTestId('box-69').dataset.legal).toBe('false');
});

test('The Journey: tapping a slot while a wall may be drawn offers its walls; “before” sends that wall', () => {
  const onMove = show(journeyWallTurn());
  expect(screen.queryByTestId('wall-before')).toBeNull();
  // Wall 100 lies between slots 11 and 12.
  fireEvent.click(screen.getByTestId('slot-12'));
  expect(onMove).not.toHaveBeenCalled();
  expect(screen.getByTestId('slot-12').getAttribute('class')).toContain('wtm-picked');
  expect(screen.getByTestId('turn-hint').textContent).toContain('which side of the outlined slot');
  expect(screen.getByTestId('wall-before').dataset.barAction).toBe('choice');
  fireEvent.click(screen.getByTestId('wall-before'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'mark', box: 100 });
  expect(screen.queryByTestId('wall-before')).toBeNull();
  expect(screen.queryByTestId('wall-picker-close')).toBeNull();
});

test('The Journey: a slot with no wall to draw beside it says why in words instead of offering walls', () => {
  // The wall after slot 1 (box 90) is drawn already, and slot 1 has none before it.
  const base = withCombos(withSheet(fresh(2, 'ui-w', 2), 0, sheet({}, { marks: crossed(90) }, 2)), [
    [5, 'energy'],
    [6, 'water'],
    [7, 'plant'],
  ]);
  const s = playMoves(base, 0, [
    { kind: 'choose', combo: 0 },
    { kind: 'write', slot: 10, number: 5 },
  ]);
  expect(game.legalMoves(s, 0)).toContainEqual({ kind: 'mark', box: 91 });
  const explain = vi.fn();
  const onMove = show(s, 'en', vi.fn(), explain);
  fireEvent.click(screen.getByTestId('slot-1'));
  expect(onMove).not.toHaveBeenCalled();
  expect(explain).toHaveBeenCalledWith({ code: 'ui.no-wall-here' });
  expect(screen.queryByTestId('wall-after')).toBeNull();
  // Slot 2 has the wall after it (box 91) to draw, and no longer the one before it.
  fireEvent.click(screen.getByTestId('slot-2'));
  expect(screen.queryByTestId('wall-before')).toBeNull();
  fireEvent.click(screen.getByTestId('wall-after'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'mark', box: 91 });
});

test('The Journey: “after” on the slot before the gap sends the same wall; the hint explains the picker', () => {
  const onMove = show(journeyWallTurn());
  expect(screen.getByTestId('turn-hint').textContent).toContain('before or after');
  fireEvent.click(screen.getByTestId('slot-11'));
  fireEvent.click(screen.getByTestId('wall-after'));
  expect(onMove).toHaveBeenCalledWith({ kind: 'mark', box: 100 });
});

test('ASTRA panel: cards per action with the level’s multipliers and the score from the view', () => {
  const base = soloPending(2);
  const solo = base.solo;
  if (!solo) throw new Error('solo expected');
  const s = withSoloCards({ ...base, solo: { ...solo, astraCards: { ...solo.astraCards, robot: 3 } } }, []);
  show(s);
  const view = game.view(s, 0);
  expect(screen.getByTestId('astra').textContent).toContain(`${view.solo?.astraScore} pts`);
  expect(screen.getByTestId('astra').textContent).toContain('Margaret');
  // Level 3 (Margaret) weighs robots ×5.
  expect(screen.getByTestId('astra-robot').textContent).toBe('robot3×5');
  expect(screen.getByTestId('astra').textContent).toContain('+ 5 + level 3 × 1');
  expect(screen.queryByTestId('astra-rockets')).toBeNull();
});

test('ASTRA panel on The Launch draws its 81-rocket track with the crossed rockets filled', () => {
  show(soloPending(1));
  const track = screen.getByTestId('astra-rockets');
  expect(track.querySelectorAll('circle')).toHaveLength(81);
  // Level 3 starts with 10 rockets crossed.
  expect(track.querySelectorAll('circle.wtm-crossed')).toHaveLength(10);
});

test('The Launch shows a legend of the sheet’s glyphs in both languages; other adventures do not', () => {
  show(soloPending(1));
  expect(screen.getByTestId('legend').textContent).toContain('sabotage');
  cleanup();
  show(soloPending(1), 'ja');
  expect(screen.getByTestId('legend').textContent).toContain('妨害');
  cleanup();
  show(soloPending(2));
  expect(screen.queryByTestId('legend')).toBeNull();
});

test('The Launch: an activation offers the arrows as worded buttons too; a tap sends the activate move', () => {
  // Slots 1 and 2 filled: writing 3 in slot 3 completes Q[1,2,3], whose bonus includes an activation.
  const base = withCombos(withSheet(fresh(2), 0, sheet({ 1: 1, 2: 2 })), [
    [3, 'astronaut'],
    [6, 'water'],
    [7, 'plant'],
  ]);
  const s = playMoves(base, 0, [
    { kind: 'choose', combo: 0 },
    { kind: 'write', slot: 3, number: 3 },
  ]);
  const onMove = show(s);
  expect(screen.getByTestId('arrow-152').dataset.legal).toBe('true');
  const button = screen.getByTestId('arrow-choice-152');
  expect(button.textContent).toBe('Activate the arrow of floor 2 (astronaut), part 1');
  fireEvent.click(button);
  expect(onMove).toHaveBeenCalledWith({ kind: 'activate', box: 152 });
});

test('on a phone-width screen The Journey reflows to 6 slots a row, so the sheet fits the width with big slots', () => {
  const narrow = (query: string) =>
    ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation(narrow);
  show(journeyWallTurn());
  const svg = screen.getByTestId('sheet').querySelector('svg');
  // 6 slots × 58 + 20 margin, widened to 384 for the stations; the wide layout is 542.
  expect(svg?.getAttribute('viewBox')).toMatch(/^0 0 384 /);
  spy.mockRestore();
  cleanup();
  show(journeyWallTurn());
  expect(screen.getByTestId('sheet').querySelector('svg')?.getAttribute('viewBox')).toMatch(/^0 0 542 /);
});

test('solo: every pair says which card ASTRA gets with it (reference, solo: the third card goes to ASTRA)', () => {
  const s = game.setup(1, { adventure: 2, astraLevel: 1 }, 'ui-solo-pairs');
  show(s);
  game.view(s, 0).combos.forEach((c, i) => {
    expect(c.astra).toBeDefined();
    expect(screen.getByTestId(`combo-${i}`).textContent).toContain(`ASTRA gets: ${c.astra}`);
  });
});

test('The Journey robot action: one worded button per station with a legal robot, and a tap sends that mark', () => {
  const s = playMoves(
    withCombos(fresh(2, 'ui-robot', 2), [
      [5, 'robot'],
      [6, 'water'],
      [7, 'plant'],
    ]),
    0,
    [
      { kind: 'choose', combo: 0 },
      { kind: 'write', slot: 1, number: 5 },
    ],
  );
  const marks = game.legalMoves(s, 0).flatMap((m) => (m.kind === 'mark' ? [m.box] : []));
  const onMove = show(s);
  // Any robot of a station will do: one button per station (4), each for one of that station's legal robots.
  const buttons = screen.getAllByTestId(/^mark-choice-/);
  expect(buttons.map((b) => b.textContent)).toEqual(['S1', 'S2', 'S3', 'S4']);
  expect(screen.getByTestId('turn-hint').textContent).toBe('Cross a robot of which station?');
  for (const b of buttons) expect(marks).toContain(Number(b.dataset.testid?.replace('mark-choice-', '')));
  fireEvent.click(buttons[1] as HTMLElement);
  expect(onMove).toHaveBeenCalledWith({ kind: 'mark', box: Number(buttons[1]?.dataset.testid?.slice(12)) });
});

test('The Journey wall task offers no worded mark buttons (the before / after picker does that job)', () => {
  show(journeyWallTurn());
  expect(screen.queryAllByTestId(/^mark-choice-/)).toHaveLength(0);
});

test('solo jokers: each pair’s joker button names the card ASTRA gets (what tells same-number pairs apart)', () => {
  const base = game.setup(1, { adventure: 2, astraLevel: 1 }, 'ui-solo-joker');
  const sheets = base.sheets.map((sh) => ({ ...sh, counters: { ...sh.counters, astro: 2 } }));
  const s: WtmState = { ...base, sheets };
  show(s);
  const combos = game.view(s, 0).combos;
  const buttons = screen.getAllByTestId(/^combo-\d-joker$/);
  expect(buttons.length).toBeGreaterThan(0);
  for (const b of buttons) {
    const c = combos[Number(b.dataset.testid?.split('-')[1])];
    expect(b.textContent).toBe(`★ ${c?.number} · ASTRA gets: ${c?.astra}`);
  }
});

test('solo jokers with an ASTRA bonus left: each action is offered once, not again for the remove twin', () => {
  const base = game.setup(1, { adventure: 2, astraLevel: 1 }, 'ui-solo-joker');
  const sheets = base.sheets.map((sh) => ({ ...sh, counters: { ...sh.counters, astro: 2 } }));
  const s: WtmState = { ...base, sheets, solo: base.solo ? { ...base.solo, astraBonus: 1 } : null };
  expect(game.legalMoves(s, 0).some((m) => m.kind === 'choose' && m.joker && m.remove)).toBe(true);
  show(s);
  fireEvent.click(screen.getAllByTestId(/^combo-\d-joker$/)[0] as HTMLElement);
  const ids = screen.getAllByTestId(/^combo-\d-joker-/).map((b) => b.dataset.testid);
  expect(ids.length).toBeGreaterThan(0);
  expect(new Set(ids).size).toBe(ids.length);
});
