// The fake game's module: words, a first-legal-move bot, rules text and a trivial table for component tests.

import type { GameModule } from '../../../src/games/game-module';
import type { RegistryEntry } from '../../../src/games/registry';
import { BarActions, BarButton } from '../../../src/ui/decision-bar';
import type { TableProps } from '../../../src/ui/table-props';
import { type FakeMove, type FakeOptions, type FakeState, type FakeView, fakeGame, fakeMeta } from './fake-game';

const en = {
  'fake.prompt': '{who}, pick a card and play it',
  'fake.not-in-hand': 'You do not hold card {card}',
  'fake.pick-first': 'Pick a card first',
  'fake.log-picked': 'You picked {card}',
  'fake.log-played': '{who} played {card}',
  'fake.score-cards': 'Cards',
  'fake.score-count': 'Cards played',
};
const ja: typeof en = {
  'fake.prompt': '{who}さん、カードを選んで出してください',
  'fake.not-in-hand': 'カード{card}は持っていません',
  'fake.pick-first': '先にカードを選んでください',
  'fake.log-picked': '{card}を選びました',
  'fake.log-played': '{who}が{card}を出しました',
  'fake.score-cards': 'カード',
  'fake.score-count': '出した枚数',
};

function FakeTable({ view, legal, onMove, t }: TableProps<FakeView, FakeMove>) {
  return (
    <div data-testid="fake-table">
      <p>{view.hand === null ? 'no hand' : view.hand.map((c) => <span key={c}>secret card {c} </span>)}</p>
      <p>picked: {view.picked ?? '-'}</p>
      <p data-testid="played">{view.played.map((p) => p.join(',')).join(' | ')}</p>
      {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((card) => (
        <button type="button" key={card} data-testid={`pick-${card}`} onClick={() => onMove({ kind: 'pick', card })}>
          pick {card}
        </button>
      ))}
      <BarActions>
        <BarButton kind="confirm" primary testId="play" onClick={() => onMove({ kind: 'play' })}>
          play
        </BarButton>
      </BarActions>
      <p data-testid="legal-count">{legal.length}</p>
      <p>{t({ code: 'fake.pick-first' })}</p>
    </div>
  );
}

export const fakeModule: GameModule<FakeState, FakeMove, FakeOptions, FakeView> = {
  game: fakeGame,
  bot: {
    // Plays the highest card: pick it, then play.
    choose: (_view, _seat, legal) =>
      legal.find((m) => m.kind === 'play') ?? legal[legal.length - 1] ?? legal[0] ?? { kind: 'play' },
  },
  text: { en, ja },
  rulesText: {
    en: '# Test Cards\n\nEach player **picks** a card, then plays it.\n\n- highest total wins\n',
    ja: '# ためしカード\n\n各プレイヤーはカードを**選び**、出します。\n',
  },
  Table: FakeTable,
};

export const fakeEntry: RegistryEntry = {
  meta: fakeMeta,
  load: async () => fakeModule as unknown as GameModule,
  rules: async (lang) => fakeModule.rulesText[lang],
};
