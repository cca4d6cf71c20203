// Made by scripts/pictures-webp.mjs from public/rules/**/*.webp: do not edit by hand, run the script again.

/** A rules picture: its pixel size and a short hash of its bytes. */
export interface RulesPicture {
  readonly width: number;
  readonly height: number;
  readonly hash: string;
}

/** Every rules picture, by the root path the rules text uses ('/rules/<game>/<name>.webp'). */
export const RULES_PICTURES: Readonly<Record<string, RulesPicture>> = {
  '/rules/altay/achievements.webp': { width: 390, height: 420, hash: 'df32f3eb8d' },
  '/rules/altay/hand.webp': { width: 390, height: 300, hash: 'f03865d0a8' },
  '/rules/altay/map.webp': { width: 390, height: 520, hash: '784a86162f' },
  '/rules/altay/market.webp': { width: 390, height: 330, hash: '1c575033c4' },
  '/rules/astra/preview.webp': { width: 390, height: 620, hash: '00b1123d54' },
  '/rules/astra/sky.webp': { width: 390, height: 560, hash: '0c1f5b2243' },
  '/rules/azul-duel/plate.webp': { width: 390, height: 764, hash: '05ad48d159' },
  '/rules/azul-duel/workshops.webp': { width: 356, height: 689, hash: 'f794d2b420' },
  '/rules/citadels/draft.webp': { width: 390, height: 620, hash: 'eb9d36c106' },
  '/rules/living-forest-duel/forest-ja.webp': { width: 430, height: 384, hash: '4bfd1a871a' },
  '/rules/living-forest-duel/forest.webp': { width: 430, height: 384, hash: 'c17831675a' },
  '/rules/living-forest-duel/tokens-ja.webp': { width: 430, height: 535, hash: 'fc5082d395' },
  '/rules/living-forest-duel/tokens.webp': { width: 430, height: 624, hash: '306e6bb295' },
  '/rules/rats-of-wistar/cards.webp': { width: 390, height: 620, hash: 'b3fc681046' },
  '/rules/rats-of-wistar/farmhouse.webp': { width: 390, height: 620, hash: '72047dfb99' },
  '/rules/rats-of-wistar/wheel.webp': { width: 390, height: 700, hash: 'd683e84a53' },
  '/rules/russian-railroads/board.webp': { width: 390, height: 520, hash: '299fccae76' },
  '/rules/russian-railroads/engineers.webp': { width: 390, height: 150, hash: '314bb04c67' },
  '/rules/russian-railroads/player.webp': { width: 390, height: 330, hash: '5d809a4b35' },
  '/rules/tash-kalar/effect.webp': { width: 378, height: 497, hash: '4c99bb7c3b' },
  '/rules/tash-kalar/summon.webp': { width: 378, height: 477, hash: '01d5f2ba49' },
  '/rules/the-white-castle/bridges.webp': { width: 390, height: 844, hash: 'b6a7449d7a' },
  '/rules/the-white-castle/castle.webp': { width: 356, height: 395, hash: '0106838ef6' },
  '/rules/the-white-castle/domain.webp': { width: 356, height: 174, hash: 'a2c7272f9d' },
  '/rules/welcome-to-the-moon/battle.webp': { width: 390, height: 640, hash: 'b9563e8694' },
  '/rules/welcome-to-the-moon/colony.webp': { width: 390, height: 640, hash: 'c11082c470' },
  '/rules/welcome-to-the-moon/dome.webp': { width: 390, height: 640, hash: 'e7f0d2e106' },
  '/rules/welcome-to-the-moon/escape.webp': { width: 390, height: 640, hash: '8b46a48a86' },
  '/rules/welcome-to-the-moon/journey.webp': { width: 390, height: 640, hash: '67c5580dde' },
  '/rules/welcome-to-the-moon/launch.webp': { width: 390, height: 640, hash: '0b69f6e55d' },
  '/rules/welcome-to-the-moon/mine.webp': { width: 390, height: 640, hash: '0d2f32f3a1' },
  '/rules/welcome-to-the-moon/solo.webp': { width: 390, height: 720, hash: '30e077cb3e' },
  '/rules/welcome-to-the-moon/virus.webp': { width: 390, height: 640, hash: '25b5902e2f' },
  '/rules/wizard-extreme/prediction.webp': { width: 390, height: 620, hash: 'd4ac6a90e1' },
  '/rules/wizard-extreme/trick.webp': { width: 390, height: 684, hash: '52a842df07' },
};
