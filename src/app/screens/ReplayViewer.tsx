// Step through a finished game move by move, seen from the table (public information only).

import { useMemo, useState } from 'preact/hooks';
import type { Message } from '../../engine/game';
import { replay } from '../../engine/session';
import type { Lang } from '../../engine/text';
import type { GameModule } from '../../games/game-module';
import type { LoadedGame } from '../../storage/types';
import { Button } from '../../ui/Button';
import { tr } from '../i18n/translate';
import { matchOf } from '../models/session';
import { tableSeats } from '../table-seats';

export interface ReplayViewerProps {
  readonly module: GameModule;
  readonly loaded: LoadedGame;
  readonly lang: Lang;
  readonly t: (msg: Message) => string;
}

const noMove = () => {};

export function ReplayViewer({ module, loaded, lang, t }: ReplayViewerProps) {
  const total = loaded.moves.length;
  const [step, setStep] = useState(total);
  const state = useMemo(() => {
    // Replay is the truth: rebuild the position after `step` moves from the seed.
    const r = replay(module.game, matchOf(loaded.save), loaded.moves.slice(0, step));
    return r.ok ? r.value.state : loaded.state;
  }, [module, loaded, step]);
  const GameTable = module.Table;
  const seats = tableSeats(loaded.save);
  return (
    <section class="replay" aria-labelledby="replay-h" data-testid="replay">
      <h2 id="replay-h">{tr('results.replay')}</h2>
      <div class="replay-controls">
        <Button onClick={() => setStep(Math.max(0, step - 1))} disabled={step === 0} aria-label={tr('results.prev')}>
          ◀
        </Button>
        <input
          type="range"
          min={0}
          max={total}
          value={step}
          aria-label={tr('results.replay')}
          onInput={(e) => setStep(Number(e.currentTarget.value))}
        />
        <Button
          onClick={() => setStep(Math.min(total, step + 1))}
          disabled={step === total}
          aria-label={tr('results.next')}
        >
          ▶
        </Button>
        <span aria-live="polite">
          {step === 0 ? tr('results.start-position') : tr('results.step', { n: step, total })}
        </span>
      </div>
      <div class="game-surface">
        <GameTable
          view={module.game.view(state, 'table')}
          viewer="table"
          legal={[]}
          onMove={noMove}
          seats={seats}
          lang={lang}
          t={t}
        />
      </div>
    </section>
  );
}
