// Rats of Wistar's static facts for the library and the setup screen (loaded before the game chunk).

import type { GameMeta } from '../../engine/meta';

export const meta: GameMeta = {
  id: 'rats-of-wistar',
  name: { ja: 'ラッツ・オブ・ウィスター', en: 'Rats of Wistar' },
  players: { min: 1, max: 4 },
  playTime: [60, 90],
  description: {
    ja: '回るアクションホイールで5ラウンドのワーカープレイスメント。1人ならボットを相手に。部品はKotatsuがデザインしたもので製品版とは異なります。',
    en: 'Worker placement over 5 rounds on a turning action wheel; solo means against bots. Components are designed by Kotatsu and differ from the printed game.',
  },
  options: [],
};
