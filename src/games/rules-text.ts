// Every game's rules.<lang>.md as text, each its own lazily loaded chunk (shared with the game's chunk), for a game's
// page (registry.ts `rules`). Written out per game, not import.meta.glob, so Node tools that import the registry (the
// bench) load it without Vite.

import type { Lang } from '../engine/text';

const FILES: Readonly<Record<string, Record<Lang, () => Promise<{ default: string }>>>> = {
  'wizard-extreme': {
    ja: () => import('./wizard-extreme/rules.ja.md?raw'),
    en: () => import('./wizard-extreme/rules.en.md?raw'),
  },
  citadels: {
    ja: () => import('./citadels/rules.ja.md?raw'),
    en: () => import('./citadels/rules.en.md?raw'),
  },
  'living-forest-duel': {
    ja: () => import('./living-forest-duel/rules.ja.md?raw'),
    en: () => import('./living-forest-duel/rules.en.md?raw'),
  },
  'azul-duel': {
    ja: () => import('./azul-duel/rules.ja.md?raw'),
    en: () => import('./azul-duel/rules.en.md?raw'),
  },
  'tash-kalar': {
    ja: () => import('./tash-kalar/rules.ja.md?raw'),
    en: () => import('./tash-kalar/rules.en.md?raw'),
  },
  'welcome-to-the-moon': {
    ja: () => import('./welcome-to-the-moon/rules.ja.md?raw'),
    en: () => import('./welcome-to-the-moon/rules.en.md?raw'),
  },
  astra: {
    ja: () => import('./astra/rules.ja.md?raw'),
    en: () => import('./astra/rules.en.md?raw'),
  },
  'the-white-castle': {
    ja: () => import('./the-white-castle/rules.ja.md?raw'),
    en: () => import('./the-white-castle/rules.en.md?raw'),
  },
  altay: {
    ja: () => import('./altay/rules.ja.md?raw'),
    en: () => import('./altay/rules.en.md?raw'),
  },
  'russian-railroads': {
    ja: () => import('./russian-railroads/rules.ja.md?raw'),
    en: () => import('./russian-railroads/rules.en.md?raw'),
  },
  'rats-of-wistar': {
    ja: () => import('./rats-of-wistar/rules.ja.md?raw'),
    en: () => import('./rats-of-wistar/rules.en.md?raw'),
  },
};

export async function rulesText(gameId: string, lang: Lang): Promise<string> {
  const files = FILES[gameId];
  if (!files) throw new Error(`no rules text for ${gameId}`);
  return (await files[lang]()).default;
}
