// A modal dialog: traps focus inside, closes on Escape, and gives focus back to where it was.

import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

export interface DialogProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children?: ComponentChildren;
  readonly footer?: ComponentChildren;
  readonly wide?: boolean;
  readonly testId?: string;
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('disabled'));
}

/** Keep Tab and Shift+Tab cycling inside the dialog. */
function trapTab(e: KeyboardEvent, root: HTMLElement): void {
  const items = focusables(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || !root.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

export function Dialog({ title, onClose, children, footer, wide = false, testId }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = ref.current;
    if (root) (focusables(root)[0] ?? root).focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        closeRef.current();
      } else if (e.key === 'Tab' && ref.current) {
        trapTab(e, ref.current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus();
    };
  }, []);

  return (
    <div class="dialog-backdrop">
      <div
        ref={ref}
        class={wide ? 'dialog dialog-wide' : 'dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby="dialog-title"
        tabIndex={-1}
        data-testid={testId}
      >
        <h2 id="dialog-title" class="dialog-title">
          {title}
        </h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the body scrolls on its own (long rules text), so it must take focus for a keyboard to scroll it (axe: scrollable-region-focusable) */}
        <section class="dialog-body" tabIndex={0} aria-labelledby="dialog-title">
          {children}
        </section>
        {footer ? <div class="dialog-footer">{footer}</div> : null}
      </div>
    </div>
  );
}
