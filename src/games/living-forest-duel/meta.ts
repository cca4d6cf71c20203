// Living Forest Duel's static facts for the library and the setup screen (loaded before the game chunk).

import type { GameMeta } from '../../engine/meta';

export const meta: GameMeta = {
  id: 'living-forest-duel',
  name: { ja: 'リビングフォレスト・デュエル', en: 'Living Forest Duel' },
  players: { min: 2, max: 2 },
  playTime: [20, 40],
  description: {
    ja: '夏と冬の精霊が聖なる森を守って競う2人用ゲーム。守護獣を公開して共有ラインを育て、アクショントークンで招集・消火・植樹・鬼火の移動を行います。4つの勝利条件のどれかを先に満たした方の勝ち。',
    en: 'Two nature spirits, Summer and Winter, race to save the sacred forest. Reveal guardian animals to build the shared line, then place action tokens to recruit, put out fires, plant trees or push the Onibi. The first to meet any of four victory conditions wins.',
  },
  options: [
    {
      key: 'fireTarget',
      label: { ja: '炎トークンでの勝利', en: 'Fire token victory' },
      help: {
        ja: 'ルール概要では8個。一部の紹介文では7個とされています。',
        en: 'The rules summary says 8; one product description says 7.',
      },
      choices: [
        { value: 8, label: { ja: '8個（標準）', en: '8 (standard)' } },
        { value: 7, label: { ja: '7個', en: '7' } },
      ],
    },
    {
      key: 'redeal',
      label: { ja: '招集ラインの配り直し', en: 'Recruitment redeal' },
      help: {
        ja: 'デジタル版の準備：ある季節の最初の3枚のコスト合計が12以下なら、一番安いカードを山札の下に戻して配り直します。',
        en: 'The digital version’s setup: while a season’s first 3 cards cost 12 or less in total, its cheapest goes under the pile and is replaced.',
      },
      choices: [
        { value: false, label: { ja: 'なし（標準）', en: 'Off (standard)' } },
        { value: true, label: { ja: 'あり', en: 'On' } },
      ],
    },
  ],
};
