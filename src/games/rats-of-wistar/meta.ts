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
  options: [
    {
      key: 'heroGifts',
      label: { ja: 'ヒーローの贈り物', en: 'Hero gifts' },
      help: {
        ja: 'Kotatsu版の変種です。各プレイヤーに配られたヒーローカードが、最初に資源やカードを1つくれます。なしなら全員が同じ資源で始めます（ルールどおり）。',
        en: 'A Kotatsu variant: the hero card each player is dealt gives one resource or card at the start. Off, everyone starts with the same resources, as the rules say.',
      },
      choices: [
        { value: false, label: { ja: 'なし（ルールどおり）', en: 'Off (as the rules say)' } },
        { value: true, label: { ja: 'あり（変種）', en: 'On (variant)' } },
      ],
    },
  ],
};
