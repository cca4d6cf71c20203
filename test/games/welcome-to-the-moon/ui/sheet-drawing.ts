// Shared by the sheet drawing tests (issue #13: tap targets at least 24x24 CSS px on a phone): the props of a sheet
// drawn for an onlooker, and the tap targets of a drawn sheet measured at the narrowest phone sheet width.
import type { SheetState } from '../../../../src/games/welcome-to-the-moon/rules/types';
import type { SheetProps } from '../../../../src/games/welcome-to-the-moon/ui/sheet-props';

/** The sheet's narrowest width on a 390 px phone: the frame's margins and a classic scrollbar taken off. */
export const PHONE_SHEET_PX = 340;

/** A sheet drawn with no options (nobody's turn), labels shown as their codes. */
export function onlookerProps(sheet: SheetState, title: string): SheetProps {
  return { sheet, options: null, onSlot: () => {}, onBox: () => {}, label: (code) => code, title };
}

/** The drawn sheet's tap targets: their test ids, and those whose hit area is under 24 px a side on a phone. */
export function tapTargets(container: Element): {
  ids: (string | null)[];
  small: { id: string | null; w: number; h: number }[];
} {
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no sheet drawn');
  const scale = PHONE_SHEET_PX / Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const targets = [...svg.querySelectorAll('[role="button"]')];
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
  return { ids: targets.map((t) => t.getAttribute('data-testid')), small };
}
