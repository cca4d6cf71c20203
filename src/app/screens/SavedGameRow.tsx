// One saved game on the game page: who plays, how far, and resume / export / rename / delete.

import type { Lang } from '../../engine/text';
import type { SavedGame } from '../../storage/types';
import { Button } from '../../ui/Button';
import { SeatBadge } from '../../ui/SeatBadge';
import { tr } from '../i18n/translate';
import { navigate } from '../models/route';
import { formatsOf } from './dates';

export interface SavedGameRowProps {
  readonly save: SavedGame;
  readonly lang: Lang;
  readonly onExport: () => void;
  readonly onRename: () => void;
  readonly onDelete: () => void;
}

export function SavedGameRow({ save, lang, onExport, onRename, onDelete }: SavedGameRowProps) {
  const over = save.status === 'over';
  const date = formatsOf(lang).stamp.format(save.updatedAt);
  return (
    <li class="saved-game" data-testid="saved-game">
      <div class="saved-game-seats">
        {save.seats.map((s, i) => (
          <SeatBadge key={i} seat={i} name={s.name} color={s.color} isBot={s.bot} botLabel={tr('app.bot')} />
        ))}
      </div>
      <p class="saved-game-facts">
        {save.copy ? (
          <strong class="saved-game-copy" data-testid="saved-game-copy">
            {tr('game.copy')}{' '}
          </strong>
        ) : null}
        {over ? tr('game.status-over') : tr('game.status-playing')} · {tr('game.moves', { n: save.moveCount })} ·{' '}
        {tr('game.updated', { date })}
      </p>
      <div class="row-actions">
        <Button
          look="primary"
          data-testid="resume-game"
          onClick={() => navigate(over ? { name: 'results', saveId: save.id } : { name: 'play', saveId: save.id })}
        >
          {over ? tr('game.results') : tr('game.resume')}
        </Button>
        <Button onClick={onExport}>{tr('game.export')}</Button>
        <Button onClick={onRename}>{tr('game.rename')}</Button>
        <Button look="danger" onClick={onDelete} data-testid="delete-game">
          {tr('game.delete')}
        </Button>
      </div>
    </li>
  );
}
