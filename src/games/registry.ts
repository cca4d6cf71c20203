// Every game the app knows: static metadata, a lazy import of the game's chunk, and of its rules text alone.

import type { GameMeta } from '../engine/meta';
import type { Lang } from '../engine/text';
import { meta as altay } from './altay/meta';
import { meta as astra } from './astra/meta';
import { meta as azulDuel } from './azul-duel/meta';
import { meta as citadels } from './citadels/meta';
import type { GameModule } from './game-module';
import { meta as livingForestDuel } from './living-forest-duel/meta';
import { meta as ratsOfWistar } from './rats-of-wistar/meta';
import { meta as russianRailroads } from './russian-railroads/meta';
import { meta as tashKalar } from './tash-kalar/meta';
import { meta as theWhiteCastle } from './the-white-castle/meta';
import { meta as welcomeToTheMoon } from './welcome-to-the-moon/meta';
import { meta as wizardExtreme } from './wizard-extreme/meta';

export interface RegistryEntry {
  readonly meta: GameMeta;
  readonly load: () => Promise<GameModule>;
  /**
   * The rules text in one language, a small chunk of its own: a game's page shows it without loading (and
   * evaluating) the game's whole chunk, rules, bot and table.
   */
  readonly rules: (lang: Lang) => Promise<string>;
}

/** A game's rules text, through ./rules-text.ts: its table of 22 lazy imports stays out of the app's first chunk. */
function rulesOf(gameId: string): (lang: Lang) => Promise<string> {
  return async (lang) => (await import('./rules-text')).rulesText(gameId, lang);
}

export const REGISTRY: readonly RegistryEntry[] = [
  {
    meta: wizardExtreme,
    load: async () => (await import('./wizard-extreme/module')).gameModule,
    rules: rulesOf('wizard-extreme'),
  },
  {
    meta: citadels,
    load: async () => (await import('./citadels/module')).gameModule,
    rules: rulesOf('citadels'),
  },
  {
    meta: livingForestDuel,
    load: async () => (await import('./living-forest-duel/module')).gameModule,
    rules: rulesOf('living-forest-duel'),
  },
  {
    meta: azulDuel,
    load: async () => (await import('./azul-duel/module')).gameModule,
    rules: rulesOf('azul-duel'),
  },
  {
    meta: tashKalar,
    load: async () => (await import('./tash-kalar/module')).gameModule,
    rules: rulesOf('tash-kalar'),
  },
  {
    meta: welcomeToTheMoon,
    load: async () => (await import('./welcome-to-the-moon/module')).gameModule,
    rules: rulesOf('welcome-to-the-moon'),
  },
  {
    meta: astra,
    load: async () => (await import('./astra/module')).gameModule,
    rules: rulesOf('astra'),
  },
  {
    meta: theWhiteCastle,
    load: async () => (await import('./the-white-castle/module')).gameModule,
    rules: rulesOf('the-white-castle'),
  },
  {
    meta: altay,
    load: async () => (await import('./altay/module')).gameModule,
    rules: rulesOf('altay'),
  },
  {
    meta: russianRailroads,
    load: async () => (await import('./russian-railroads/module')).gameModule,
    rules: rulesOf('russian-railroads'),
  },
  {
    meta: ratsOfWistar,
    load: async () => (await import('./rats-of-wistar/module')).gameModule,
    rules: rulesOf('rats-of-wistar'),
  },
];

export function findGame(id: string): RegistryEntry | undefined {
  return REGISTRY.find((e) => e.meta.id === id);
}
