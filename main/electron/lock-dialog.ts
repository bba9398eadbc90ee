import english from '../../locales/en/translation.json' with { type: 'json' };
import italian from '../../locales/it/translation.json' with { type: 'json' };
import type { LockHolder } from '../app/data-lock.js';

/**
 * The desktop app's question when another app holds the data folder: who holds it, and whether
 * to open read-only or quit. Shown before the window exists, so main reads the app's own
 * translations (locales/) in the system's language.
 */

export interface LockDialogText {
  title: string;
  message: string;
  detail: string;
  /** [open read-only, quit] */
  buttons: [string, string];
}

type Strings = (typeof english)['dataLock'];

const fill = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m));

export function lockDialogText(holder: LockHolder, folder: string, locales: readonly string[]): LockDialogText {
  const lang = locales.find((l) => /^(it|en)\b/i.test(l))?.slice(0, 2).toLowerCase();
  const s: Strings = lang === 'it' ? italian.dataLock : english.dataLock;
  const who = holder.pid ? fill(holder.mode === 'web' ? s.whoWeb : s.whoDesktop, { pid: holder.pid, host: holder.host }) : s.whoUnknown;
  return {
    title: s.title,
    message: s.message,
    detail: fill(s.detail, { who, folder, since: holder.startedAt || '?' }),
    buttons: [s.openReadOnly, s.quit],
  };
}
