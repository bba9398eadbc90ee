/**
 * In-app navigation without a router. The current screen is state, not part of the address. Each
 * move is pushed on the browser's history with the screen in its state object (and, for the table,
 * the saved game's id), so Back and Forward work in web mode all the same, and a reload returns to
 * the screen the player was on (the history entry outlives the page); a fresh start opens the library.
 */
export const SCREENS = ['home', 'new-game', 'saved-games', 'rulebooks', 'settings', 'table', 'companion', 'completeness'] as const;
export type Screen = (typeof SCREENS)[number];

const isScreen = (x: unknown): x is Screen => typeof x === 'string' && (SCREENS as readonly string[]).includes(x);

interface Place {
  screen: Screen;
  /** The saved game on the table (screens 'table' and 'companion'), or the game whose completeness page is shown. */
  game: string | null;
}

function placeOf(state: unknown): Place {
  const s = state as { screen?: unknown; game?: unknown } | null;
  const screen = isScreen(s?.screen) ? s.screen : 'home';
  const game = typeof s?.game === 'string' ? s.game : null;
  // The table needs a game; without one it is the library.
  return screen === 'table' || screen === 'companion' || screen === 'completeness' ? (game ? { screen, game } : { screen: 'home', game: null }) : { screen, game: null };
}

class Navigation {
  screen = $state<Screen>('home');
  /** The saved game open on the table, when the screen is 'table'. */
  game = $state<string | null>(null);
  /** True once the person has moved between screens: from then on a new screen takes the focus. */
  moved = $state(false);

  go(screen: Screen): void {
    if (screen === this.screen || screen === 'table' || screen === 'companion' || screen === 'completeness') return;
    history.pushState({ screen }, '');
    this.show({ screen, game: null });
  }

  /** Opens a saved game on the table. */
  openGame(id: string): void {
    if (this.screen === 'table' && this.game === id) return;
    history.pushState({ screen: 'table', game: id }, '');
    this.show({ screen: 'table', game: id });
  }

  /** Opens a referee's companion session (a saved game whose scenario is 'companion'). */
  openCompanion(id: string, replace = false): void {
    if (this.screen === 'companion' && this.game === id) return;
    if (replace) history.replaceState({ screen: 'companion', game: id }, '');
    else history.pushState({ screen: 'companion', game: id }, '');
    this.show({ screen: 'companion', game: id });
  }

  /** Opens what the app knows of a game (its completeness page); `game` then holds the game's id. */
  openCompleteness(gameId: string): void {
    if (this.screen === 'completeness' && this.game === gameId) return;
    history.pushState({ screen: 'completeness', game: gameId }, '');
    this.show({ screen: 'completeness', game: gameId });
  }

  private show(place: Place): void {
    if (place.screen === this.screen && place.game === this.game) return;
    this.moved = true;
    this.screen = place.screen;
    this.game = place.game;
    window.scrollTo(0, 0);
  }

  /** Returns to the screen of a reloaded page, then follows Back and Forward; returns the function that stops it. */
  listen(): () => void {
    const reloaded = placeOf(history.state);
    if (reloaded.screen !== this.screen || reloaded.game !== this.game) {
      this.screen = reloaded.screen;
      this.game = reloaded.game;
    }
    history.replaceState({ screen: this.screen, game: this.game }, '');
    const onPop = (e: PopStateEvent) => this.show(placeOf(e.state));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }
}

export const nav = new Navigation();
