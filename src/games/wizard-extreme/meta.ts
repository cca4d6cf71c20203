// Wizard Extreme's static facts for the library and the setup screen (loaded before the game chunk).

import type { GameMeta } from '../../engine/meta';

export const meta: GameMeta = {
  id: 'wizard-extreme',
  name: { ja: 'ウィザード・エクストリーム', en: 'Wizard Extreme' },
  players: { min: 3, max: 5 },
  playTime: [30, 45],
  description: {
    ja: '各ラウンドの初めに、勝つつもりのトリックの数だけ色の封印を取り、トリックに勝つたびに返していきます。読みが外れて残った封印が失点に。黒魔術師になって他の人の邪魔をする手もあります。失点の少ない人が勝ち。',
    en: 'At the start of each round, take a coloured seal for every trick you mean to win, then hand one back each time you win one. Seals left over cost points. Or become the black wizard and spoil everyone else’s plans. Fewest points wins.',
  },
  options: [
    {
      key: 'shortGame',
      label: { ja: 'ショートゲーム', en: 'Short game' },
      help: {
        ja: '3人プレイで6ラウンドではなく3ラウンド遊びます。',
        en: 'With 3 players, play 3 rounds instead of 6.',
      },
      choices: [
        { value: false, label: { ja: '6ラウンド', en: '6 rounds' } },
        { value: true, label: { ja: '3ラウンド', en: '3 rounds' } },
      ],
      forSeats: [3],
    },
    {
      key: 'wizardBase',
      label: { ja: '黒魔術師の基本失点', en: 'Black wizard base penalty' },
      help: {
        ja: '3人プレイでは黒魔術師が強いため、基本失点を5点にする公式の選択ルールがあります。',
        en: 'The black wizard is strong with 3 players; an official option raises its base penalty to 5.',
      },
      choices: [
        { value: 4, label: { ja: '4点（標準）', en: '4 (standard)' } },
        { value: 5, label: { ja: '5点', en: '5' } },
      ],
      forSeats: [3],
    },
    {
      key: 'designerVariant',
      label: { ja: 'デザイナー推奨ヴァリアント', en: 'Designer’s variant' },
      help: {
        ja: '3/4/5人で9/8/10ラウンド遊びます（ショートゲームは無効）。黒魔術師は同じ人が2回目以降に選ぶたびに失点が1ずつ増えます。ただし単独最下位の人はいつでも基本失点で選べ、最終ラウンドでは黒魔術師で1位が確定してしまうトップの人は選べません。',
        en: 'Play 9/8/10 rounds with 3/4/5 players (the short game no longer applies). The black wizard costs 1 more each further time the same player takes it, except that a player alone in last place always pays the base; in the final round a leader whom it would make sure of first place may not take it.',
      },
      choices: [
        { value: false, label: { ja: 'なし（標準）', en: 'Off (standard)' } },
        { value: true, label: { ja: 'あり', en: 'On' } },
      ],
    },
  ],
};
