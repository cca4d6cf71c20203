// The viewer's turn buttons and hint: what to do next, System Error, start over, confirm.

import type { WtmMove } from '../rules/types';
import { boxWords, markWords, type Say } from './box-words';
import type { LegalOptions } from './legal-options';

export interface TurnActionsProps {
  readonly options: LegalOptions;
  /** A solo card's effect is waiting: the legal boxes are highlighted on the sheet and also offered as buttons. */
  readonly solo: boolean;
  /** The Journey: a wall may be drawn now (tap a slot, then before / after). */
  readonly wall: boolean;
  readonly adventure: number;
  /** The viewer's task in hand, where its wording differs from the generic hint (The Virus's setup infection). */
  readonly task?: string;
  readonly onMove: (m: WtmMove) => void;
  readonly say: Say;
}

/** Tasks with their own hint (adventure 6). */
const TASK_HINTS: Readonly<Record<string, string>> = {
  infect: 'ui.hint-infect',
  spread: 'ui.hint-spread',
  walkway: 'ui.hint-walkway',
  energy: 'ui.hint-free-energy',
  airlock: 'ui.hint-airlock',
};

function hint(options: LegalOptions, solo: boolean, wall: boolean, task?: string): string {
  // A solo card's spread waits for its pick before the next solo card.
  if (task === 'spread') return 'ui.hint-spread';
  if (solo) return 'ui.hint-solo';
  const own = task === undefined ? undefined : TASK_HINTS[task];
  if (own) return own;
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

/** At most this many worded mark buttons: beyond it the sheet's own highlights are clearer than a list. */
const MAX_MARK_BUTTONS = 12;

/**
 * An action's legal marks as one worded question with short answers, when every mark can be named (small boxes on
 * a phone). Boxes with the same answer (any robot of one station, of one factory) are one choice: the first such
 * box stands for them.
 */
function markChoices(
  options: LegalOptions,
  adventure: number,
  say: Say,
): { question: string; boxes: [string, number][] } {
  const none = { question: '', boxes: [] };
  const byLabel = new Map<string, number>();
  let question = '';
  for (const box of options.marks) {
    const choice = markWords(adventure, box, say);
    if (choice === null || (question !== '' && choice.question !== question)) return none;
    question = choice.question;
    if (!byLabel.has(choice.label)) byLabel.set(choice.label, box);
  }
  return byLabel.size > MAX_MARK_BUTTONS ? none : { question, boxes: [...byLabel] };
}

function MarkChoices({ options, adventure, onMove, say }: Omit<TurnActionsProps, 'solo' | 'wall'>) {
  const { question, boxes } = markChoices(options, adventure, say);
  if (boxes.length === 0) return null;
  return (
    <fieldset class="wtm-mark-choices" data-testid="mark-choices">
      <legend class="wtm-mark-question">{question}</legend>
      {boxes.map(([label, box]) => (
        <button
          type="button"
          key={box}
          data-testid={`mark-choice-${box}`}
          class="game-btn wtm-btn wtm-legal"
          onClick={() => onMove({ kind: 'mark', box })}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}

export function TurnActions({ options, solo, wall, adventure, task, onMove, say }: TurnActionsProps) {
  return (
    <section class="wtm-actions">
      <p class="wtm-hint" data-testid="turn-hint">
        {say(hint(options, solo, wall, task))}
      </p>
      {solo
        ? [...options.marks].map((box) => (
            <button
              type="button"
              key={box}
              data-testid={`solo-box-${box}`}
              class="game-btn wtm-btn wtm-legal"
              onClick={() => onMove({ kind: 'mark', box })}
            >
              {say(adventure === 6 ? 'ui.solo-effect-virus' : 'ui.solo-effect', { box: boxWords(adventure, box, say) })}
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
              class="game-btn wtm-btn wtm-legal"
              onClick={() => onMove({ kind: 'activate', box })}
            >
              {say('ui.activate-arrow', { arrow: boxWords(adventure, box, say) })}
            </button>
          ))
        : null}
      {!solo && !wall ? <MarkChoices options={options} adventure={adventure} onMove={onMove} say={say} /> : null}
      {options.systemError ? (
        <button
          type="button"
          data-testid="system-error"
          class="game-btn wtm-btn"
          onClick={() => onMove({ kind: 'systemError' })}
        >
          {say('ui.system-error')}
        </button>
      ) : null}
      {options.skip ? (
        <button type="button" data-testid="skip" class="game-btn wtm-btn" onClick={() => onMove({ kind: 'skip' })}>
          {say('ui.skip')}
        </button>
      ) : null}
      <button
        type="button"
        data-testid="cancel-turn"
        class="game-btn wtm-btn"
        disabled={!options.cancel}
        onClick={() => onMove({ kind: 'cancel' })}
      >
        {say('ui.cancel')}
      </button>
      <button
        type="button"
        data-testid="confirm-turn"
        class={`game-btn wtm-btn wtm-primary${options.confirm ? ' wtm-legal' : ''}`}
        data-legal={options.confirm ? 'true' : 'false'}
        onClick={() => onMove({ kind: 'confirm' })}
      >
        {say('ui.confirm')}
      </button>
    </section>
  );
}
