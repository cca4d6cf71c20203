// Buttons for the decision at hand: effect options and skip, summoning controls, end of turn or of returning.

export interface BarButton {
  readonly id: string;
  readonly label: string;
  readonly onClick: () => void;
  readonly primary?: boolean;
}

export function ActionBar({ buttons, note }: { readonly buttons: readonly BarButton[]; readonly note: string | null }) {
  if (buttons.length === 0 && note === null) return null;
  return (
    <div class="tk-bar">
      {note ? <p class="tk-note">{note}</p> : null}
      {buttons.map((b) => (
        <button
          key={b.id}
          type="button"
          class={`game-btn tk-btn${b.primary ? ' tk-primary' : ''}`}
          data-testid={b.id}
          onClick={b.onClick}
        >
          {b.label}
        </button>
      ))}
    </div>
  );
}
