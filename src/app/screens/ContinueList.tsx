// The library's first section: the games in progress, newest first, each one tap from its table.

import type { Lang } from '../../engine/text';
import type { SavedGame } from '../../storage/types';
import { SeatBadge } from '../../ui/SeatBadge';
import { tr } from '../i18n/translate';
import { navigate } from '../models/route';
import { turns } from '../models/turns';
import { findEntry, useServices } from '../services';

const DAY_MS = 86_400_000;

/** "today, 14:05", "yesterday", "3 days ago", then a date: in the language's own words (Intl). */
export function lastPlayed(at: number, now: number, lang: Lang): string {
  const locale = lang === 'ja' ? 'ja-JP' : 'en-GB';
  const startOf = (t: number) => new Date(t).setHours(0, 0, 0, 0);
  const days = Math.round((startOf(now) - startOf(at)) / DAY_MS);
  const time = new Date(at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (days <= 1) return `${rtf.format(-days, 'day')} ${time}`;
  if (days < 7) return rtf.format(-days, 'day');
  return new Date(at).toLocaleDateString(locale, { dateStyle: 'medium' });
}

function ContinueRow({ save, lang, now }: { readonly save: SavedGame; readonly lang: Lang; readonly now: number }) {
  const entry = findEntry(useServices(), save.gameId);
  const active = turns.value.get(save.id) ?? [];
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
  const playing = saves.filter((s) => s.status === 'playing');
  if (playing.length === 0) return null;
  const now = Date.now();
  return (
    <section class="continue" aria-labelledby="continue-h" data-testid="continue">
      <h2 id="continue-h">{tr('continue.title')}</h2>
      <ul class="continue-list">
        {playing.map((s) => (
          <ContinueRow key={s.id} save={s} lang={lang} now={now} />
        ))}
      </ul>
    </section>
  );
}
