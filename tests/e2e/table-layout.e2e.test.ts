/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyAction, callApi, openPage, useBrowserAndApp } from './harness';
import './board-hooks';

const suite = useBrowserAndApp();

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1920, height: 1080 },
] as const;

const unitPosition = (page: Page, id: string) => page.evaluate((u) => window.__board!.unitScreenPosition(u), id);
const unitHex = (page: Page, id: string) =>
  page.evaluate((u) => {
    const p = window.__board!.unitScreenPosition(u);
    return p ? window.__board!.hexAt(p.x, p.y) : null;
  }, id);

async function newAfrikaKorpsGame(page: Page, free: boolean): Promise<void> {
  await page.getByTestId('home').waitFor();
  await page.getByTestId('action-new-game').click();
  await page.locator('[data-testid="new-game-option"][data-game-id="afrika-korps"]').click();
  if (free) await page.getByTestId('new-game-free').check();
  await page.getByTestId('new-game-start').click();
  await page.locator('[data-testid="screen-table"][data-game-id="afrika-korps"]').waitFor();
  await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
}

/** True when the element is inside the window and is what the pointer would hit at its centre (nothing covers it). */
async function inView(page: Page, testid: string): Promise<boolean> {
  return page.evaluate((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  }, testid);
}

describe('the table fits the window', () => {
  for (const size of SIZES) {
    it(`at ${size.width}×${size.height}: no page scroll, the map keeps most of the window, the end-of-step button and Fit in view, a stack shows its pieces`, async () => {
      const context = await suite.browser.newContext({ locale: 'en-GB', viewport: size });
      const { page, problems } = await openPage(context, suite.app.url);
      await newAfrikaKorpsGame(page, false);
      await page.getByTestId('play-end').waitFor();

      const m = await page.evaluate(() => {
        const b = document.querySelector('[data-testid="board"]')!.getBoundingClientRect();
        return {
          scrollH: document.documentElement.scrollHeight,
          scrollW: document.documentElement.scrollWidth,
          scrollY: window.scrollY,
          board: { width: b.width, height: b.height },
        };
      });
      expect(m.scrollH).toBeLessThanOrEqual(size.height);
      expect(m.scrollW).toBeLessThanOrEqual(size.width);
      expect(m.board.width * m.board.height).toBeGreaterThan(0.5 * size.width * size.height);
      expect(await inView(page, 'play-end')).toBe(true);
      expect(await inView(page, 'fit')).toBe(true);
      expect(await inView(page, 'table-toolbar')).toBe(true);

      // The stack at W6 (Rommel and the Axis set-up): hovering it shows every piece with its name.
      const stack = await page.evaluate(() => {
        const ids = window.__board!.drawnUnitIds();
        const at = new Map<string, string[]>();
        for (const id of ids) {
          const p = window.__board!.unitScreenPosition(id)!;
          const hex = window.__board!.hexAt(p.x, p.y)!;
          at.set(hex, [...(at.get(hex) ?? []), id]);
        }
        return [...at.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
      });
      expect(stack[1].length).toBeGreaterThan(1);
      const p = (await page.evaluate((h) => window.__board!.hexScreenPosition(h), stack[0]))!;
      await page.mouse.move(p.x - 30, p.y - 30);
      await page.mouse.move(p.x, p.y, { steps: 4 });
      const viewer = page.locator(`[data-testid="stack-viewer"][data-hex="${stack[0]}"]`);
      await viewer.waitFor();
      const pieces = await viewer.getByTestId('stack-piece').evaluateAll((els) => els.map((e) => ({ unit: e.getAttribute('data-unit'), name: e.querySelector('.name')?.textContent?.trim() ?? '' })));
      expect(pieces.map((x) => x.unit).sort()).toEqual([...stack[1]].sort());
      for (const piece of pieces) {
        expect(piece.name.length).toBeGreaterThan(1);
        expect(piece.name).not.toBe(piece.unit);
      }
      // Clicked, the stack spreads out round its hex: the viewer goes and no longer covers its counters.
      await page.mouse.click(p.x, p.y);
      await viewer.waitFor({ state: 'detached' });
      await page.keyboard.press('Escape');

      // The side dock folds (the map takes its place) and unfolds; the page has not scrolled.
      await page.getByTestId('side-fold').click();
      expect(await page.getByTestId('side-dock').getAttribute('data-folded')).toBe('true');
      const wider = await page.evaluate(() => document.querySelector('[data-testid="board"]')!.getBoundingClientRect().width);
      expect(wider).toBeGreaterThan(m.board.width);
      await page.getByTestId('side-fold').click();
      await page.getByTestId('play-end').waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('the timeline in Italian', () => {
  it('at 1400×900 its "Go to" column holds its turn and phase boxes ("Combattimento dell\'Asse") without spilling over', async () => {
    const context = await suite.browser.newContext({ locale: 'it-IT', viewport: { width: 1400, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    const created = await callApi<{ id: string; units: { id: string; status: string }[] }>(page, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', title: 'Cronologia' });
    const { id, units } = created.value!;
    const keep = new Set(['de-21pz-5', 'axis-supply-1', 'gb-22gds']);
    for (const action of [
      { type: 'setMode', mode: 'free' },
      { type: 'eliminate', units: units.filter((u) => u.status === 'map' && !keep.has(u.id)).map((u) => u.id) },
      { type: 'setMode', mode: 'rules' },
      { type: 'endArrival' },
      { type: 'endMovement' },
    ])
      expect(await applyAction(page, id, action)).toMatchObject({ ok: true });
    await page.reload();
    await page.getByTestId('action-continue').click();
    await page.getByTestId('play-panel').waitFor();
    if ((await page.getByTestId('timeline').getAttribute('data-expanded')) !== 'true') await page.getByTestId('timeline-toggle').click();
    await page.getByTestId('timeline-phase').waitFor();
    const spill = await page.evaluate(() => {
      const col = document.querySelector('[data-testid="timeline-turn"]')!.closest('.col') as HTMLElement;
      const right = col.getBoundingClientRect().right;
      return {
        scroll: col.scrollWidth - col.clientWidth,
        boxes: [...col.querySelectorAll('select')].map((s) => Math.round(s.getBoundingClientRect().right - right)),
      };
    });
    expect(spill.scroll).toBeLessThanOrEqual(0);
    for (const over of spill.boxes) expect(over).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('choosing on the map', () => {
  it('switching to free mode asks first, and in rules mode the unit panel offers no free-mode moves', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1024, height: 700 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await newAfrikaKorpsGame(page, false);
    const unit = 'de-rommel';
    const at = (await unitPosition(page, unit))!;
    await page.mouse.click(at.x, at.y);
    await page.getByTestId('unit-panel').waitFor();
    expect(await page.getByTestId('free-actions').count()).toBe(0);
    expect(await page.getByTestId('eliminate').count()).toBe(0);

    await page.getByTestId('mode-switch').click();
    await page.getByTestId('mode-confirm').waitFor();
    await page.getByTestId('mode-confirm-no').click();
    expect(await page.getByTestId('mode').getAttribute('data-mode')).toBe('rules');
    await page.getByTestId('mode-switch').click();
    await page.getByTestId('mode-confirm-yes').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="mode"]')?.getAttribute('data-mode') === 'free');
    await page.locator('[data-testid="log-entry"]', { hasText: 'free mode' }).first().waitFor();
    await page.getByTestId('free-actions').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('moves a counter with the keyboard: N picks it, an arrow chooses the hex, Enter moves, Escape cancels', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1024, height: 700 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await newAfrikaKorpsGame(page, true);
    await page.getByTestId('board').focus();
    await page.keyboard.press('n');
    const panel = page.getByTestId('unit-panel');
    await panel.waitFor();
    const unit = (await panel.getAttribute('data-unit-id'))!;
    const from = await unitHex(page, unit);
    expect(from).toMatch(/^[A-Z]+\d+$/);

    // An arrow that leads somewhere on the map, then Escape: nothing moves.
    let target: string | null = null;
    for (const key of ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight']) {
      await page.keyboard.press(key);
      const banner = page.getByTestId('key-move');
      if ((await banner.count()) > 0) {
        target = await banner.getAttribute('data-hex');
        break;
      }
    }
    expect(target).not.toBeNull();
    expect(target).not.toBe(from);
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('key-move').count()).toBe(0);
    expect(await unitHex(page, unit)).toBe(from);

    // Again, and Enter: the counter is on the chosen hex, and the log says so.
    for (const key of ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight']) {
      await page.keyboard.press(key);
      if ((await page.getByTestId('key-move').count()) > 0) break;
    }
    const chosen = (await page.getByTestId('key-move').getAttribute('data-hex'))!;
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      ([id, hex]) => {
        const p = window.__board!.unitScreenPosition(id!);
        return !!p && window.__board!.hexAt(p.x, p.y) === hex;
      },
      [unit, chosen],
    );
    await page.getByTestId('log-entry').first().waitFor();

    // Zoomed and panned, then closed: the game reopens on the same part of the map.
    await page.getByTestId('zoom-in').click();
    await page.getByTestId('zoom-in').click();
    await page.getByTestId('board').focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(600);
    const before = (await page.evaluate((h) => window.__board!.hexScreenPosition(h), chosen))!;
    await page.getByTestId('nav-library').click();
    await page.getByTestId('action-continue').click();
    await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
    const after = (await page.evaluate((h) => window.__board!.hexScreenPosition(h), chosen))!;
    expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeLessThan(3);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets the player enter a counter’s unknown type from their own copy, shown as entered by them and kept', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await newAfrikaKorpsGame(page, true);
    const pickUntil = async (want: (unit: string) => Promise<boolean>): Promise<string> => {
      await page.getByTestId('board').focus();
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('n');
        const unit = (await page.getByTestId('unit-panel').getAttribute('data-unit-id'))!;
        if (await want(unit)) return unit;
      }
      throw new Error('no such counter');
    };
    const unit = await pickUntil(async () => (await page.getByTestId('unit-type').getAttribute('data-type')) === 'unknown');
    expect(await page.getByTestId('unit-type-entered').count()).toBe(0);
    await page.getByTestId('unit-type-enter').selectOption('armour');
    await page.locator('[data-testid="unit-type"][data-type="armour"][data-entered="true"]').waitFor();
    expect(await page.getByTestId('unit-type-entered').innerText()).toMatch(/entered by you/);

    // After a reload (back on the table) the type is still the player's.
    await page.reload();
    await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
    await pickUntil(async (u) => u === unit);
    await page.locator('[data-testid="unit-type"][data-type="armour"][data-entered="true"]').waitFor();
    await page.getByTestId('unit-type-enter').selectOption('');
    await page.locator('[data-testid="unit-type"][data-type="unknown"][data-entered="false"]').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('chooses a retreat by dragging the counter onto a highlighted hex', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1920, height: 1080 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await page.getByTestId('home').waitFor();
    // Physical dice, so the die of the battle is ours: Ariete at 4-1, die 4, DB2 — the Axis player retreats the defender (7.6).
    expect(await callApi(page, 'settings.update', { diceMode: 'physical' })).toMatchObject({ ok: true });
    const created = await callApi<{ id: string; units: { id: string; status: string }[] }>(page, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', title: 'Retreat' });
    const { id, units } = created.value!;
    const place: Record<string, string> = { 'it-ariete': 'P30', 'axis-supply-1': 'P29', 'gb-50inf-69': 'P31', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' };
    const apply = async (action: unknown, dice?: number[]) => {
      const open = await callApi<{ head: number }>(page, 'game.open', { id });
      return callApi(page, 'game.apply', { id, head: open.value!.head, action, ...(dice ? { dice } : {}) });
    };
    const steps: unknown[] = [
      { type: 'setMode', mode: 'free' },
      { type: 'eliminate', units: units.filter((u) => u.status === 'map' && !(u.id in place)).map((u) => u.id) },
      ...Object.entries(place).map(([unit, to]) => ({ type: 'move', units: [unit], to })),
      { type: 'setMode', mode: 'rules' },
      { type: 'endArrival' },
      { type: 'endMovement' },
    ];
    for (const action of steps) expect(await apply(action)).toMatchObject({ ok: true });
    expect(await apply({ type: 'attack', attackers: ['it-ariete'], defenders: ['gb-50inf-69'] }, [4])).toMatchObject({ ok: true });
    await page.reload();
    await page.getByTestId('action-continue').click();
    await page.waitForFunction(() => (window.__board?.drawnUnitIds().length ?? 0) > 0);
    await page.locator('[data-testid="play-pending"][data-kind="retreat"]').waitFor();

    const ends = await page.evaluate(() => window.__board!.highlightedHexes());
    expect(ends.length).toBeGreaterThan(0);
    // The hexes of the choice are named on the map, whatever the zoom.
    expect((await page.evaluate(() => window.__board!.labelledHexes())).sort()).toEqual([...ends].sort());
    const to = ends[0]!;
    // Zoom in so the hexes are large enough to aim at.
    for (let i = 0; i < 3; i++) await page.getByTestId('zoom-in').click();
    const from = (await unitPosition(page, 'gb-50inf-69'))!;
    const target = (await page.evaluate((h) => window.__board!.hexScreenPosition(h), to))!;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 12 });
    await page.mouse.up();
    await page.waitForFunction(() => !document.querySelector('[data-testid="play-pending"]'));
    expect(await unitHex(page, 'gb-50inf-69')).toBe(to);
    expect(await page.getByTestId('refusal').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('every panel of the table is reachable with Tab', () => {
  it('Tab alone reaches the toolbar, the map, its layer switches, what to do now, the rest of the dock and the timeline, each with a visible focus', async () => {
    const context = await suite.browser.newContext({ locale: 'en-GB', viewport: { width: 1024, height: 700 } });
    const { page, problems } = await openPage(context, suite.app.url);
    await newAfrikaKorpsGame(page, false);
    await page.getByTestId('play-end').waitFor();
    await page.locator('body').click({ position: { x: 2, y: 2 } });

    const regions = ['table-toolbar', 'board', 'map-layers', 'dock-now', 'dock-rest', 'timeline'];
    const reached = new Set<string>();
    const unringed: string[] = [];
    for (let i = 0; i < 200 && reached.size < regions.length; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate((ids) => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const region = ids.find((id) => el.closest(`[data-testid="${id}"]`));
        const style = getComputedStyle(el);
        const ringed = el.matches(':focus-visible') && (style.outlineStyle !== 'none' || style.boxShadow !== 'none');
        return { region: region ?? null, ringed, what: el.getAttribute('data-testid') ?? el.tagName };
      }, regions);
      if (!at?.region) continue;
      reached.add(at.region);
      if (!at.ringed) unringed.push(`${at.region}/${at.what}`);
    }
    expect([...reached].sort()).toEqual([...regions].sort());
    expect(unringed).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
