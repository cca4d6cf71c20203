// The one decision bar of every table, at the bottom edge where the thumb is: the last refusal in words, the prompt
// with the seats on turn, the game's short status and undo / take back, then the decision's buttons. When the
// game is over it says so here, with the way to the results, where the player was looking.

import type { Message } from '../../engine/game';
import { Button } from '../../ui/Button';
import { Phrases } from '../../ui/Phrases';
import { SeatMark } from '../../ui/SeatMark';
import { tr } from '../i18n/translate';
import type { Session } from '../models/session';

export interface DecisionBarProps {
  readonly session: Session;
  readonly t: (msg: Message) => string;
  readonly onActionsSlot: (el: HTMLElement | null) => void;
  readonly onStatusSlot: (el: HTMLElement | null) => void;
  readonly onResults: () => void;
}

function UndoButton({ session }: { readonly session: Session }) {
  if (session.takeBackSeat.value !== null && !session.canUndo.value) {
    return (
      <Button onClick={() => session.takeBack()} data-testid="take-back">
        ↶ {tr('takeback.button')}
      </Button>
    );
  }
  return (
    <Button onClick={() => session.undo()} disabled={!session.canUndo.value} data-testid="undo">
      ↶ {tr('table.undo')}
    </Button>
  );
}

export function DecisionBar({ session, t, onActionsSlot, onStatusSlot, onResults }: DecisionBarProps) {
  const status = session.status.value;
  const save = session.save.value;
  const error = session.ruleError.value;
  const botsOnly = status.kind === 'turn' && status.active.every((s) => save.seats[s]?.bot === true);
  return (
    <section class="decision-bar" data-testid="decision-bar" aria-label={tr('table.decision')}>
      <div class="decision-inner">
        <div class="rule-error-slot" aria-live="assertive" role="alert">
          {error ? (
            <p class="rule-error" data-testid="rule-error">
              <span aria-hidden="true">⚠ </span>
              {t(error)}
            </p>
          ) : null}
        </div>
        {/* The prompt block scrolls when it is long (a few lines at most): a region that scrolls must take focus
            (axe scrollable-region-focusable), so it is a tab stop even when its undo button is disabled. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
        <div class="decision-line" tabIndex={0}>
          {status.kind === 'turn' ? (
            <p class="prompt" data-testid="prompt" aria-live="polite">
              {status.active.map((s) => (
                <SeatMark key={s} seat={s} color={save.seats[s]?.color ?? ''} />
              ))}
              <span class="prompt-text">
                <Phrases text={t(status.prompt)} />
              </span>
              {botsOnly ? <span class="prompt-note"> {tr('table.bots-thinking')}</span> : null}
            </p>
          ) : (
            <p class="prompt prompt-over" data-testid="game-over" aria-live="polite">
              {tr('table.over')}
            </p>
          )}
          <span class="decision-status" data-testid="decision-status" ref={onStatusSlot} />
          {status.kind === 'turn' ? (
            <div class="decision-frame-actions">
              <UndoButton session={session} />
            </div>
          ) : null}
        </div>
        <div class="decision-row">
          <div class="decision-actions" data-testid="decision-actions" ref={onActionsSlot} />
          {status.kind === 'over' ? (
            <div class="decision-frame-actions">
              <Button look="primary" onClick={onResults} data-testid="see-results">
                {tr('table.see-results')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
