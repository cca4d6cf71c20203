// Russian Railroads' static facts for the library and the setup screen (loaded before the game chunk).

import type { GameMeta } from '../../engine/meta';

export const meta: GameMeta = {
  id: 'russian-railroads',
  name: { ja: 'ロシアンレールロード', en: 'Russian Railroads' },
  players: { min: 2, max: 4 },
  playTime: [90, 120],
  description: {
    ja: 'ワーカーを置いて3本の鉄道に線路を延ばし、機関車と工場で得点を伸ばします。工場の効果、技師、初期ボーナスと手番カードの点数など資料にない部分はKotatsuが設計したもので、印刷版とは異なります。',
    en: 'Place workers to lay track on three railroads, with locomotives and factories to make it pay. Factory actions, engineers, starting bonuses and turn-card points are designed by Kotatsu where no source gives them, and differ from the printed game.',
  },
  options: [],
};
