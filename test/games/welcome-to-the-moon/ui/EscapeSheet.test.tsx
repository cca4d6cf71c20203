// The Escape's drawing (issue #13: tap targets at least 24x24 CSS px on a phone): every target's hit area, scaled to
// the narrowest phone sheet, is at least 24 px a side; unreachable blocks are faded, printed symbols drawn circled.
import { render } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { AIRLOCKS, ESCAPE_SHEET } from '../../../../src/games/welcome-to-the-moon/rules/sheets/escape';
import { EscapeSheet } from '../../../../src/games/welcome-to-the-moon/ui/EscapeSheet';
import type { SheetProps } from '../../../../src/games/welcome-to-the-moon/ui/sheet-props';
import { sheet } from '../builders';

/** The sheet's narrowest width on a 390 px phone: the frame's margins and a classic scrollbar taken off. */
const PHONE_SHEET_PX = 340;

function draw(marks: SheetProps['sheet']['marks']) {
  const props: SheetProps = {
    sheet: { ...sheet({}, {}, 7), marks },
    options: null,
    onSlot: () => {},
    onBox: () => {},
    label: (code) => code,
    title: 'escape',
  };
  return render(<EscapeSheet {...props} />).container;
}

test('every tap target of The Escape is at least 24 CSS px a side on a phone', () => {
  const svg = draw({}).querySelector('svg');
  if (!svg) throw new Error('no sheet drawn');
  const width = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const scale = PHONE_SHEET_PX / width;
  const targets = [...svg.querySelectorAll('[role="button"]')];
  const ids = targets.map((t) => t.getAttribute('data-testid'));
  for (let slot = 1; slot <= ESCAPE_SHEET.slotCount; slot++) expect(ids).toContain(`slot-${slot}`);
  expect(AIRLOCKS).toHaveLength(24);
  for (const l of AIRLOCKS) expect(ids).toContain(`box-${l.box}`);
  for (const g of ESCAPE_SHEET.greenhouses) expect(ids).toContain(`box-${g.double}`);
  const small = targets
    .map((t) => {
      const r = t.querySelector('rect.wtm-hit') ?? t.querySelector('rect');
      return {
        id: t.getAttribute('data-testid'),
        w: Number(r?.getAttribute('width')) * scale,
        h: Number(r?.getAttribute('height')) * scale,
      };
    })
    .filter(({ w, h }) => !(w >= 24 && h >= 24));
  expect(small).toEqual([]);
});

test('blocks out of reach are faded until an airlock opens to them', () => {
  const faded = (svg: Element) => svg.querySelectorAll('.wtm-locked').length;
  // 19 blocks, 2 reachable at the start.
  expect(faded(draw({}))).toBe(17);
  expect(faded(draw({ 130: 'circle' }))).toBe(16);
});
