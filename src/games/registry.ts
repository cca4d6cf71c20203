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

/**
 * A game's rules.<lang>.md as text, each its own lazily loaded chunk (shared with the game's chunk). Written out per
 * game (not import.meta.glob) so that Node tools importing the registry (the bench) load it without Vite.
 */
type RulesText = Record<Lang, () => Promise<{ default: string }>>;

function rulesOf(files: RulesText): (lang: Lang) => Promise<string> {
  return async (lang) => (await files[lang]()).default;
}

export const REGISTRY: readonly RegistryEntry[] = [
  {
    meta: wizardExtreme,
    load: async () => (await import('./wizard-extreme/module')).gameModule,
    rules: rulesOf({
      ja: () => import('./wizard-extreme/rules.ja.md?raw'),
      en: () => import('./wizard-extreme/rules.en.md?raw'),
    }),
  },
  {
    meta: citadels,
    load: async () => (await import('./citadels/module')).gameModule,
    rules: rulesOf({
      ja: () => import('./citadels/rules.ja.md?raw'),
      en: () => import('./citadels/rules.en.md?raw'),
    }),
  },
  {
    meta: livingForestDuel,
    load: async () => (await import('./living-forest-duel/module')).gameModule,
    rules: rulesOf({
      ja: () => import('./living-forest-duel/rules.ja.md?raw'),
      en: () => import('./living-forest-duel/rules.en.md?raw'),
    }),
  },
  {
    meta: azulDuel,
    load: async () => (await import('./azul-duel/module')).gameModule,
    rules: rulesOf({
      ja: () => import('./azul-duel/rules.ja.md?raw'),
      en: () => import('./azul-duel/rules.en.md?raw'),
    }),
  },
  {
    meta: tashKalar,
    load: async () => (await import('./tash-kalar/module')).gameModule,
    rules: rulesOf({
      ja: () => import('./tash-kalar/rules.ja.md?raw'),
      en: () => import('./tash-kalar/rules.en.md?raw'),
    }),
  },
  {
    meta: welcomeToTheMoon,
    load: async () => (await import('./welcome-to-the-moon/module')).gameModule,
    rules: rulesOf({
      ja: () => import('./welcome-to-the-moon/rules.ja.md?raw'),
      en: () => import('./welcome-to-the-moon/rules.en.md?raw'),
    }),
  },
  {
    meta: astra,
    load: async () => (await import('./astra/module')).gameModule,
    rules: rulesOf({
      ja: () => import('./astra/rules.ja.md?raw'),
      en: () => import('./astra/rules.en.md?raw'),
    }),
  },
  {
    meta: theWhiteCastle,
    load: async () => (await import('./the-white-castle/module')).gameModule,
    rules: rulesOf({
      ja: () => import('./the-white-castle/rules.ja.md?raw'),
      en: () => import('./the-white-castle/rules.en.md?raw'),
    }),
  },
  {
    meta: altay,
    load: async () => (await import('./altay/module')).gameModule,
    rules: rulesOf({
      ja: () => import('./altay/rules.ja.md?raw'),
      en: () => import('./altay/rules.en.md?raw'),
    }),
  },
  {
    meta: russianRailroads,
    load: async () => (await import('./russian-railroads/module')).gameModule,
    rules: rulesOf({
      ja: () => import('./russian-railroads/rules.ja.md?raw'),
      en: () => import('./russian-railroads/rules.en.md?raw'),
    }),
  },
  {
    meta: ratsOfWistar,
    load: async () => (await import('./rats-of-wistar/module')).gameModule,
    rules: rulesOf({
      ja: () => import('./rats-of-wistar/rules.ja.md?raw'),
      en: () => import('./rats-of-wistar/rules.en.md?raw'),
    }),
  },
];

export function findGame(id: string): RegistryEntry | undefined {
  return REGISTRY.find((e) => e.meta.id === id);
}
