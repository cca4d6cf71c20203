// Astra's static facts for the library and the setup screen (loaded before the game chunk).

import type { GameMeta } from '../../engine/meta';

export const meta: GameMeta = {
  id: 'astra',
  name: { ja: 'アストラ', en: 'Astra' },
  players: { min: 2, max: 5 },
  playTime: [45, 75],
  description: {
    ja: '天文学者になって星屑で星をマークし、夜空の星座を発見して恩恵と能力を得ます。この版の星座カードはKotatsuがデザインしたもので、市販のゲームとは異なります。',
    en: 'Astronomers spend stardust to mark stars, discover constellations and gain their boons and abilities. The constellation cards of this edition are designed by Kotatsu and differ from the printed game.',
  },
  options: [
    {
      key: 'end',
      label: { ja: 'ゲーム終了のきっかけ', en: 'When the end starts' },
      help: {
        ja: 'ルールどおりなら、最後の星座カードが山札から引かれた時点で山札が尽き、終了に向かいます。変種では、そのあと次に補充するときにゲーム終了カードが出てから終了に向かいます（以前のKotatsu版のルール）。',
        en: 'As the rules say, the deck runs out when its last constellation is drawn, and the end begins. In the variant, the end begins only at the next refill, when the Game End card comes up (the earlier Kotatsu rule).',
      },
      choices: [
        {
          value: 'deck',
          label: { ja: '山札が尽きたとき（ルールどおり）', en: 'Deck runs out (the rules)' },
        },
        {
          value: 'card',
          label: {
            ja: 'ゲーム終了カードが出たとき（変種）',
            en: 'Game End card drawn (variant)',
          },
        },
      ],
    },
  ],
};
