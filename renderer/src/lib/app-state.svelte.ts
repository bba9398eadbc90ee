import type { AppInfo, GameSummary, Notice, SavedGameSummary } from '../../../shared/api/contract';
import type { Err, Result } from '../../../shared/api/result';
import { DEFAULT_SETTINGS, languageFromLocales, type Language, type Settings } from '../../../shared/settings';
import { api } from './api';
import { browserSeat } from './browser-seat';
import { language, setLanguage } from './i18n.svelte';

/**
 * What the whole interface shares: the start-up data from main, the settings, the effective
 * theme. Start-up asks main four things at once; if any fails the app shows why and offers a retry.
 */

export type Boot = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; error: Err };

export type EffectiveTheme = 'light' | 'dark';

type SettingsPatch = Partial<Settings>;

function browserLanguage(): Language {
  return languageFromLocales(typeof navigator === 'undefined' ? [] : navigator.languages);
}

class AppState {
  boot = $state<Boot>({ status: 'loading' });
  info = $state<AppInfo | null>(null);
  settings = $state<Settings>({ ...DEFAULT_SETTINGS });
  catalog = $state<GameSummary[]>([]);
  latest = $state<SavedGameSummary | null>(null);
  notices = $state<Notice[]>([]);
  /** Whether the system currently prefers a dark colour scheme (kept live by App). */
  systemDark = $state(false);

  effectiveTheme: EffectiveTheme = $derived(
    this.settings.theme === 'system' ? (this.systemDark ? 'dark' : 'light') : this.settings.theme,
  );

  /** The language the interface follows when the person has not chosen one. */
  systemLanguage(): Language {
    const locales = this.info?.systemLocales ?? [];
    return locales.length ? languageFromLocales(locales) : browserLanguage();
  }

  async start(): Promise<void> {
    this.boot = { status: 'loading' };
    // Speak the browser's or system's language even on the loading and error screens.
    if (this.settings.language === null) await setLanguage(browserLanguage());

    // A browser seat may call only what its game needs (the built-in catalog, no library, no settings: the defaults stand).
    const [info, settings, catalog, latest] = await Promise.all([
      api['app.info']({}),
      browserSeat ? ({ ok: true, value: this.settings } as const) : api['settings.get']({}),
      api['catalog.list']({}),
      browserSeat ? ({ ok: true, value: null } as const) : api['games.latest']({}),
    ]);

    if (info.ok) this.info = info.value;
    if (settings.ok) this.settings = settings.value;
    if (info.ok || settings.ok) await setLanguage(this.settings.language ?? this.systemLanguage());

    const failed = [info, settings, catalog, latest].find((r): r is Err => !r.ok);
    if (failed || !info.ok || !catalog.ok || !latest.ok) {
      this.boot = { status: 'failed', error: failed ?? { ok: false, code: 'api.internal' } };
      return;
    }
    this.catalog = catalog.value;
    this.latest = latest.value;
    this.notices = info.value.notices;
    this.boot = { status: 'ready' };
  }

  /** Asks main again for the most recently played game (it changes as games are played). */
  async refreshLatest(): Promise<void> {
    const latest = await api['games.latest']({});
    if (latest.ok) this.latest = latest.value;
  }

  dismissNotice(index: number): void {
    this.notices = this.notices.filter((_, i) => i !== index);
  }

  /**
   * Applies a settings change at once and saves it. If saving fails the change is undone, so what
   * the screen shows is always what is stored; the Result is returned for the caller to report.
   * Only the patched fields are taken from the answer, so overlapping changes never undo each other.
   */
  async updateSettings(patch: SettingsPatch): Promise<Result<Settings>> {
    const keys = Object.keys(patch) as (keyof Settings)[];
    const before = { ...this.settings };
    const languageBefore = language();
    this.settings = { ...this.settings, ...patch };
    if (patch.language) await setLanguage(patch.language);

    const result = await api['settings.update'](patch);
    const next = { ...this.settings };
    for (const key of keys) {
      if (result.ok) assign(next, key, result.value[key]);
      else if (next[key] === patch[key]) assign(next, key, before[key]); // unless changed again since
    }
    this.settings = next;
    if (!result.ok && patch.language && this.settings.language !== patch.language) {
      await setLanguage(this.settings.language ?? languageBefore);
    }
    return result;
  }
}

function assign<K extends keyof Settings>(target: Settings, key: K, value: Settings[K]): void {
  target[key] = value;
}

export const appState = new AppState();
