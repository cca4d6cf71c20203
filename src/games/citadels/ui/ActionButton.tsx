// A table button that is always clickable: legal ones are highlighted, illegal ones let the app explain why.

import type { ComponentChildren } from 'preact';

interface Props {
  readonly testId: string;
  readonly legal: boolean;
  readonly onClick: () => void;
  readonly children: ComponentChildren;
  readonly primary?: boolean;
}

export function ActionButton({ testId, legal, onClick, children, primary }: Props) {
  return (
    <button
      type="button"
      class={`game-btn ct-btn${primary && legal ? ' ct-primary' : ''}`}
      data-testid={testId}
      data-legal={legal ? 'true' : 'false'}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
