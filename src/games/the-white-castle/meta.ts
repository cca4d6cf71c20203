// The White Castle's static facts for the library and the setup screen (loaded before the game chunk).

import type { GameMeta } from '../../engine/meta';

export const meta: GameMeta = {
  id: 'the-white-castle',
  name: { ja: 'ホワイトキャッスル（白鷺城）', en: 'The White Castle' },
  players: { min: 2, max: 4 },
  playTime: [45, 80],
  description: {
    ja: '橋のダイスを取り、城・庭園・訓練場・井戸に置いて家臣を送り込む3ラウンドのダイス配置。印刷版のソロルールは含みません（ボットで席を埋められます）。カード名はKotatsu独自のものです。',
    en: 'Three rounds of drafting dice from the bridges to send courtiers, gardeners and warriors into the castle. The printed solo mode is not included (bots can fill seats). Card names are Kotatsu’s own.',
  },
  options: [],
};
