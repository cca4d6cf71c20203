// Player preferences (language, theme, sound, animations, vibration, flat table): signals kept in localStorage; actions are the only writers.

import { effect, signal } from '@preact/signals';
import type { Lang } from '../../engine/text';

export type Theme = 'light' | 'dark' | 'auto';

export interface Settings {
  readonly lang: Lang;
  readonly theme: Theme;
  readonly sound: boolean;
  readonly animations: boolean;
  /** A short vibration when the device is handed to a player (where supported). */
  readonly vibration: boolean;
  /** Two-player games: turn the whole play view 180° when the second seat is to act (a tablet lying flat). */
  readonly flatTable: boolean;
}

const KEY = 'kotatsu.settings';

export function deviceLang(languages: readonly string[]): Lang {
  return languages[0]?.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

function defaults(): Settings {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const langs = nav?.languages?.length ? nav.languages : [nav?.language ?? ''];
  return { lang: deviceLang(langs), theme: 'auto', sound: true, animations: true, vibration: true, flatTable: false };
}

/** Stored settings are untrusted: keep only fields of the right shape. */
export function parseSettings(raw: unknown, base: Settings): Settings {
  if (!raw || typeof raw !== 'object') return base;
  const r = raw as Record<string, unknown>;
  return {
    lang: r.lang === 'ja' || r.lang === 'en' ? r.lang : base.lang,
    theme: r.theme === 'light' || r.theme === 'dark' || r.theme === 'auto' ? r.theme : base.theme,
    sound: typeof r.sound === 'boolean' ? r.sound : base.sound,
    animations: typeof r.animations === 'boolean' ? r.animations : base.animations,
    vibration: typeof r.vibration === 'boolean' ? r.vibration : base.vibration,
    flatTable: typeof r.flatTable === 'boolean' ? r.flatTable : base.flatTable,
  };
}

function load(): Settings {
  const base = defaults();
  try {
    const text = localStorage.getItem(KEY);
    return text ? parseSettings(JSON.parse(text), base) : base;
  } catch {
    return base;
  }
}

export const settings = signal<Settings>(load());

export function updateSettings(patch: Partial<Settings>): void {
  settings.value = { ...settings.value, ...patch };
  try {
    localStorage.setItem(KEY, JSON.stringify(settings.value));
  } catch {
    // Private mode or a full disk: the choice still holds for this visit.
  }
}

/** Re-read from storage (tests, or another tab changed them). */
export function reloadSettings(): void {
  settings.value = load();
}

/** Keep <html lang> and the theme/animation attributes in step with the settings. */
export function bindSettingsToDocument(root: HTMLElement = document.documentElement): () => void {
  return effect(() => {
    const s = settings.value;
    root.lang = s.lang;
    root.dataset.theme = s.theme;
    root.dataset.animations = s.animations ? 'on' : 'off';
  });
}
