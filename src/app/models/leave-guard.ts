// Asking before a game whose moves the store does not hold is left: leaving its table, opening another game, or
// starting a new one. The table's session stays in the page after leaving, so the game can be taken up again.

import { computed, signal } from '@preact/signals';
import { navigate, type Route, setLeaveGuard } from './route';
import type { Session } from './session';

/** The session open at the table (kept by play.ts); the guard reads it without loading the table's code. */
export const heldSession = signal<Session | null>(null);

/** The held game when its last moves are not stored (a write failed), or null. */
export const unsavedGame = computed<Session | null>(() => {
  const session = heldSession.value;
  return session?.saveState.value === 'error' ? session : null;
});

/** What the player is about to do to the unsaved game: leave its table (it stays in the page), or close it. */
export type LeaveKind = 'leave' | 'other-game' | 'new-game';

export interface LeaveQuestion {
  readonly kind: LeaveKind;
  readonly session: Session;
  readonly answer: (go: boolean) => void;
}

export const leaveQuestion = signal<LeaveQuestion | null>(null);

/** Ask the player (the dialog in StorageNotices answers); true to go on. Nothing to ask without an unsaved game. */
export function askToLeave(kind: LeaveKind): Promise<boolean> {
  const session = unsavedGame.peek();
  if (!session) return Promise.resolve(true);
  leaveQuestion.peek()?.answer(false);
  return new Promise((resolve) => {
    leaveQuestion.value = {
      kind,
      session,
      answer: (go) => {
        leaveQuestion.value = null;
        // A new game takes the table: the unsaved one is let go now (play.ts closes it when the new one opens).
        if (go && kind === 'new-game') heldSession.value = null;
        resolve(go);
      },
    };
  });
}

/** Which question a route change away from (or past) the unsaved game asks, or null when it loses nothing. */
export function leaveKind(to: Route, from: Route, saveId: string): LeaveKind | null {
  if (to.name === 'play') return to.saveId === saveId ? null : 'other-game';
  return from.name === 'play' && from.saveId === saveId ? 'leave' : null;
}

/** Closing or reloading the page would lose the unsaved game: the browser's own question asks first. */
function askBeforeUnload(e: BeforeUnloadEvent): void {
  if (!unsavedGame.peek()) return;
  e.preventDefault();
  // Older browsers ask only when returnValue is set.
  e.returnValue = '';
}

if (typeof window !== 'undefined') window.addEventListener('beforeunload', askBeforeUnload);

setLeaveGuard((to, from) => {
  const session = unsavedGame.peek();
  const kind = session ? leaveKind(to, from, session.save.peek().id) : null;
  if (kind === null) return true;
  void askToLeave(kind).then((go) => {
    if (go) navigate(to, { force: true });
  });
  return false;
});
