// Citadels' static facts for the library and the setup screen (loaded before the game chunk).

import type { GameMeta } from '../../engine/meta';

export const meta: GameMeta = {
  id: 'citadels',
  name: { ja: '操り人形', en: 'Citadels' },
  players: { min: 2, max: 7 },
  playTime: [30, 60],
  description: {
    ja: '毎ラウンド、8つの職業からこっそり1つを選び、その力で金貨を集めて建物を建てます。誰が何を選んだかを読み合い、暗殺や盗みをかわして、最初に8軒の街を完成させましょう。建物の点数が最も高い人の勝ち。',
    en: 'Each round, secretly pick one of eight characters and use its power to gather gold and build districts. Guess who took what, dodge the Assassin and the Thief, and race to a city of eight. The richest city wins.',
  },
  options: [
    {
      key: 'greatWall',
      label: { ja: '城壁を入れる', en: 'Add the Great Wall' },
      help: {
        ja: '66枚版にある紫の建物「城壁」を山札に加えます（城壁の持ち主の他の建物は、傭兵が壊すのに金貨が1枚多くかかります）。',
        en: 'Add the purple Great Wall of the 66-card edition (the Warlord pays 1 more to destroy its owner’s other districts).',
      },
      choices: [
        { value: false, label: { ja: 'なし（65枚）', en: 'No (65 cards)' } },
        { value: true, label: { ja: 'あり（66枚）', en: 'Yes (66 cards)' } },
      ],
    },
    {
      key: 'smithy',
      label: { ja: '鍛冶屋の効果', en: 'Smithy' },
      help: {
        ja: '日本語の解説どおり「金貨3枚でカード2枚を引く」か、海外版カードの「金貨2枚でカード3枚を引く」かを選びます。',
        en: 'As the Japanese guide has it (pay 3, draw 2) or as the printed classic card (pay 2, draw 3).',
      },
      choices: [
        { value: 'seed', label: { ja: '金貨3枚で2枚', en: 'Pay 3, draw 2' } },
        { value: 'classic', label: { ja: '金貨2枚で3枚', en: 'Pay 2, draw 3' } },
      ],
    },
  ],
};
