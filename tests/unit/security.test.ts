import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, CONTENT_SECURITY_POLICY, isAllowedOrigin, isTrustedSender, originOf, secureWebPreferences } from '../../main/security/policy';
import { resolveStaticPath } from '../../main/security/static-path';

describe('navigation and sender policy', () => {
  const allowed = [APP_ORIGIN, 'http://localhost:5173'];

  it('allows only the exact app origins', () => {
    expect(isAllowedOrigin('app://campaign-table/index.html', allowed)).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173/src/main.ts', allowed)).toBe(true);
    for (const url of [
      'app://campaign-table.evil.com/',
      'app://evil/campaign-table',
      'https://campaign-table/',
      'http://localhost:5174/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      '',
    ]) expect(isAllowedOrigin(url, allowed), url).toBe(false);
    expect(originOf('app://campaign-table/x?y')).toBe('app://campaign-table');
  });

  it('trusts only the top frame of the app', () => {
    expect(isTrustedSender({ url: 'app://campaign-table/index.html', isMainFrame: true }, allowed)).toBe(true);
    expect(isTrustedSender({ url: 'app://campaign-table/index.html', isMainFrame: false }, allowed)).toBe(false);
    expect(isTrustedSender({ url: 'https://example.com/', isMainFrame: true }, allowed)).toBe(false);
    expect(isTrustedSender(null, allowed)).toBe(false);
  });

  it('asks for every protection of the Electron checklist', () => {
    expect(secureWebPreferences('/p.cjs')).toMatchObject({
      preload: '/p.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
    });
  });

  it('has a strict CSP with no inline script or eval', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-(inline|eval)/);
  });
});

describe('resolveStaticPath', () => {
  const root = path.resolve('/srv/app');
  it('maps paths inside the root', () => {
    expect(resolveStaticPath(root, '/')).toBe(path.join(root, 'index.html'));
    expect(resolveStaticPath(root, '/assets/a.js')).toBe(path.join(root, 'assets/a.js'));
    expect(resolveStaticPath(root, '/settings')).toBe(path.join(root, 'index.html'));
    expect(resolveStaticPath(root, '/assets/a%20b.css?v=1')).toBe(path.join(root, 'assets/a b.css'));
  });
  it('refuses every escape', () => {
    for (const p of ['/../etc/passwd', '/assets/../../x.js', '/%2e%2e/%2e%2e/etc/passwd.txt', '/..%2fsecret.txt', '/a%00.js', '/a%5c..%5cb.js', '/%E0%A4%A']) {
      const r = resolveStaticPath(root, p);
      expect(r === null || r.startsWith(root + path.sep), p).toBe(true);
      if (p.includes('..')) expect(r, p).toBeNull();
    }
  });
});

describe('outside links and the development server', () => {
  it('opens only the outside addresses the app links to', async () => {
    const { EXTERNAL_LINKS, isAllowedExternalUrl } = await import('../../main/security/external-links');
    for (const link of EXTERNAL_LINKS) expect(isAllowedExternalUrl(link), link).toBe(true);
    for (const url of ['https://example.com/', 'https://evil.example/x', 'http://localhost/', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url']) {
      expect(isAllowedExternalUrl(url), url).toBe(false);
    }
    const list = ['https://www.example.org/grids/', 'https://docs.example.net/page?id=1'];
    expect(isAllowedExternalUrl('https://www.example.org/grids/hexagons/', list)).toBe(true);
    expect(isAllowedExternalUrl('https://docs.example.net/page?id=1', list)).toBe(true);
    for (const url of [
      'https://www.example.org/other/',
      'https://www.example.org/grids/../admin',
      'https://www.example.org.evil.com/grids/',
      'https://user:pw@www.example.org/grids/',
      'http://www.example.org/grids/',
      'https://docs.example.net/page?id=2',
      'https://docs.example.net/page/more',
    ]) {
      expect(isAllowedExternalUrl(url, list), url).toBe(false);
    }
  });

  it('accepts ELECTRON_RENDERER_URL only as http on a loopback host, warning otherwise', async () => {
    const { devRendererUrl } = await import('../../main/electron/dev-url');
    const warnings: string[] = [];
    const warn = (m: string) => void warnings.push(m);
    for (const good of ['http://localhost:5173/', 'http://127.0.0.1:5173', 'http://[::1]:5173/']) {
      expect(devRendererUrl(good, warn), good).toBe(new URL(good).href);
    }
    expect(warnings).toEqual([]);
    expect(devRendererUrl(undefined, warn)).toBeUndefined();
    const bad = ['https://localhost:5173/', 'http://evil.example:5173/', 'http://192.168.1.4:5173/', 'http://localhost.evil.example/', 'http://user@localhost:5173/', 'file:///tmp/index.html', 'nonsense'];
    for (const url of bad) expect(devRendererUrl(url, warn), url).toBeUndefined();
    expect(warnings).toHaveLength(bad.length);
  });
});
