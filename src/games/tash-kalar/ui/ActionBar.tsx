// The decision's step buttons, handed to the frame's decision bar: effect options and skip, summoning controls
// (summon, next orientation, cancel), end of turn or of returning.

import { type BarActionKind, BarActions, BarButton } from '../../../ui/decision-bar';

export interface StepButton {
  readonly id: string;
  readonly kind: BarActionKind;
  readonly label: string;
  readonly onClick: () => void;
  readonly primary?: boolean;
}

export function ActionBar({ buttons }: { readonly buttons: readonly StepButton[] }) {
  if (buttons.length === 0) return null;
  return (
    <BarActions>
      {buttons.map((b) => (
        <BarButton key={b.id} kind={b.kind} primary={b.primary} testId={b.id} onClick={b.onClick}>
          {b.label}
        </BarButton>
      ))}
    </BarActions>
  );
}
