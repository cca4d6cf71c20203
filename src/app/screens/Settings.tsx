// The settings screen: language, theme, sound, animations, vibration, flat table, storage, backup, about.

import type { Lang } from '../../engine/text';
import { tr } from '../i18n/translate';
import { settings, type Theme, updateSettings } from '../models/settings';
import { BackupSection } from './BackupSection';
import { InstallSection } from './InstallSection';
import { StorageSection } from './StorageSection';

const LANG_NAMES: Record<Lang, string> = { ja: '日本語', en: 'English' };

export function Settings() {
  const s = settings.value;
  return (
    <main class="screen settings" data-testid="settings">
      <p>
        <a href="#/">← {tr('app.home')}</a>
      </p>
      <h1>{tr('settings.title')}</h1>
      <section class="settings-section" aria-label={tr('settings.title')}>
        <label class="field">
          <span>{tr('settings.lang')}</span>
          <select
            data-testid="lang"
            value={s.lang}
            onChange={(e) => updateSettings({ lang: e.currentTarget.value === 'ja' ? 'ja' : 'en' })}
          >
            {(['ja', 'en'] as const).map((l) => (
              <option key={l} value={l}>
                {LANG_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <label class="field">
          <span>{tr('settings.theme')}</span>
          <select
            data-testid="theme"
            value={s.theme}
            onChange={(e) => updateSettings({ theme: e.currentTarget.value as Theme })}
          >
            <option value="auto">{tr('settings.theme-auto')}</option>
            <option value="light">{tr('settings.theme-light')}</option>
            <option value="dark">{tr('settings.theme-dark')}</option>
          </select>
        </label>
        <label class="check">
          <input
            type="checkbox"
            checked={s.sound}
            data-testid="sound"
            onChange={(e) => updateSettings({ sound: e.currentTarget.checked })}
          />
          <span>{tr('settings.sound')}</span>
        </label>
        <label class="check">
          <input
            type="checkbox"
            checked={s.animations}
            data-testid="animations"
            onChange={(e) => updateSettings({ animations: e.currentTarget.checked })}
          />
          <span>{tr('settings.animations')}</span>
        </label>
        <p class="settings-hint" data-testid="animations-hint">
          {tr('settings.animations-hint')}
        </p>
        <label class="check">
          <input
            type="checkbox"
            checked={s.vibration}
            data-testid="vibration"
            onChange={(e) => updateSettings({ vibration: e.currentTarget.checked })}
          />
          <span>{tr('settings.vibration')}</span>
        </label>
        <p class="settings-hint">{tr('settings.vibration-hint')}</p>
        <label class="check">
          <input
            type="checkbox"
            checked={s.flatTable}
            data-testid="flat-table"
            onChange={(e) => updateSettings({ flatTable: e.currentTarget.checked })}
          />
          <span>{tr('settings.flat-table')}</span>
        </label>
        <p class="settings-hint">{tr('settings.flat-table-hint')}</p>
      </section>
      <InstallSection />
      <StorageSection />
      <BackupSection />
      <section class="settings-section" aria-labelledby="about-h">
        <h2 id="about-h">{tr('settings.about')}</h2>
        <p>{tr('settings.about-text')}</p>
      </section>
    </main>
  );
}
