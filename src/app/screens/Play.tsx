// The #/play/<saveId> screen: opens the save, then shows the hand-off, the catch-up or the table frame.
// It also guards against peeking (page hidden, long idle), keeps the screen on during a game, buzzes at the hand-off
// and, on a flat table, turns the view to face the second seat on its turn.

import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import type { Lang } from '../../engine/text';
import { Notice } from '../../ui/Notice';
import { buzz, keepScreenOn } from '../device';
import { makeTranslate, tr } from '../i18n/translate';
import { closeTable, openTable, table } from '../models/play';
import type { Session } from '../models/session';
import { settings } from '../models/settings';
import { findEntry, useServices } from '../services';
import { CatchUp } from './CatchUp';
import { HandOff } from './HandOff';
import { SaveIndicator } from './SaveIndicator';
import { SaveProblem } from './SaveProblem';
import { ScreenFailed } from './ScreenFailed';
import { TableFrame } from './Table';

/** After this long without a touch mid-turn, the private view hides behind the hand-off again. */
export const IDLE_MS = 90_000;

function usePeekGuard(session: Session | null, privateShown: boolean) {
  useEffect(() => {
    if (!session || !privateShown) return;
    let timer = setTimeout(() => session.lookAway(), IDLE_MS);
    const poke = () => {
      clearTimeout(timer);
      timer = setTimeout(() => session.lookAway(), IDLE_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') session.lookAway();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const events = ['pointerdown', 'keydown'] as const;
    for (const e of events) document.addEventListener(e, poke);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      for (const e of events) document.removeEventListener(e, poke);
    };
  }, [session, privateShown]);
}

/** Keep the screen on while a game is open and not over (released on leaving, re-requested when visible again). */
function useScreenOn(active: boolean) {
  useEffect(() => (active ? keepScreenOn() : undefined), [active]);
}

/** A short buzz each time the hand-off screen appears for a seat, unless turned off in the settings. */
function useHandOffBuzz(seat: number | null) {
  useEffect(() => {
    if (seat !== null) buzz(settings.peek().vibration);
  }, [seat]);
}

/** Flat table: a two-player game turns the whole view to face the second seat when it is that seat's turn. */
export function facesAway(seats: number, facing: number | 'table' | null): boolean {
  return settings.value.flatTable && seats === 2 && facing === 1;
}

function FlatView({ turned, children }: { readonly turned: boolean; readonly children: ComponentChildren }) {
  return (
    <div
      class={turned ? 'flat-view flat-view-turned' : 'flat-view'}
      data-testid="flat-view"
      data-turned={String(turned)}
    >
      {children}
    </div>
  );
}

function SessionView({
  session,
  lang,
  gameName,
}: {
  readonly session: Session;
  readonly lang: Lang;
  readonly gameName: string;
}) {
  const handOff = session.handOffSeat.value;
  const catchUp = session.catchUp.value;
  const save = session.save.value;
  const hidden = session.module.game.hasHiddenInfo;
  const viewer = session.viewer.value;
  const playing = session.status.value.kind === 'turn';
  usePeekGuard(session, hidden && handOff === null && typeof viewer === 'number');
  useScreenOn(playing);
  useHandOffBuzz(handOff);
  const turned = facesAway(save.seats.length, handOff ?? viewer);
  const takeBackSeat = session.takeBackSeat.value;
  // Beside the hand-off card or the catch-up, not in them: whether the moves are stored (nothing private in it).
  const saveAside = (
    <aside class="handoff-save" data-testid="handoff-save">
      <SaveIndicator state={session.saveState.value} />
      <SaveProblem session={session} lang={lang} />
    </aside>
  );
  if (handOff !== null) {
    const info = save.seats[handOff] ?? { name: String(handOff + 1), color: '', bot: false };
    const mover = takeBackSeat === null ? null : (save.seats[takeBackSeat]?.name ?? String(takeBackSeat + 1));
    return (
      <FlatView turned={turned}>
        <HandOff
          seat={handOff}
          info={info}
          gameName={gameName}
          onReady={() => session.ready(handOff)}
          takeBack={mover === null ? undefined : { mover, onTakeBack: () => session.takeBack() }}
        />
        {saveAside}
      </FlatView>
    );
  }
  if (catchUp) {
    const t = makeTranslate(lang, session.module.text, (s) => save.seats[s]?.name ?? String(s + 1));
    // Only when a write failed: a catch-up that is saved stays as it was.
    return (
      <FlatView turned={turned}>
        <CatchUp data={catchUp} seats={save.seats} t={t} onDismiss={() => session.dismissCatchUp()} />
        {session.saveState.value === 'error' ? saveAside : null}
      </FlatView>
    );
  }
  return (
    <FlatView turned={turned}>
      <TableFrame session={session} lang={lang} gameName={gameName} />
    </FlatView>
  );
}

export function Play({ saveId, lang }: { readonly saveId: string; readonly lang: Lang }) {
  const services = useServices();
  useEffect(() => {
    void openTable(services, saveId);
    return () => {
      // Keep a game whose moves are not yet stored, so nothing is lost by looking at another screen.
      const slot = table.peek();
      const unsaved = slot?.kind === 'ready' ? slot.value.saveState.peek() : null;
      if (unsaved === 'error' || unsaved === 'stale') return;
      closeTable();
    };
  }, [services, saveId]);
  const slot = table.value;
  if (!slot || slot.saveId !== saveId || slot.kind === 'loading') {
    return (
      <main class="screen" aria-busy="true">
        <p>{tr('app.loading')}</p>
      </main>
    );
  }
  if (slot.kind === 'error') {
    if (slot.message.code === 'app.chunk-failed') return <ScreenFailed cause="chunk" />;
    return (
      <main class="screen">
        <Notice tone="error" testId="load-error">
          {makeTranslate(lang, null)(slot.message)}
        </Notice>
        <p>
          <a href="#/">{tr('app.home')}</a>
        </p>
      </main>
    );
  }
  const entry = findEntry(services, slot.value.save.value.gameId);
  return (
    <SessionView session={slot.value} lang={lang} gameName={entry?.meta.name[lang] ?? slot.value.save.value.gameId} />
  );
}
