// The viewer's turn in the decision bar: what to do next (beside the prompt), the short worded answers, System
// Error, leave it, start over and confirm. A long list of worded answers stays on the table, above the sheet.

import { BarActions, BarButton, BarStatus } from '../../../ui/decision-bar';
import type { WtmMove } from '../rules/types';
import { boxWords, markWords, type Say } from './box-words';
import type { LegalOptions } from './legal-options';
import type { WallSide } from './WallPicker';

/** The Journey's wall picker: the slot tapped and the sides of it a wall may be drawn on now. */
export interface WallChoice {
  readonly slot: number;
  readonly sides: readonly WallSide[];
  readonly close: () => void;
}

export interface TurnActionsProps {
  readonly options: LegalOptions;
  /** A solo card's effect is waiting: the legal boxes are highlighted on the sheet and also offered as buttons. */
  readonly solo: boolean;
  /** The Journey: a wall may be drawn now (tap a slot, then before / after). */
  readonly wall: boolean;
  /** The Journey: the slot picked for a wall, whose sides are offered in the bar; null when none is. */
  readonly picker: WallChoice | null;
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
  // A joker may be the only way to a writable combination.
  if (options.combos.size > 0 || options.jokers.size > 0) return 'ui.hint-choose';
  if (options.writes.size > 0) return 'ui.hint-write';
  if (options.xSlots.size > 0) return 'ui.hint-x';
  if (options.arrows.size > 0) return 'ui.hint-arrow';
  if (options.marks.size > 0 || options.skip) return 'ui.hint-action';
  if (options.confirm) return 'ui.hint-confirm';
  return 'ui.hint-wait';
}

/** At most this many worded mark buttons: beyond it the sheet's own highlights are clearer than a list. */
const MAX_MARK_BUTTONS = 12;
/** Up to this many worded answers go into the decision bar; a longer list stays on the table. */
const MAX_BAR_CHOICES = 6;

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

interface Choice {
  readonly testId: string;
  readonly label: string;
  readonly move: WtmMove;
}

/** The worded answers of this step: a solo card's boxes, The Launch's arrows, or an action's marks by name. */
function wordedChoices({ options, solo, wall, adventure, say }: TurnActionsProps): {
  question: string | null;
  choices: Choice[];
} {
  if (solo) {
    const words = adventure === 6 ? 'ui.solo-effect-virus' : 'ui.solo-effect';
    const choices = [...options.marks].map((box) => ({
      testId: `solo-box-${box}`,
      label: say(words, { box: boxWords(adventure, box, say) }),
      move: { kind: 'mark', box } as const,
    }));
    return { question: null, choices };
  }
  // The Launch's arrows are small on a phone: the same choices as worded buttons.
  const arrows = [...options.arrows].map((box) => ({
    testId: `arrow-choice-${box}`,
    label: say('ui.activate-arrow', { arrow: boxWords(adventure, box, say) }),
    move: { kind: 'activate', box } as const,
  }));
  if (wall) return { question: null, choices: arrows };
  const { question, boxes } = markChoices(options, adventure, say);
  const marks = boxes.map(([label, box]) => ({
    testId: `mark-choice-${box}`,
    label,
    move: { kind: 'mark', box } as const,
  }));
  return { question: marks.length > 0 ? question : null, choices: [...arrows, ...marks] };
}

export function TurnActions(props: TurnActionsProps) {
  const { options, solo, wall, picker, task, onMove, say } = props;
  const { question, choices } = wordedChoices(props);
  const inBar = choices.length <= MAX_BAR_CHOICES;
  const buttons = choices.map((c) => (
    <BarButton key={c.testId} kind="choice" testId={c.testId} onClick={() => onMove(c.move)}>
      {c.label}
    </BarButton>
  ));
  const words = picker ? say('ui.wall-picker') : (question ?? say(hint(options, solo, wall, task)));
  return (
    <>
      <BarStatus>
        <span class="wtm-hint" data-testid="turn-hint">
          {words}
        </span>
      </BarStatus>
      {inBar || choices.length === 0 ? null : (
        <section class="wtm-choices" data-testid="worded-choices">
          {choices.map((c) => (
            <button
              type="button"
              key={c.testId}
              data-testid={c.testId}
              class="game-btn wtm-btn wtm-legal"
              onClick={() => onMove(c.move)}
            >
              {c.label}
            </button>
          ))}
        </section>
      )}
      <BarActions>
        {picker
          ? picker.sides.map(({ side, box }) => (
              <BarButton
                key={side}
                kind="choice"
                testId={`wall-${side}`}
                onClick={() => {
                  onMove({ kind: 'mark', box });
                  picker.close();
                }}
              >
                {say(`ui.wall-${side}`)}
              </BarButton>
            ))
          : null}
        {picker ? (
          <BarButton kind="cancel" testId="wall-picker-close" onClick={picker.close}>
            {say('ui.close')}
          </BarButton>
        ) : null}
        {inBar ? buttons : null}
        {options.systemError ? (
          <BarButton kind="pass" testId="system-error" onClick={() => onMove({ kind: 'systemError' })}>
            {say('ui.system-error')}
          </BarButton>
        ) : null}
        {options.skip ? (
          <BarButton kind="skip" testId="skip" onClick={() => onMove({ kind: 'skip' })}>
            {say('ui.skip')}
          </BarButton>
        ) : null}
        {options.cancel ? (
          <BarButton kind="cancel" testId="cancel-turn" onClick={() => onMove({ kind: 'cancel' })}>
            {say('ui.cancel')}
          </BarButton>
        ) : null}
        {options.confirm ? (
          <BarButton kind="confirm" primary testId="confirm-turn" onClick={() => onMove({ kind: 'confirm' })}>
            {say('ui.confirm')}
          </BarButton>
        ) : null}
      </BarActions>
    </>
  );
}
