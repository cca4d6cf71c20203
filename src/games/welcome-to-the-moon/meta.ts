// Welcome to the Moon's static facts for the library and the setup screen (loaded before the game chunk).

import type { GameMeta } from '../../engine/meta';

export const meta: GameMeta = {
  id: 'welcome-to-the-moon',
  name: { ja: 'ウェルカム・トゥ・ザ・ムーン', en: 'Welcome to the Moon' },
  players: { min: 1, max: 8 },
  playTime: [25, 40],
  description: {
    ja: '毎ターン、3つの「数字＋アクション」の組み合わせからみんなが同時に1つを選び、自分のシートに数字を書き込みます。ゾーンの数字は小さい順に。ボーナスを集め、ミッションを先に達成し、ロケットを打ち上げましょう。',
    en: 'Each turn everyone at once picks one of three number + action combinations and writes the number on their own sheet, keeping each zone in ascending order. Chain bonuses, beat the others to the missions and launch your rocket.',
  },
  options: [
    {
      key: 'series',
      label: { ja: '8アドベンチャー・シリーズ', en: 'Eight-adventure series' },
      help: {
        ja: '同じメンバーでアドベンチャー1から8まで順に遊び、順位点を合計します（このアプリ独自の形式）。',
        en: 'The same players play adventures 1 to 8 in order and add up placement points (this app’s own format).',
      },
      choices: [
        { value: false, label: { ja: '1つのアドベンチャー', en: 'One adventure' } },
        { value: true, label: { ja: 'シリーズ（1→8）', en: 'Series (1 → 8)' } },
      ],
    },
    {
      key: 'adventure',
      // A series always plays 1 to 8, so the adventure is asked only for a single one.
      shownWhen: { key: 'series', value: false },
      label: { ja: 'アドベンチャー', en: 'Adventure' },
      choices: [
        { value: 1, label: { ja: '1 打ち上げ', en: '1 The Launch' } },
        { value: 2, label: { ja: '2 航路', en: '2 The Journey' } },
        { value: 3, label: { ja: '3 コロニー', en: '3 The Colony' } },
        { value: 4, label: { ja: '4 鉱山', en: '4 The Mine' } },
        { value: 5, label: { ja: '5 ドーム', en: '5 The Dome' } },
        { value: 6, label: { ja: '6 ウイルス', en: '6 The Virus' } },
        { value: 7, label: { ja: '7 脱出', en: '7 The Escape' } },
        { value: 8, label: { ja: '8 バトル', en: '8 The Battle' } },
      ],
    },
    {
      key: 'astraLevel',
      label: { ja: 'ASTRAのレベル（ソロ）', en: 'ASTRA level (solo)' },
      help: {
        ja: '1人で遊ぶときの相手ASTRAの強さ。レベルごとにアクションの倍率が変わります。',
        en: 'How strong ASTRA, your solo opponent, plays: each level weighs the actions differently.',
      },
      choices: ['Katherine', 'Alexei', 'Margaret', 'Franklin', 'Sergei', 'Stephanie', 'Thomas', 'Peggy'].map(
        (name, i) => ({ value: i + 1, label: { ja: `${i + 1} ${name}`, en: `${i + 1} ${name}` } }),
      ),
      forSeats: [1],
    },
  ],
};
