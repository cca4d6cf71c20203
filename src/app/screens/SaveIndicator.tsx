// The quiet "saved" mark of the table header; "saving…" while a write is on its way, "not saved" on failure.

import { tr } from '../i18n/translate';
import type { SaveState } from '../models/save-sync';

const ICON: Record<SaveState, string> = { saving: '…', saved: '✓', error: '⚠' };

export function SaveIndicator({ state }: { readonly state: SaveState }) {
  const label =
    state === 'saving' ? tr('table.saving') : state === 'saved' ? tr('table.saved') : tr('table.save-error');
  return (
    <span class={`save-state save-${state}`} data-testid="save-state" data-state={state} role="status">
      <span aria-hidden="true">{ICON[state]} </span>
      {label}
    </span>
  );
}
