// The Battle's drawing (issue #13: tap targets at least 24x24 CSS px on a phone, symbols explained, whose half is
// whose): every target's hit area, scaled to the narrowest phone sheet, is at least 24 px a side; each half names
// its seat, and insignias show the seat's mark.
import { render } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { BATTLE_SHEET } from '../../../../src/games/welcome-to-the-moon/rules/sheets/battle';
import { BattleSheet, type BattleSheetProps } from '../../../../src/games/welcome-to-the-moon/ui/BattleSheet';
import { sheet } from '../builders';
import { onlookerProps, tapTargets } from './sheet-drawing';

function draw(marks: BattleSheetProps['sheet']['marks'] = {}, cells: Record<number, number> = {}) {
  const props: BattleSheetProps = {
    ...onlookerProps({ ...sheet(cells, {}, 8), marks }, 'battle'),
    halves: [
      { seat: 0, symbol: '●', name: 'Ann' },
      { seat: 2, symbol: '▲', name: 'Cy' },
    ],
    writing: 1,
  };
  return render(<BattleSheet {...props} />).container;
}

test('every tap target of The Battle is at least 24 CSS px a side on a phone', () => {
  const { ids, small } = tapTargets(draw());
  // Every planet slot, moon, asteroid and both halves' energy boxes can be tapped.
  for (const p of BATTLE_SHEET.planets) {
    for (const slot of p.slots) expect(ids).toContain(`slot-${slot}`);
    for (const moon of p.moons) expect(ids).toContain(`box-${moon}`);
  }
  for (const a of BATTLE_SHEET.halves[0].asteroids) expect(ids).toContain(`box-${a}`);
  for (const h of BATTLE_SHEET.halves) {
    for (const boxes of Object.values(h.energy)) for (const [box] of boxes) expect(ids).toContain(`box-${box}`);
  }
  expect(small).toEqual([]);
});

test('each half names its seat, the half written is marked, insignias show the seat mark and a flag its holder', () => {
  const c = draw({ 1: 'circle', 2: 'cross', 79: 'cross', 93: 'circle', 223: 'circle' }, { 1: 2, 2: 1 });
  expect(c.querySelector('[data-testid="half-0"]')?.textContent).toContain('Ann');
  expect(c.querySelector('[data-testid="half-1"]')?.textContent).toContain('Cy');
  expect(c.querySelector('[data-testid="half-1"]')?.getAttribute('class')).toContain('wtm-half-writing');
  expect(c.querySelector('[data-testid="slot-1"]')?.textContent).toBe('●1');
  expect(c.querySelector('[data-testid="slot-2"]')?.textContent).toBe('▲3');
  expect(c.querySelector('[data-testid="box-79"]')?.getAttribute('aria-label')).toContain('Cy');
  expect(c.querySelector('[data-testid="flag-93"]')?.textContent).toBe('●1');
  // The symbols are explained on the sheet itself.
  expect(c.textContent).toContain('ui.battle-legend-3');
});

test('wider screens put the halves beside the planets: the sheet is about as wide as it is tall', () => {
  const props: BattleSheetProps = {
    sheet: sheet({}, {}, 8),
    options: null,
    onSlot: () => {},
    onBox: () => {},
    label: (code) => code,
    title: 'battle',
    halves: [
      { seat: 0, symbol: '●', name: 'Ann' },
      { seat: 1, symbol: '▲', name: 'Bo' },
    ],
    writing: null,
    narrow: false,
  };
  const [, , w, h] = (
    render(<BattleSheet {...props} />)
      .container.querySelector('svg')
      ?.getAttribute('viewBox') ?? ''
  )
    .split(' ')
    .map(Number);
  expect(w).toBeGreaterThan(600);
  expect(h).toBeLessThan((w ?? 0) * 1.1);
});
