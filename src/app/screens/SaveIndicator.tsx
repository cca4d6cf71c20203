// The quiet "saved" mark of the table header; "saving…" while a write is on its way, "not saved" on failure.

import { tr } from '../i18n/translate';
import type { SaveState } from '../models/save-sync';

const ICON: Record<SaveState, string> = { saving: '…', saved: '✓', memory: '⚠', error: '⚠', stale: '⟳' };
const LABEL = {
  saving: 'table.saving',
  saved: 'table.saved',
  memory: 'table.save-memory',
  error: 'table.save-error',
  stale: 'table.save-stale',
} as const;

/** With a problem (not saved, or stale), the mark is a button that brings its notice into view (`onShow`). */
export function SaveIndicator({ state, onShow }: { readonly state: SaveState; readonly onShow?: () => void }) {
  const label = tr(LABEL[state]);
  const problem = state === 'memory' || state === 'error' || state === 'stale';
  if (problem && onShow) {
    return (
      <button
        type="button"
        class={`save-state save-${state} save-state-button`}
        data-testid="save-state"
        data-state={state}
        onClick={onShow}
        aria-label={`${label} · ${tr('table.save-show')}`}
      >
        <span aria-hidden="true">{ICON[state]} </span>
        {label}
      </button>
    );
  }
  return (
    <span class={`save-state save-${state}`} data-testid="save-state" data-state={state} role="status">
      <span aria-hidden="true">{ICON[state]} </span>
      {label}
    </span>
  );
}
