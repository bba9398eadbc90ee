import { describe, expect, it } from 'vitest';
import { CHANNELS, isChannel, ipcChannel } from '../../shared/api/channels';
import { contract, SettingsPatchSchema } from '../../shared/api/contract';

describe('API contract', () => {
  it('binds every channel name to schemas, and nothing else', () => {
    expect(Object.keys(contract).sort()).toEqual([...CHANNELS].sort());
  });

  it('recognises channels exactly', () => {
    expect(isChannel('settings.get')).toBe(true);
    expect(isChannel('settings.get ')).toBe(false);
    expect(isChannel('__proto__')).toBe(false);
    expect(isChannel(42)).toBe(false);
    expect(ipcChannel('app.info')).toBe('api:app.info');
  });

  it('rejects settings patches that are empty, unknown or mistyped', () => {
    expect(SettingsPatchSchema.safeParse({}).success).toBe(false);
    expect(SettingsPatchSchema.safeParse({ language: 'fr' }).success).toBe(false);
    expect(SettingsPatchSchema.safeParse({ theme: 'dark', extra: 1 }).success).toBe(false);
    expect(SettingsPatchSchema.safeParse({ language: null }).success).toBe(true);
    expect(SettingsPatchSchema.safeParse({ diceMode: 'physical' }).success).toBe(true);
  });
});
