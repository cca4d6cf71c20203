// Azul Duel's static facts for the library and the setup screen (loaded before the game chunk).

import type { GameMeta } from '../../engine/meta';

export const meta: GameMeta = {
  id: 'azul-duel',
  name: { ja: 'アズール：デュエル', en: 'Azul Duel' },
  players: { min: 2, max: 2 },
  playTime: [30, 45],
  description: {
    ja: '2人用のアズール。工房の太陽スペースと月スペースからタイルを集めてパターンラインを埋め、自分で選んで向きを決めたドームプレートでできた壁にタイルを並べて得点します。5ラウンドで得点の多い人が勝ち。',
    en: 'Azul for two. Gather tiles from the workshops’ sun and moon spaces to fill your pattern lines, and move them onto a wall you build yourself from dome plates you choose and turn. Most points after 5 rounds wins.',
  },
  options: [
    {
      key: 'tablets',
      label: { ja: '得点タブレット', en: 'Scoring tablets' },
      help: {
        ja: '初回は星印の3枚（横列3点・縦列7点・対角線10点）がおすすめです。ランダムでは各タブレットの表裏もランダムです。',
        en: 'For a first game the three star sides are recommended (rows 3, columns 7, diagonals 10). Random picks each tablet’s side at random too.',
      },
      choices: [
        {
          value: 'beginner',
          label: { ja: '初回用（横列・縦列・対角線）', en: 'First game (rows, columns, diagonals)' },
        },
        { value: 'random3', label: { ja: 'ランダム3枚', en: 'Random, 3 tablets' } },
        { value: 'random4', label: { ja: 'ランダム4枚', en: 'Random, all 4 tablets' } },
      ],
    },
  ],
};
