// A game whose last moves are not stored, seen from outside its table: the question before leaving it (stay, export
// it, or go), and the app-wide notice that it is still held in this page, with the way back to it.

import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { exportThisGame } from '../export-unsaved';
import { tr } from '../i18n/translate';
import { leaveQuestion, unsavedGame } from '../models/leave-guard';
import { navigate, route } from '../models/route';
import { settings } from '../models/settings';
import { findEntry, useServices } from '../services';

export function LeaveQuestionDialog() {
  const q = leaveQuestion.value;
  if (!q) return null;
  return (
    <Dialog
      title={tr('leave.title')}
      onClose={() => q.answer(false)}
      testId="leave-unsaved"
      footer={
        <>
          <Button onClick={() => q.answer(false)} data-testid="leave-stay">
            {tr('leave.stay')}
          </Button>
          <Button look="primary" onClick={() => exportThisGame(q.session)} data-testid="leave-export">
            {tr('table.export-unsaved')}
          </Button>
          <Button look="danger" onClick={() => q.answer(true)} data-testid="leave-go">
            {tr('leave.go')}
          </Button>
        </>
      }
    >
      <p>{tr(`leave.${q.kind}`)}</p>
    </Dialog>
  );
}

/** Shown on every screen but the game's own table while the page holds a game the store does not. */
export function UnsavedGameNotice() {
  const services = useServices();
  const session = unsavedGame.value;
  const r = route.value;
  if (!session) return null;
  const save = session.save.value;
  if (r.name === 'play' && r.saveId === save.id) return null;
  const game = findEntry(services, save.gameId)?.meta.name[settings.value.lang] ?? save.gameId;
  return (
    <div class="app-notice app-notice-held">
      <Notice
        tone="error"
        testId="unsaved-game"
        actions={
          <>
            <Button
              look="primary"
              onClick={() => navigate({ name: 'play', saveId: save.id })}
              data-testid="unsaved-game-back"
            >
              {tr('app.unsaved-back')}
            </Button>
            <Button onClick={() => exportThisGame(session)} data-testid="unsaved-game-export">
              {tr('table.export-unsaved')}
            </Button>
          </>
        }
      >
        {tr('app.unsaved-game', { game })}
      </Notice>
    </div>
  );
}
