import type { GameId } from '../../../shared/games/ids';
import type { Rulebook, RefSectionView } from '../../../shared/api/contract-rulebook';
import type { Err } from '../../../shared/api/result';
import { api } from './api';
import { language } from './i18n.svelte';
import { nav } from './navigation.svelte';
import { citedSection, firstRule } from './rulebook-text';

/**
 * What the rulebook reader shows, shared by the full-screen Rulebooks screen and the rules panel
 * beside the board: the game and section open, the reading history (back and forward), the
 * language (IT, EN or side by side, remembered), and the references already fetched.
 */

export type ReadingLang = 'it' | 'en' | 'both';
export const READING_LANGS: readonly ReadingLang[] = ['it', 'en', 'both'];

interface Place {
  game: GameId;
  section: string | null;
}

/** A page of an imported PDF to show (a search hit's), with the words to highlight on it. */
export interface PdfFocus {
  importId: string;
  page: number;
  words: string[];
}

/** Zoom steps of the player's PDF page, 1 fitting the page to its column. */
export const PDF_ZOOMS: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4];
const ZOOM_STORE = 'ct.rulebook.pdfZoom';

function storedZoom(): number {
  try {
    const v = Number(localStorage.getItem(ZOOM_STORE));
    return PDF_ZOOMS.includes(v) ? v : 1;
  } catch {
    return 1;
  }
}

const LANG_STORE = 'ct.rulebook.lang';

function storedLang(): ReadingLang | null {
  try {
    const v = localStorage.getItem(LANG_STORE);
    return v === 'it' || v === 'en' || v === 'both' ? v : null;
  } catch {
    return null;
  }
}

class RulebookReader {
  game = $state<GameId | null>(null);
  section = $state<string | null>(null);
  back = $state<Place[]>([]);
  forward = $state<Place[]>([]);
  chosenLang = $state<ReadingLang | null>(storedLang());
  panelOpen = $state(false);
  books = $state<Partial<Record<GameId, Rulebook>>>({});
  failure = $state<Err | null>(null);
  /** Bumped on every jump, so views can bring the section into sight. */
  serial = $state(0);
  /** The PDF page a search hit opened (its words highlighted), until the next jump. */
  pdfFocus = $state<PdfFocus | null>(null);
  /** The zoom of the player's PDF pages (remembered). */
  pdfZoom = $state(storedZoom());
  /** Bumped when the player sets or clears a section's page, so every view asks again. */
  pagesChanged = $state(0);

  zoomBy(step: 1 | -1): void {
    const i = PDF_ZOOMS.indexOf(this.pdfZoom);
    const next = PDF_ZOOMS[Math.min(PDF_ZOOMS.length - 1, Math.max(0, (i < 0 ? PDF_ZOOMS.indexOf(1) : i) + step))]!;
    this.pdfZoom = next;
    try {
      localStorage.setItem(ZOOM_STORE, String(next));
    } catch {
      /* private mode: not remembered */
    }
  }

  /** The reading language: the person's choice, else the app's language. */
  get lang(): ReadingLang {
    return this.chosenLang ?? language();
  }

  setLang(l: ReadingLang): void {
    this.chosenLang = l;
    try {
      localStorage.setItem(LANG_STORE, l);
    } catch {
      /* private mode: not remembered */
    }
  }

  get book(): Rulebook | null {
    return this.game ? (this.books[this.game] ?? null) : null;
  }

  /** The open section of the open book (null: the book's first page). */
  get current(): RefSectionView | null {
    const b = this.book;
    if (!b || !this.section) return null;
    // A citation may name a paragraph the book groups under a section (11.3c, S7.19): open that section.
    const key = citedSection(this.section, new Set(b.sections.map((s) => s.key)));
    return b.sections.find((s) => s.key === key) ?? null;
  }

  async load(game: GameId): Promise<Rulebook | null> {
    const have = this.books[game];
    if (have) return have;
    const r = await api['rulebook.book']({ game });
    if (!r.ok) {
      this.failure = r;
      return null;
    }
    this.failure = null;
    this.books = { ...this.books, [game]: r.value };
    return r.value;
  }

  /**
   * Opens a section (or a book's first page with null), remembering where the reader was; `focus`
   * opens an imported PDF at a page with words highlighted (a search hit).
   */
  open(game: GameId, section: string | null, focus: PdfFocus | null = null): void {
    if (this.game && (this.game !== game || this.section !== section)) {
      this.back = [...this.back, { game: this.game, section: this.section }].slice(-100);
      this.forward = [];
    }
    this.show({ game, section }, focus);
  }

  private show(p: Place, focus: PdfFocus | null = null): void {
    this.game = p.game;
    this.section = p.section;
    this.pdfFocus = focus;
    this.serial++;
    void this.load(p.game);
  }

  goBack(): void {
    const p = this.back.at(-1);
    if (!p) return;
    if (this.game) this.forward = [{ game: this.game, section: this.section }, ...this.forward];
    this.back = this.back.slice(0, -1);
    this.show(p);
  }

  goForward(): void {
    const p = this.forward[0];
    if (!p) return;
    if (this.game) this.back = [...this.back, { game: this.game, section: this.section }];
    this.forward = this.forward.slice(1);
    this.show(p);
  }

  /** The previous and next sections in the rulebook's order. */
  neighbours(): { prev: RefSectionView | null; next: RefSectionView | null } {
    const b = this.book;
    if (!b) return { prev: null, next: null };
    const cur = this.current;
    const i = cur ? b.sections.indexOf(cur) : -1;
    return { prev: i > 0 ? b.sections[i - 1]! : null, next: i + 1 < b.sections.length ? b.sections[i + 1]! : null };
  }

  /** Closes the book: the list of games. */
  close(): void {
    if (this.game) {
      this.back = [...this.back, { game: this.game, section: this.section }].slice(-100);
      this.forward = [];
    }
    this.game = null;
    this.section = null;
  }
}

export const reader = new RulebookReader();

/**
 * Opens the section a rule citation names ("18.2", "7.4, 9.1") in the game's rulebook: in the
 * panel beside the board when a game is on the table (or beside the companion's log), on the
 * Rulebooks screen otherwise.
 */
export function openRule(game: GameId, rule: string): void {
  const section = firstRule(rule);
  reader.open(game, section);
  if (nav.screen === 'table' || nav.screen === 'companion') reader.panelOpen = true;
  else nav.go('rulebooks');
}
