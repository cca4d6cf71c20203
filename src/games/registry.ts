// Every game the app knows: static metadata, and a lazy import of the game's chunk.

import type { GameMeta } from '../engine/meta';
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
}

export const REGISTRY: readonly RegistryEntry[] = [
  {
    meta: wizardExtreme,
    load: async () => (await import('./wizard-extreme/module')).gameModule,
  },
  {
    meta: citadels,
    load: async () => (await import('./citadels/module')).gameModule,
  },
  {
    meta: livingForestDuel,
    load: async () => (await import('./living-forest-duel/module')).gameModule,
  },
  {
    meta: azulDuel,
    load: async () => (await import('./azul-duel/module')).gameModule,
  },
  {
    meta: tashKalar,
    load: async () => (await import('./tash-kalar/module')).gameModule,
  },
  {
    meta: welcomeToTheMoon,
    load: async () => (await import('./welcome-to-the-moon/module')).gameModule,
  },
  {
    meta: astra,
    load: async () => (await import('./astra/module')).gameModule,
  },
  {
    meta: theWhiteCastle,
    load: async () => (await import('./the-white-castle/module')).gameModule,
  },
  {
    meta: altay,
    load: async () => (await import('./altay/module')).gameModule,
  },
  {
    meta: russianRailroads,
    load: async () => (await import('./russian-railroads/module')).gameModule,
  },
  {
    meta: ratsOfWistar,
    load: async () => (await import('./rats-of-wistar/module')).gameModule,
  },
];

export function findGame(id: string): RegistryEntry | undefined {
  return REGISTRY.find((e) => e.meta.id === id);
}
