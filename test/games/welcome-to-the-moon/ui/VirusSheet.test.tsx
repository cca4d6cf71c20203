// The Virus's drawing (issue #13: tap targets at least 24x24 CSS px on a phone): every target's hit area, scaled to
// the narrowest phone sheet, is at least 24 px a side; infected slots and evacuated quarters draw as such.
import { render } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { game } from '../../../../src/games/welcome-to-the-moon/rules';
import { VIRUS_SHEET, WALKWAYS } from '../../../../src/games/welcome-to-the-moon/rules/sheets/virus';
import { legalOptions } from '../../../../src/games/welcome-to-the-moon/ui/legal-options';
import type { SheetProps } from '../../../../src/games/welcome-to-the-moon/ui/sheet-props';
import { VirusSheet } from '../../../../src/games/welcome-to-the-moon/ui/VirusSheet';
import { sheet, virusSymbolSpread } from '../builders';
import { onlookerProps, tapTargets } from './sheet-drawing';

function draw(cells: SheetProps['sheet']['cells'] | null, marks: SheetProps['sheet']['marks']) {
  const base = sheet({}, {}, 6);
  const props = onlookerProps({ ...base, cells: cells ?? base.cells, marks }, 'virus');
  return render(<VirusSheet {...props} />).container;
}

test('every tap target of The Virus is at least 24 CSS px a side on a phone', () => {
  const { ids, small } = tapTargets(draw(null, {}));
  // Every slot, walkway, energy, the green and blue viruses and the four spread symbols can be tapped.
  for (let slot = 1; slot <= VIRUS_SHEET.slotCount; slot++) expect(ids).toContain(`slot-${slot}`);
  for (const w of WALKWAYS) expect(ids).toContain(`box-${w.box}`);
  for (const q of VIRUS_SHEET.quarters) for (const e of q.energy) expect(ids).toContain(`box-${e}`);
  for (const b of [224, 228, 217, 218, 220, 221]) expect(ids).toContain(`box-${b}`);
  expect(WALKWAYS).toHaveLength(22);
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

test('a spread waiting for a pick lights exactly its quarter’s empty slots, each at least 24 px on a phone', () => {
  const s = virusSymbolSpread({ 2: 4 });
  const own = game.view(s, 1).seats[1]?.sheet;
  if (!own) throw new Error('no sheet');
  const picked: number[] = [];
  const props = { ...onlookerProps(own, 'virus'), options: legalOptions(game.legalMoves(s, 1)) };
  const svg = render(<VirusSheet {...props} onSlot={(slot) => picked.push(slot)} />).container;
  const lit = [...svg.querySelectorAll('[data-testid^="slot-"][data-legal="true"]')].map((e) =>
    e.getAttribute('data-testid'),
  );
  expect(lit).toEqual(['slot-1', 'slot-3', 'slot-4', 'slot-5']);
  expect(tapTargets(svg).small).toEqual([]);
  svg.querySelector<SVGGElement>('[data-testid="slot-4"]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(picked).toEqual([4]);
});

/** A narrow (phone) Virus sheet whose viewer may write in slots 1, 2 (quarter 1) and 52 (quarter 11). */
function farWrites(part: SheetProps['part'], onPart: SheetProps['onPart'] = () => {}) {
  const writes = new Map([
    [1, [3]],
    [2, [3]],
    [52, [3]],
  ]);
  const options = { ...legalOptions([]), writes };
  const props = { ...onlookerProps(sheet({}, {}, 6), 'virus'), options, narrow: true, part, onPart };
  return render(<VirusSheet {...props} />).container;
}
const litIds = (svg: Element) =>
  [...svg.querySelectorAll('[data-legal="true"]')].map((e) => e.getAttribute('data-testid')).sort();

test('on a phone, a number that may go into quarters far apart lights those quarters first, then the one tapped', () => {
  const parts: SheetProps['part'][] = [];
  const overview = farWrites(null, (p) => parts.push(p));
  // Quarters 1 and 11 are five lines of quarters apart: more than fit on a phone's screen with finger-sized slots.
  expect(litIds(overview)).toEqual(['quarter-1', 'quarter-11']);
  overview.querySelector('[data-testid="quarter-11"]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(parts).toEqual([{ key: '0 10', at: 10 }]);
  const focused = farWrites({ key: '0 10', at: 10 });
  expect(litIds(focused)).toEqual(['slot-52', 'virus-all-quarters']);
  // A focus kept from other lit targets (another turn's write) is no focus: the quarters are offered again.
  expect(litIds(farWrites({ key: '0 9', at: 10 }))).toEqual(['quarter-1', 'quarter-11']);
});

test('quarters near each other light the slots at once; on a tablet far ones are offered a quarter first too', () => {
  const near = {
    ...legalOptions([]),
    writes: new Map([
      [1, [3]],
      [12, [3]],
    ]),
  };
  const narrow = { ...onlookerProps(sheet({}, {}, 6), 'virus'), options: near, narrow: true };
  expect(litIds(render(<VirusSheet {...narrow} />).container)).toEqual(['slot-1', 'slot-12']);
  expect(litIds(render(<VirusSheet {...narrow} narrow={false} />).container)).toEqual(['slot-1', 'slot-12']);
  // A tablet's sheet has three quarters a line: quarters 1 and 11 are still five lines apart.
  const far = {
    ...narrow,
    options: {
      ...near,
      writes: new Map([
        [1, [3]],
        [52, [3]],
      ]),
    },
    narrow: false,
  };
  expect(litIds(render(<VirusSheet {...far} />).container)).toEqual(['quarter-1', 'quarter-11']);
});
