import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './helpers';

/** scripts/split-locales.mjs: each game's keys leave translation.json for its namespace, once. */
const root = path.resolve(__dirname, '../..');
const run = (...args: string[]) => spawnSync(process.execPath, [path.join(root, 'scripts/split-locales.mjs'), ...args], { encoding: 'utf8' });
const json = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;

describe('split-locales', () => {
  it('finds nothing left to move in this checkout', () => {
    const r = run('--check');
    expect(r.stdout).toContain('nothing to move');
    expect(r.status).toBe(0);
  });

  it("moves a game's key added to translation.json into its namespace, keeping what is there, and a second run changes nothing", () => {
    const dir = tempDir();
    for (const f of ['shared/engine/messages.ts', 'shared/games/afrika-korps/codes.ts']) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.copyFileSync(path.join(root, f), path.join(dir, f));
    }
    fs.cpSync(path.join(root, 'locales'), path.join(dir, 'locales'), { recursive: true });
    for (const lng of ['en', 'it']) {
      const core = json(path.join(dir, 'locales', lng, 'translation.json'));
      // As another branch would have added them: an Afrika Korps refusal and a choice label, and a common log code.
      core.refusal!.zocStop = `${lng} zoc`;
      core.choice = { newKind: `${lng} new` };
      fs.writeFileSync(path.join(dir, 'locales', lng, 'translation.json'), `${JSON.stringify(core, null, 2)}\n`);
      const game = json(path.join(dir, 'locales', lng, 'games', 'afrika-korps.json'));
      game.companion = { kept: 'yes' };
      fs.writeFileSync(path.join(dir, 'locales', lng, 'games', 'afrika-korps.json'), `${JSON.stringify(game, null, 2)}\n`);
    }
    expect(run('--check', '--root', dir).status).toBe(1);
    expect(run('--root', dir).status).toBe(0);
    for (const lng of ['en', 'it']) {
      const core = json(path.join(dir, 'locales', lng, 'translation.json'));
      const game = json(path.join(dir, 'locales', lng, 'games', 'afrika-korps.json'));
      expect(core.refusal!.zocStop).toBeUndefined();
      expect(core.choice).toBeUndefined();
      expect(core.log!.moved).toBeDefined();
      expect(game.refusal!.zocStop).toBe(`${lng} zoc`);
      expect(game.choice!.newKind).toBe(`${lng} new`);
      expect(game.companion).toEqual({ kept: 'yes' });
    }
    const before = fs.readFileSync(path.join(dir, 'locales/en/translation.json'), 'utf8');
    const again = run('--root', dir);
    expect(again.stdout).toContain('nothing to move');
    expect(fs.readFileSync(path.join(dir, 'locales/en/translation.json'), 'utf8')).toBe(before);
  });
});
