// The decision bar's contract for a game's table: the frame owns one bar at the bottom of the screen (prompt, status,
// rule errors, undo); a game puts its step buttons there with <BarActions> and its short status with <BarStatus>.
// Outside a frame (a component test, the replay viewer) both render in place, so a table works anywhere.

import { type ComponentChildren, createContext, render } from 'preact';
import { useContext, useLayoutEffect, useState } from 'preact/hooks';

export interface BarSlots {
  /** Where the current decision's buttons go (confirm, done, pass, skip, cancel the step). */
  readonly actions: HTMLElement | null;
  /** Where a short status goes beside the prompt (round, cards left, whose turn it is in the game's words). */
  readonly status: HTMLElement | null;
}

export const BarContext = createContext<BarSlots>({ actions: null, status: null });

/** What a bar button does; the browser tests leave `cancel` and `other` alone when they play a scripted game. */
export type BarActionKind = 'confirm' | 'done' | 'pass' | 'skip' | 'cancel' | 'choice' | 'other';

/**
 * Children drawn in `slot`, each use in a box of its own (so two uses never overwrite each other), kept up to date
 * on every render and removed with the component. A separate render root: what is drawn there gets its data as
 * props, not from context. (preact/compat's createPortal is not used: importing compat changes core behaviour.)
 */
function InSlot({ slot, children }: { readonly slot: HTMLElement | null; readonly children: ComponentChildren }) {
  const [box] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  useLayoutEffect(() => {
    if (slot === null || box === null) return;
    box.className = 'bar-part';
    slot.appendChild(box);
    return () => {
      render(null, box);
      box.remove();
    };
  }, [slot, box]);
  useLayoutEffect(() => {
    if (slot !== null && box !== null) render(<>{children}</>, box);
  });
  if (slot === null) return <div class="bar-inline">{children}</div>;
  return null;
}

/** The current decision's buttons, drawn in the frame's decision bar (always on screen, within thumb reach). */
export function BarActions({ children }: { readonly children: ComponentChildren }) {
  return <InSlot slot={useContext(BarContext).actions}>{children}</InSlot>;
}

/** A short status line beside the prompt in the decision bar (a few words: the round, what is left). */
export function BarStatus({ children }: { readonly children: ComponentChildren }) {
  return <InSlot slot={useContext(BarContext).status}>{children}</InSlot>;
}

export interface BarButtonProps {
  readonly kind: BarActionKind;
  readonly onClick: () => void;
  readonly disabled?: boolean;
  /**
   * Shown but not available now (aria-disabled, dimmed): unlike `disabled` the tap still answers, so `onClick`
   * should say why in words (send the move and let the rules refuse it, or the table's `explain`).
   */
  readonly unavailable?: boolean;
  readonly primary?: boolean;
  readonly testId?: string;
  readonly label?: string;
  readonly children: ComponentChildren;
}

/** A button of the decision bar: at least 44 px, its kind in `data-bar-action`, the primary one filled. */
export function BarButton({ kind, onClick, disabled, unavailable, primary, testId, label, children }: BarButtonProps) {
  const classes = ['bar-btn', primary ? 'bar-btn-primary' : '', unavailable ? 'bar-btn-unavailable' : ''];
  return (
    <button
      type="button"
      class={classes.filter(Boolean).join(' ')}
      data-bar-action={kind}
      data-testid={testId}
      aria-label={label}
      aria-disabled={unavailable ? 'true' : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
