// Altay's static facts for the library and the setup screen (loaded before the game chunk).

import type { GameMeta } from '../../engine/meta';

export const meta: GameMeta = {
  id: 'altay',
  name: { ja: 'アルタイ', en: 'Altay' },
  players: { min: 2, max: 4 },
  playTime: [60, 80],
  description: {
    ja: '4つの民の1つを率いて、カードで資源を生み、集落を広げ、征服と実績で文明を育てるデッキ構築ゲーム。',
    en: 'Lead one of four peoples: build your deck, produce resources, spread settlements, conquer and develop achievements.',
  },
  options: [],
};
