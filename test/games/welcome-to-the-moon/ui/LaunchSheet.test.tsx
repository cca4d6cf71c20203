// The Launch's phone drawing (issue 28): a slot is a 44 px target on a 390 px phone, and the wild floor sits in the
// middle so that it and any other floor are on one screen together.
import { render } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { LaunchSheet } from '../../../../src/games/welcome-to-the-moon/ui/LaunchSheet';
import { LAUNCH_LAYOUT_NARROW } from '../../../../src/games/welcome-to-the-moon/ui/launch-layout';
import { legalOptions } from '../../../../src/games/welcome-to-the-moon/ui/legal-options';
import type { SheetProps } from '../../../../src/games/welcome-to-the-moon/ui/sheet-props';
import { sheet } from '../builders';
import { onlookerProps } from './sheet-drawing';

/** The sheet frame's width on a 390 px phone (the table's side margins taken off; measured 354 px in Chromium). */
const PHONE_FRAME_PX = 354;

test('on a phone every slot of The Launch is hit over at least 44 CSS px a side', () => {
  const props = { ...onlookerProps(sheet(), 'launch'), narrow: true };
  const svg = render(<LaunchSheet {...props} />).container.querySelector('svg');
  const scale = PHONE_FRAME_PX / Number(svg?.getAttribute('viewBox')?.split(' ')[2]);
  const slots = [...(svg?.querySelectorAll('[data-testid^="slot-"]') ?? [])];
  expect(slots.length).toBeGreaterThan(50);
  const small = slots.filter((s) => {
    const hit = s.querySelector('rect.wtm-hit');
    return !(Number(hit?.getAttribute('width')) * scale >= 44 && Number(hit?.getAttribute('height')) * scale >= 44);
  });
  expect(small.map((s) => s.getAttribute('data-testid'))).toEqual([]);
});

test('on a phone the wild floor is drawn between the robot floors and the planning floor', () => {
  const order = LAUNCH_LAYOUT_NARROW.rows.map((r) => r.action);
  expect(order).toEqual(['astronaut', 'astronaut', 'water', 'robot', 'robot', 'wild', 'planning', 'energy', 'plant']);
  // Any floor and the wild one: at most 520 sheet units from the top of one to the bottom of the other.
  const wild = LAUNCH_LAYOUT_NARROW.rows.find((r) => r.action === 'wild');
  for (const row of LAUNCH_LAYOUT_NARROW.rows) {
    const span = Math.max(row.y + row.height, (wild?.y ?? 0) + (wild?.height ?? 0)) - Math.min(row.y, wild?.y ?? 0);
    expect(span).toBeLessThanOrEqual(520);
  }
});

/** A phone's Launch sheet where the viewer's build X may go into slot 1 (top floor) or 38 (bottom floor). */
function farX(part: SheetProps['part']) {
  const options = { ...legalOptions([]), xSlots: new Set([1, 38]) };
  const props = { ...onlookerProps(sheet({}, {}, 1), 'launch'), options, narrow: true, part, onPart: () => {} };
  return render(<LaunchSheet {...props} />).container;
}
const litOf = (svg: Element) =>
  [...svg.querySelectorAll('[data-legal="true"]')].map((e) => e.getAttribute('data-testid')).sort();

test('on a phone, a build X that may go into floors far apart lights those floors first, then the one tapped', () => {
  expect(litOf(farX(null))).toEqual(['floor-1', 'floor-9']);
  expect(litOf(farX({ key: '0 8', at: 8 }))).toEqual(['launch-all-floors', 'slot-38']);
});
