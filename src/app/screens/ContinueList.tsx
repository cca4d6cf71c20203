// The library's first section: the games in progress, newest first, each one tap from its table. A long list shows
// a page at a time, so a thousand saves cost what a page costs (issue 33).

import { useEffect } from 'preact/hooks';
import type { Lang } from '../../engine/text';
import type { SavedGame } from '../../storage/types';
import { SeatBadge } from '../../ui/SeatBadge';
import { tr } from '../i18n/translate';
import { navigate } from '../models/route';
import { learnTurns, turnOfSave, turns } from '../models/turns';
import { findEntry, useServices } from '../services';
import { formatsOf } from './dates';
import { usePaged } from './ShowMore';

const DAY_MS = 86_400_000;
/** Rows shown at first, and added by each "show more". */
export const CONTINUE_PAGE = 20;

/** "today, 14:05", "yesterday", "3 days ago", then a date: in the language's own words (Intl). */
export function lastPlayed(at: number, now: number, lang: Lang): string {
  const f = formatsOf(lang);
  const startOf = (t: number) => new Date(t).setHours(0, 0, 0, 0);
  const days = Math.round((startOf(now) - startOf(at)) / DAY_MS);
  if (days <= 1) return `${f.days.format(-days, 'day')} ${f.time.format(at)}`;
  if (days < 7) return f.days.format(-days, 'day');
  return f.date.format(at);
}

function ContinueRow({ save, lang, now }: { readonly save: SavedGame; readonly lang: Lang; readonly now: number }) {
  const entry = findEntry(useServices(), save.gameId);
  const active = turnOfSave(save, turns.value) ?? [];
  const names = active.map((s) => save.seats[s]?.name ?? String(s + 1)).join(lang === 'ja' ? '、' : ', ');
  return (
    <li>
      <button
        type="button"
        class="continue-row"
        data-testid="continue-game"
        data-save-id={save.id}
        onClick={() => navigate({ name: 'play', saveId: save.id })}
      >
        <span class="continue-game-name">{entry?.meta.name[lang] ?? save.gameId}</span>
        <span class="continue-seats">
          {save.seats.map((s, i) => (
            <SeatBadge key={i} seat={i} name={s.name} color={s.color} isBot={s.bot} botLabel={tr('app.bot')} />
          ))}
        </span>
        <span class="continue-facts">
          {names ? <strong data-testid="continue-turn">{tr('continue.turn', { names })}</strong> : null}
          <span>{tr('game.updated', { date: lastPlayed(save.updatedAt, now, lang) })}</span>
        </span>
        <span class="continue-go" aria-hidden="true">
          ▶
        </span>
      </button>
    </li>
  );
}

export function ContinueList({ saves, lang }: { readonly saves: readonly SavedGame[]; readonly lang: Lang }) {
  const services = useServices();
  const playing = saves.filter((s) => s.status === 'playing');
  const { shown, more } = usePaged(playing, CONTINUE_PAGE, 'continue-more');
  // Saves stored before they kept whose turn it is: ask the rules, for the rows on screen only.
  useEffect(() => {
    void learnTurns(services, shown);
  }, [services, shown]);
  if (playing.length === 0) return null;
  const now = Date.now();
  return (
    <section class="continue" aria-labelledby="continue-h" data-testid="continue">
      <h2 id="continue-h">{tr('continue.title')}</h2>
      <ul class="continue-list">
        {shown.map((s) => (
          <ContinueRow key={s.id} save={s} lang={lang} now={now} />
        ))}
      </ul>
      {more}
    </section>
  );
}
