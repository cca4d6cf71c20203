// A table button that is always clickable: legal ones are highlighted, illegal ones let the app explain why.

import type { ComponentChildren } from 'preact';

interface Props {
  readonly testId: string;
  readonly legal: boolean;
  readonly onClick: () => void;
  readonly children: ComponentChildren;
}

export function ActionButton({ testId, legal, onClick, children }: Props) {
  return (
    <button
      type="button"
      class="game-btn ct-btn"
      data-testid={testId}
      data-legal={legal ? 'true' : 'false'}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
