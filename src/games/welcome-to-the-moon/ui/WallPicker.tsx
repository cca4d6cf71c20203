// The Journey's bigger wall picker: after tapping a slot, two large buttons draw the wall before or after it (the
// wall gaps on the drawing are too thin to hit reliably on a phone).

import { JOURNEY_SHEET as J } from '../rules/sheets/journey';
import type { WtmMove } from '../rules/types';
import type { Say } from './box-words';
import type { LegalOptions } from './legal-options';

/** Wall boxes of The Journey, by the slot they follow. */
const WALL_AFTER = new Map(J.walls.map((w) => [w.after, w.box]));

/** True when a wall may be drawn now (some wall box is among the legal marks). */
export function wallsOpen(options: LegalOptions): boolean {
  return J.walls.some((w) => options.marks.has(w.box));
}

export interface WallPickerProps {
  readonly slot: number;
  readonly options: LegalOptions;
  readonly onMove: (m: WtmMove) => void;
  readonly onClose: () => void;
  readonly say: Say;
}

export function WallPicker({ slot, options, onMove, onClose, say }: WallPickerProps) {
  const sides = [
    { side: 'before', box: WALL_AFTER.get(slot - 1) },
    { side: 'after', box: WALL_AFTER.get(slot) },
  ] as const;
  return (
    <section class="wtm-picker" data-testid="wall-picker" aria-label={say('ui.wall-picker')}>
      <p class="wtm-hint">{say('ui.wall-picker')}</p>
      {sides.map(({ side, box }) =>
        box === undefined ? null : (
          <button
            type="button"
            key={side}
            class={`game-btn wtm-btn${options.marks.has(box) ? ' wtm-legal' : ''}`}
            data-testid={`wall-${side}`}
            data-legal={options.marks.has(box) ? 'true' : 'false'}
            // An illegal side is still sent: the app says why in words.
            onClick={() => {
              onMove({ kind: 'mark', box });
              onClose();
            }}
          >
            {say(`ui.wall-${side}`)}
          </button>
        ),
      )}
      <button type="button" class="game-btn wtm-btn" data-testid="wall-picker-close" onClick={onClose}>
        {say('ui.close')}
      </button>
    </section>
  );
}
