// The two ways out for moves the store does not hold: this game as a file, or every game with this one, now.

import type { GameStore } from '../storage/types';
import { backupFileName, downloadText } from './download';
import type { Session } from './models/session';
import { allWithUnsaved, unsavedBackupText } from './unsaved-backup';

/** This game, every move the page holds, as an ordinary backup file. */
export function exportThisGame(session: Session): void {
  const save = session.save.peek();
  const text = unsavedBackupText(save, session.records.peek(), Date.now());
  downloadText(backupFileName(`${save.gameId}-${save.id}-unsaved`), text);
}

/** All games the store can still read, with this one as the page holds it; only this one if the store reads none. */
export async function exportAllWith(store: Promise<GameStore>, session: Session): Promise<void> {
  const stored = await store.then((s) => s.exportJson()).catch(() => null);
  const text = allWithUnsaved(stored, session.save.peek(), session.records.peek(), Date.now());
  downloadText(backupFileName('all'), text);
}
