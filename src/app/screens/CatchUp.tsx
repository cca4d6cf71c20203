// After "ready": a short private summary of what happened since this seat last looked (dismissable).

import type { Message } from '../../engine/game';
import type { SeatRecord } from '../../storage/types';
import { Button } from '../../ui/Button';
import { tr } from '../i18n/translate';
import type { CatchUp as CatchUpData } from '../models/session';
import { LogList } from './LogList';

export interface CatchUpProps {
  readonly data: CatchUpData;
  readonly seats: readonly SeatRecord[];
  readonly t: (msg: Message) => string;
  readonly onDismiss: () => void;
}

export function CatchUp({ data, seats, t, onDismiss }: CatchUpProps) {
  return (
    <main class="screen catch-up" data-testid="catch-up">
      <p>
        <a class="btn btn-quiet" href="#/" data-testid="leave-to-library">
          <span aria-hidden="true">← </span>
          {tr('handoff.leave')}
        </a>
      </p>
      <h1>{tr('catchup.title')}</h1>
      <LogList lines={data.lines} seats={seats} t={t} empty={tr('table.log-empty')} />
      {/* A long summary (many seats, a whole round) scrolls under it: the way on is always within reach. */}
      <div class="catch-up-go">
        <Button look="primary" data-testid="catch-up-continue" onClick={onDismiss}>
          {tr('catchup.continue')}
        </Button>
      </div>
    </main>
  );
}
