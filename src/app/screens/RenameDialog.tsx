// Editing the players' names of a saved game.

import { useState } from 'preact/hooks';
import type { SavedGame } from '../../storage/types';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { tr } from '../i18n/translate';

export interface RenameDialogProps {
  readonly save: SavedGame;
  readonly onSave: (names: readonly string[]) => void;
  readonly onCancel: () => void;
}

export function RenameDialog({ save, onSave, onCancel }: RenameDialogProps) {
  const [names, setNames] = useState<readonly string[]>(save.seats.map((s) => s.name));
  const submit = () => onSave(names.map((n, i) => n.trim() || (save.seats[i]?.name ?? '')));
  return (
    <Dialog
      title={tr('game.rename')}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{tr('app.cancel')}</Button>
          <Button look="primary" onClick={submit} data-testid="rename-save">
            {tr('app.save')}
          </Button>
        </>
      }
    >
      {names.map((n, i) => (
        <label class="field" key={i}>
          <span>{tr('setup.seat', { n: i + 1 })}</span>
          <input
            type="text"
            value={n}
            maxLength={24}
            data-testid={`rename-${i}`}
            onInput={(e) => {
              const value = e.currentTarget.value;
              setNames((old) => old.map((o, j) => (j === i ? value : o)));
            }}
          />
        </label>
      ))}
    </Dialog>
  );
}
