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

export function SaveIndicator({ state }: { readonly state: SaveState }) {
  const label = tr(LABEL[state]);
  return (
    <span class={`save-state save-${state}`} data-testid="save-state" data-state={state} role="status">
      <span aria-hidden="true">{ICON[state]} </span>
      {label}
    </span>
  );
}
