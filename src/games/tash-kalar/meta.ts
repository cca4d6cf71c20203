// Tash-Kalar's static facts for the library and the setup screen (loaded before the game chunk).

import type { GameMeta } from '../../engine/meta';

const deckChoices = [
  { value: 'imperial', label: { ja: '帝国', en: 'Imperial' } },
  { value: 'highland', label: { ja: '高地', en: 'Highland' } },
  { value: 'sylvan', label: { ja: '森', en: 'Sylvan' } },
];

export const meta: GameMeta = {
  id: 'tash-kalar',
  name: { ja: 'タシュ＝カラール', en: 'Tash-Kalar' },
  players: { min: 2, max: 2 },
  playTime: [30, 60],
  description: {
    ja: '闘技場の盤面にユニットを置き、カードに描かれた形に並べてクリーチャーや伝説を召喚します。クリーチャーの能力で敵を倒し、盤面を支配しましょう。タスクで競うハイフォームと、撃破数で競うデスマッチの2つの遊び方があります。',
    en: 'Place pieces in the arena and arrange them in the shapes your cards show to summon beings and legends, whose powers knock out enemy pieces. Race for tasks in High Form, or for kills in Deathmatch.',
  },
  options: [
    {
      key: 'mode',
      label: { ja: 'ゲーム形式', en: 'Mode' },
      help: {
        ja: 'ハイフォーム：タスクと盤上の伝説級ユニットで9点。デスマッチ：敵の撃破と伝説の召喚で18点。',
        en: 'High Form: 9 points from tasks and legendary pieces on the board. Deathmatch: 18 points from destroying enemy pieces and summoning legends.',
      },
      choices: [
        { value: 'highForm', label: { ja: 'ハイフォーム', en: 'High Form' } },
        { value: 'deathmatch', label: { ja: 'デスマッチ', en: 'Deathmatch' } },
      ],
    },
    { key: 'deck0', label: { ja: '先手のデッキ', en: 'First player’s deck' }, choices: deckChoices },
    {
      key: 'deck1',
      label: { ja: '後手のデッキ', en: 'Second player’s deck' },
      choices: [deckChoices[2], deckChoices[0], deckChoices[1]].flatMap((c) => (c ? [c] : [])),
    },
  ],
};
