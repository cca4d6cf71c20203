// The Escape's drawing (issue #13: tap targets at least 24x24 CSS px on a phone): every target's hit area, scaled to
// the narrowest phone sheet, is at least 24 px a side; unreachable blocks are faded, printed symbols drawn circled.
import { render } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { AIRLOCKS, ESCAPE_SHEET } from '../../../../src/games/welcome-to-the-moon/rules/sheets/escape';
import { EscapeSheet } from '../../../../src/games/welcome-to-the-moon/ui/EscapeSheet';
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
