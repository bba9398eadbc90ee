/**
 * The outside addresses the app itself links to. The desktop shell hands a link to the person's
 * browser (shell.openExternal) only when it is one of these; every other address is refused.
 *
 * An entry is an https URL: it allows that very address or, when its path ends with "/", the
 * addresses below it on the same origin. The interface links to no outside address today, so the
 * list is empty; a new link in the interface gets its entry here.
 */
export const EXTERNAL_LINKS: readonly string[] = [];

export function isAllowedExternalUrl(url: string, allowed: readonly string[] = EXTERNAL_LINKS): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol !== 'https:' || u.username || u.password) return false;
  return allowed.some((entry) => {
    const a = new URL(entry);
    if (a.origin !== u.origin) return false;
    // URL parsing has already resolved any "..", so a prefix test on the path is sound.
    return a.pathname.endsWith('/') ? u.pathname.startsWith(a.pathname) : u.pathname === a.pathname && u.search === a.search;
  });
}
