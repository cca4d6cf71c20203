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
  options: [],
};
