// The Escape's drawing (issue #13: tap targets at least 24x24 CSS px on a phone): every target's hit area, scaled to
// the narrowest phone sheet, is at least 24 px a side; unreachable blocks are faded, printed symbols drawn circled.
import { render } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { AIRLOCKS, ESCAPE_SHEET } from '../../../../src/games/welcome-to-the-moon/rules/sheets/escape';
import { EscapeSheet } from '../../../../src/games/welcome-to-the-moon/ui/EscapeSheet';
import { legalOptions } from '../../../../src/games/welcome-to-the-moon/ui/legal-options';
import type { SheetProps } from '../../../../src/games/welcome-to-the-moon/ui/sheet-props';
import { sheet } from '../builders';
import { onlookerProps, tapTargets } from './sheet-drawing';

function draw(marks: SheetProps['sheet']['marks']) {
  const props = onlookerProps({ ...sheet({}, {}, 7), marks }, 'escape');
  return render(<EscapeSheet {...props} />).container;
}

test('every tap target of The Escape is at least 24 CSS px a side on a phone', () => {
  const { ids, small } = tapTargets(draw({}));
  for (let slot = 1; slot <= ESCAPE_SHEET.slotCount; slot++) expect(ids).toContain(`slot-${slot}`);
  expect(AIRLOCKS).toHaveLength(24);
  for (const l of AIRLOCKS) expect(ids).toContain(`box-${l.box}`);
  for (const g of ESCAPE_SHEET.greenhouses) expect(ids).toContain(`box-${g.double}`);
  expect(small).toEqual([]);
});

test('blocks out of reach are faded until an airlock opens to them', () => {
  const faded = (svg: Element) => svg.querySelectorAll('.wtm-locked').length;
  // 19 blocks, 2 reachable at the start.
  expect(faded(draw({}))).toBe(17);
  expect(faded(draw({ 130: 'circle' }))).toBe(16);
});

test('on a phone every tap target of The Escape is at least 24 CSS px a side too (starships wrap after six slots)', () => {
  const props = { ...onlookerProps(sheet({}, {}, 7), 'escape'), narrow: true };
  const { ids, small } = tapTargets(render(<EscapeSheet {...props} />).container);
  for (let slot = 1; slot <= ESCAPE_SHEET.slotCount; slot++) expect(ids).toContain(`slot-${slot}`);
  for (const l of AIRLOCKS) expect(ids).toContain(`box-${l.box}`);
  expect(small).toEqual([]);
});

test('on a phone, slots in starships far apart light those starships first, then the one tapped', () => {
  const draw = (part: SheetProps['part']) => {
    const options = {
      ...legalOptions([]),
      writes: new Map([
        [1, [3]],
        [43, [3]],
      ]),
    };
    const props = { ...onlookerProps(sheet({}, {}, 7), 'escape'), options, narrow: true, part, onPart: () => {} };
    const svg = render(<EscapeSheet {...props} />).container;
    return [...svg.querySelectorAll('[data-legal="true"]')].map((e) => e.getAttribute('data-testid')).sort();
  };
  expect(draw(null)).toEqual(['starship-1', 'starship-6']);
  expect(draw({ key: '0 5', at: 5 })).toEqual(['escape-all-ships', 'slot-43']);
});
