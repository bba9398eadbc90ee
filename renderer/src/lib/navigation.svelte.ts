/**
 * In-app navigation without a router. The current screen is state, not part of the address: a
 * reload (or a fresh start) always opens the library. Each move is pushed on the browser's history
 * with the screen in its state object, so Back and Forward work in web mode all the same.
 */
export const SCREENS = ['home', 'new-game', 'saved-games', 'rulebooks', 'settings'] as const;
export type Screen = (typeof SCREENS)[number];

const isScreen = (x: unknown): x is Screen => typeof x === 'string' && (SCREENS as readonly string[]).includes(x);

function screenOf(state: unknown): Screen {
  const s = (state as { screen?: unknown } | null)?.screen;
  return isScreen(s) ? s : 'home';
}

class Navigation {
  screen = $state<Screen>('home');
  /** True once the person has moved between screens: from then on a new screen takes the focus. */
  moved = $state(false);

  go(screen: Screen): void {
    if (screen === this.screen) return;
    history.pushState({ screen }, '');
    this.show(screen);
  }

  private show(screen: Screen): void {
    if (screen === this.screen) return;
    this.moved = true;
    this.screen = screen;
    window.scrollTo(0, 0);
  }

  /** Follows Back and Forward; returns the function that stops it. */
  listen(): () => void {
    history.replaceState({ screen: this.screen }, '');
    const onPop = (e: PopStateEvent) => this.show(screenOf(e.state));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }
}

export const nav = new Navigation();
