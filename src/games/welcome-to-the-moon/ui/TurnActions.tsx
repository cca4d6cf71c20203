// The viewer's turn buttons and hint: what to do next, System Error, start over, confirm.

import type { WtmMove } from '../rules/types';
import { boxWords, type Say } from './box-words';
import type { LegalOptions } from './legal-options';

export interface TurnActionsProps {
  readonly options: LegalOptions;
  /** A solo card's effect is waiting: the legal boxes are highlighted on the sheet and also offered as buttons. */
  readonly solo: boolean;
  /** The Journey: a wall may be drawn now (tap a slot, then before / after). */
  readonly wall: boolean;
  readonly adventure: number;
  readonly onMove: (m: WtmMove) => void;
  readonly say: Say;
}

function hint(options: LegalOptions, solo: boolean, wall: boolean): string {
  if (solo) return 'ui.hint-solo';
  if (wall) return 'ui.hint-wall';
  if (options.systemError) return 'ui.hint-error';
  if (options.combos.size > 0) return 'ui.hint-choose';
  if (options.writes.size > 0) return 'ui.hint-write';
  if (options.xSlots.size > 0) return 'ui.hint-x';
  if (options.arrows.size > 0) return 'ui.hint-arrow';
  if (options.marks.size > 0 || options.skip) return 'ui.hint-action';
  if (options.confirm) return 'ui.hint-confirm';
  return 'ui.hint-wait';
}

export function TurnActions({ options, solo, wall, adventure, onMove, say }: TurnActionsProps) {
  return (
    <section class="wtm-actions">
      <p class="wtm-hint" data-testid="turn-hint">
        {say(hint(options, solo, wall))}
      </p>
      {solo
        ? [...options.marks].map((box) => (
            <button
              type="button"
              key={box}
              data-testid={`solo-box-${box}`}
              class="wtm-btn wtm-legal"
              onClick={() => onMove({ kind: 'mark', box })}
            >
              {say('ui.solo-effect', { box: boxWords(adventure, box, say) })}
            </button>
          ))
        : null}
      {/* The Launch's arrows are small on a phone: the same choices as worded buttons. */}
      {!solo
        ? [...options.arrows].map((box) => (
            <button
              type="button"
              key={box}
              data-testid={`arrow-choice-${box}`}
              class="wtm-btn wtm-legal"
              onClick={() => onMove({ kind: 'activate', box })}
            >
              {say('ui.activate-arrow', { arrow: boxWords(adventure, box, say) })}
            </button>
          ))
        : null}
      {options.systemError ? (
        <button
          type="button"
          data-testid="system-error"
          class="wtm-btn"
          onClick={() => onMove({ kind: 'systemError' })}
        >
          {say('ui.system-error')}
        </button>
      ) : null}
      {options.skip ? (
        <button type="button" data-testid="skip" class="wtm-btn" onClick={() => onMove({ kind: 'skip' })}>
          {say('ui.skip')}
        </button>
      ) : null}
      <button
        type="button"
        data-testid="cancel-turn"
        class="wtm-btn"
        disabled={!options.cancel}
        onClick={() => onMove({ kind: 'cancel' })}
      >
        {say('ui.cancel')}
      </button>
      <button
        type="button"
        data-testid="confirm-turn"
        class={`wtm-btn wtm-primary${options.confirm ? ' wtm-legal' : ''}`}
        data-legal={options.confirm ? 'true' : 'false'}
        onClick={() => onMove({ kind: 'confirm' })}
      >
        {say('ui.confirm')}
      </button>
    </section>
  );
}
