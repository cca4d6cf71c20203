// A game's page: its rules, a new-game button, and the saved games of this game.

import { useEffect, useState } from 'preact/hooks';
import type { Message } from '../../engine/game';
import type { Lang } from '../../engine/text';
import type { SavedGame } from '../../storage/types';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Markdown } from '../../ui/Markdown';
import { Notice } from '../../ui/Notice';
import { backupFileName, downloadText } from '../download';
import { makeTranslate, tr } from '../i18n/translate';
import { loadRulesText, openStore } from '../models/load-game';
import { navigate } from '../models/route';
import { deleteSave, refreshSaves, renameSeats, saves } from '../models/saves';
import { findEntry, useServices } from '../services';
import { RenameDialog } from './RenameDialog';
import { SavedGameRow } from './SavedGameRow';
import { usePaged } from './ShowMore';

/** Saved games shown at first, and added by each "show more". */
export const SAVED_PAGE = 20;

type Pending = { kind: 'delete'; save: SavedGame } | { kind: 'rename'; save: SavedGame } | null;

/** The rules text alone: the game's page does not load (or evaluate) the game's chunk. */
function useRulesText(gameId: string, lang: Lang) {
  const services = useServices();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<Message | null>(null);
  useEffect(() => {
    let live = true;
    setText(null);
    loadRulesText(services, gameId, lang).then((r) => {
      if (!live) return;
      if (r.ok) setText(r.value);
      else setError(r.error);
    });
    return () => {
      live = false;
    };
  }, [gameId, lang, services]);
  return { text, error };
}

export function GamePage({ gameId, lang }: { readonly gameId: string; readonly lang: Lang }) {
  const services = useServices();
  const entry = findEntry(services, gameId);
  const { text: rulesText, error } = useRulesText(gameId, lang);
  const [pending, setPending] = useState<Pending>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    void refreshSaves(services);
  }, [services]);
  const list = saves.value;
  const mine = list.kind === 'ready' ? list.saves.filter((s) => s.gameId === gameId) : [];
  // A long list of saves shows a page at a time (issue 33).
  const { shown, more } = usePaged(mine, SAVED_PAGE, 'saved-more');

  if (!entry) {
    return (
      <main class="screen" data-testid="game-page">
        <Notice tone="error">{tr('app.game-missing')}</Notice>
      </main>
    );
  }
  const exportOne = async (save: SavedGame) => {
    const store = await openStore(services);
    if (store.ok) downloadText(backupFileName(`${gameId}-${save.id}`), await store.value.exportJson([save.id]));
  };
  const t = makeTranslate(lang, null);

  return (
    <main class="screen game-page" data-testid="game-page">
      <p>
        <a href="#/">← {tr('app.home')}</a>
      </p>
      <h1>{entry.meta.name[lang]}</h1>
      <p>{entry.meta.description[lang]}</p>
      <Button look="primary" data-testid="new-game" onClick={() => navigate({ name: 'setup', gameId })}>
        {tr('game.new')}
      </Button>
      <section aria-labelledby="saves-h">
        <h2 id="saves-h">{tr('game.saves')}</h2>
        {message ? (
          <Notice tone="error" onClose={() => setMessage(null)}>
            {message}
          </Notice>
        ) : null}
        {list.kind === 'error' ? <Notice tone="error">{t(list.message)}</Notice> : null}
        {list.kind === 'ready' && mine.length === 0 ? <p>{tr('game.no-saves')}</p> : null}
        <ul class="saved-list">
          {shown.map((s) => (
            <SavedGameRow
              key={s.id}
              save={s}
              lang={lang}
              onExport={() => void exportOne(s)}
              onRename={() => setPending({ kind: 'rename', save: s })}
              onDelete={() => setPending({ kind: 'delete', save: s })}
            />
          ))}
        </ul>
        {more}
      </section>
      <section aria-labelledby="rules-h" class="rules">
        <h2 id="rules-h">{tr('game.rules')}</h2>
        {rulesText !== null ? (
          <Markdown source={rulesText} testId="rules-text" />
        ) : (
          <p>{error ? t(error) : tr('app.loading')}</p>
        )}
      </section>
      {pending?.kind === 'delete' ? (
        <ConfirmDialog
          title={tr('game.delete-title')}
          message={tr('game.delete-message', { names: pending.save.seats.map((s) => s.name).join(', ') })}
          confirmLabel={tr('game.delete')}
          cancelLabel={tr('app.cancel')}
          danger
          onCancel={() => setPending(null)}
          onConfirm={() => {
            setPending(null);
            void deleteSave(services, pending.save.id);
          }}
        />
      ) : null}
      {pending?.kind === 'rename' ? (
        <RenameDialog
          save={pending.save}
          onCancel={() => setPending(null)}
          onSave={(names) => {
            setPending(null);
            renameSeats(services, pending.save.id, names).then((e) => setMessage(e ? t(e) : null));
          }}
        />
      ) : null}
    </main>
  );
}
