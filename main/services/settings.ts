import type { Db } from '../db/open.js';
import { SettingsSchema } from '../../shared/api/contract.js';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings.js';

/** Settings persisted in SQLite, one row per key. The interface is async so storage can move off-thread. */
export interface SettingsService {
  get(): Promise<Settings>;
  update(patch: Partial<Settings>): Promise<Settings>;
}

const KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];

export function createSettingsService(db: Db, now: () => Date = () => new Date()): SettingsService {
  const selectAll = db.prepare<[], { key: string; value: string }>('SELECT key, value FROM settings');
  const upsert = db.prepare<{ key: string; value: string; at: string }>(
    `INSERT INTO settings (key, value, updated_at) VALUES (@key, @value, @at)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  );

  function read(): Settings {
    const settings: Settings = { ...DEFAULT_SETTINGS };
    for (const row of selectAll.all()) {
      if (!(KEYS as string[]).includes(row.key)) continue;
      const key = row.key as keyof Settings;
      let value: unknown;
      try {
        value = JSON.parse(row.value);
      } catch {
        continue; // a damaged value falls back to its default, the others survive
      }
      const field = SettingsSchema.shape[key].safeParse(value);
      if (field.success) (settings as Record<keyof Settings, unknown>)[key] = field.data;
    }
    return settings;
  }

  const write = db.transaction((patch: Partial<Settings>) => {
    const at = now().toISOString();
    for (const key of KEYS) {
      if (key in patch) upsert.run({ key, value: JSON.stringify(patch[key]), at });
    }
  });

  return {
    get: async () => read(),
    update: async (patch) => {
      write(patch);
      return read();
    },
  };
}
