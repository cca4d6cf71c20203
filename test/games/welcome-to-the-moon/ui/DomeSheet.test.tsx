// The Dome's drawing (issue #13: tap targets at least 24x24 CSS px on a phone): with every dome section split in
// two, each target's hit area, scaled to the narrowest phone sheet, is at least 24 px a side; the marks draw.
import { render } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { DOME_SHEET } from '../../../../src/games/welcome-to-the-moon/rules/sheets/dome';
import { DomeSheet } from '../../../../src/games/welcome-to-the-moon/ui/DomeSheet';
import type { SheetProps } from '../../../../src/games/welcome-to-the-moon/ui/sheet-props';
import { sheet } from '../builders';
import { onlookerProps, tapTargets } from './sheet-drawing';

function draw(marks: SheetProps['sheet']['marks']) {
  const props = onlookerProps({ ...sheet({}, {}, 5), marks }, 'dome');
  return render(<DomeSheet {...props} />).container;
}

test('every tap target of The Dome, all sections split, is at least 24 CSS px a side on a phone', () => {
  const allSplit = Object.fromEntries(DOME_SHEET.sections.map((s) => [s.box, 'cross' as const]));
  // 8 sections split in 16 halves are all drawn, none of the whole sections.
  const { ids, small } = tapTargets(draw(allSplit));
  for (const s of DOME_SHEET.sections) {
    expect(ids).not.toContain(`box-${s.box}`);
    for (const h of s.halves) expect(ids).toContain(`box-${h}`);
  }
  expect(small).toEqual([]);
});

test('a circled box draws a ring no taller than the box row, a crossed one a strike', () => {
  const [a, b] = DOME_SHEET.skyscrapers[0]?.top
    ? [DOME_SHEET.skyscrapers[0].top.first, DOME_SHEET.skyscrapers[0].top.later]
    : [0, 0];
  const svg = draw({ [a]: 'circle', [b]: 'cross' });
  const ring = svg.querySelector(`[data-testid="box-${a}"] .wtm-ring`);
  expect(Number(ring?.getAttribute('ry'))).toBeLessThanOrEqual(12);
  expect(svg.querySelector(`[data-testid="box-${b}"] .wtm-strike`)).not.toBeNull();
  // A wide track box circled keeps a flat ring too.
  const track = DOME_SHEET.tracks.missions.columns[0]?.[0] ?? 0;
  const wide = draw({ [track]: 'circle' }).querySelector(`[data-testid="box-${track}"] .wtm-ring`);
  expect(Number(wide?.getAttribute('ry'))).toBeLessThanOrEqual(12);
  expect(Number(wide?.getAttribute('rx'))).toBeGreaterThan(30);
});

test('on a wider screen the dome and the tracks sit beside the skyscrapers: the sheet is wider than tall', () => {
  const size = (narrow: boolean) => {
    const props = { ...onlookerProps(sheet({}, {}, 5), 'dome'), narrow };
    const box =
      render(<DomeSheet {...props} />)
        .container.querySelector('svg')
        ?.getAttribute('viewBox') ?? '';
    const [, , w, h] = box.split(' ').map(Number);
    return { w: w ?? 0, h: h ?? 0 };
  };
  const phone = size(true);
  const tablet = size(false);
  expect(phone.h).toBeGreaterThan(2 * phone.w);
  expect(tablet.w).toBeGreaterThan(tablet.h);
  // Every box of the phone drawing is drawn on the wide one too.
  const ids = (narrow: boolean) =>
    [
      ...render(<DomeSheet {...onlookerProps(sheet({}, {}, 5), 'dome')} narrow={narrow} />).container.querySelectorAll(
        '[role="button"]',
      ),
    ]
      .map((e) => e.getAttribute('data-testid'))
      .sort();
  expect(ids(false)).toEqual(ids(true));
});
