// The first screen: the games in progress to continue, then one tile per game (name, players, play time, description).

import { useEffect } from 'preact/hooks';
import type { GameMeta } from '../../engine/meta';
import type { Lang } from '../../engine/text';
import { Phrases } from '../../ui/Phrases';
import { tr } from '../i18n/translate';
import { navigate } from '../models/route';
import { refreshSaves, saves } from '../models/saves';
import { useServices } from '../services';
import { BackupReminder } from './BackupReminder';
import { ContinueList } from './ContinueList';

let libraryMarked = false;

function playersText(meta: GameMeta): string {
  const { min, max } = meta.players;
  return min === max ? tr('library.players-one', { min }) : tr('library.players', { min, max });
}

function GameTile({ meta, lang }: { readonly meta: GameMeta; readonly lang: Lang }) {
  const [lo, hi] = meta.playTime;
  return (
    <li>
      <button
        type="button"
        class="game-tile"
        data-testid={`game-card-${meta.id}`}
        onClick={() => navigate({ name: 'game', gameId: meta.id })}
      >
        <span class="game-tile-name">
          <Phrases text={meta.name[lang]} />
        </span>
        <span class="game-tile-sub" lang={lang === 'ja' ? 'en' : 'ja'}>
          {meta.name[lang === 'ja' ? 'en' : 'ja']}
        </span>
        <span class="game-tile-facts">
          <span>{playersText(meta)}</span>
          <span>{tr('library.time', { min: lo, max: hi })}</span>
        </span>
        <span class="game-tile-desc">
          <Phrases text={meta.description[lang]} />
        </span>
      </button>
    </li>
  );
}

export function Library({ lang }: { readonly lang: Lang }) {
  const services = useServices();
  const { games } = services;
  useEffect(() => {
    void refreshSaves(services);
  }, [services]);
  useEffect(() => {
    // Mark once per page load, for the cold-start benchmark.
    if (libraryMarked) return;
    libraryMarked = true;
    performance.mark('kotatsu:library-ready');
  }, []);
  const list = saves.value;
  // Under a Continue list the tiles need their own heading; alone they are what the page's title says.
  const hasContinue = list.kind === 'ready' && list.saves.some((s) => s.status === 'playing');
  return (
    <main class="screen" data-testid="library">
      <h1>{tr('library.title')}</h1>
      <p class="tagline">{tr('app.tagline')}</p>
      {list.kind === 'ready' ? <BackupReminder saves={list.saves} /> : null}
      {list.kind === 'ready' ? <ContinueList saves={list.saves} lang={lang} /> : null}
      {hasContinue ? <h2 class="library-games">{tr('library.all-games')}</h2> : null}
      <ul class="game-grid">
        {games.map((e) => (
          <GameTile key={e.meta.id} meta={e.meta} lang={lang} />
        ))}
      </ul>
    </main>
  );
}
