// The Virus's drawing (issue #13: tap targets at least 24x24 CSS px on a phone): every target's hit area, scaled to
// the narrowest phone sheet, is at least 24 px a side; infected slots and evacuated quarters draw as such.
import { render } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { VIRUS_SHEET, WALKWAYS } from '../../../../src/games/welcome-to-the-moon/rules/sheets/virus';
import type { SheetProps } from '../../../../src/games/welcome-to-the-moon/ui/sheet-props';
import { VirusSheet } from '../../../../src/games/welcome-to-the-moon/ui/VirusSheet';
import { sheet } from '../builders';

/** The sheet's narrowest width on a 390 px phone: the frame's margins and a classic scrollbar taken off. */
const PHONE_SHEET_PX = 340;

function draw(cells: SheetProps['sheet']['cells'] | null, marks: SheetProps['sheet']['marks']) {
  const base = sheet({}, {}, 6);
  const props: SheetProps = {
    sheet: { ...base, cells: cells ?? base.cells, marks },
    options: null,
    onSlot: () => {},
    onBox: () => {},
    label: (code) => code,
    title: 'virus',
  };
  return render(<VirusSheet {...props} />).container;
}

test('every tap target of The Virus is at least 24 CSS px a side on a phone', () => {
  const svg = draw(null, {}).querySelector('svg');
  if (!svg) throw new Error('no sheet drawn');
  const width = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const scale = PHONE_SHEET_PX / width;
  const targets = [...svg.querySelectorAll('[role="button"]')];
  const ids = targets.map((t) => t.getAttribute('data-testid'));
  // Every slot, walkway, energy, the green and blue viruses and the four spread symbols can be tapped.
  for (let slot = 1; slot <= VIRUS_SHEET.slotCount; slot++) expect(ids).toContain(`slot-${slot}`);
  for (const w of WALKWAYS) expect(ids).toContain(`box-${w.box}`);
  for (const q of VIRUS_SHEET.quarters) for (const e of q.energy) expect(ids).toContain(`box-${e}`);
  for (const b of [224, 228, 217, 218, 220, 221]) expect(ids).toContain(`box-${b}`);
  expect(WALKWAYS).toHaveLength(22);
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

test('an infected slot draws as such, an evacuated quarter shows its score', () => {
  const cells = sheet({ 1: 1, 2: 'X', 3: 3, 4: 4, 5: 5 }, {}, 6).cells;
  const svg = draw(cells, { 2: 'cross', 231: 'circle', 146: 'circle' });
  expect(svg.querySelector('[data-testid="slot-2"]')?.getAttribute('class')).toContain('wtm-infected');
  expect(svg.querySelector('[data-testid="slot-1"]')?.getAttribute('class')).not.toContain('wtm-infected');
  // (1 + 1 energy) × 4 clean slots.
  expect(svg.textContent).toContain('ui.virus-quarter 1 · 8');
});
