/**
 * The rulebooks and charts a module carries (issue 19): every PDF in the zip, and the chart images
 * — under a folder named "charts" or "rules" (any depth), or named by the module's chart windows
 * (`widget.Chart fileName`) or help menu (`documentation.BrowserPDFFile pdfFile`, `HelpFile` and
 * `BrowserHelpFile` attributes naming an entry). Names and titles only: nothing is inflated here.
 */
import type { XmlElement } from '../xml/parse.js';
import type { Archive } from '../zip/archive.js';
import { local } from './read-grid.js';

export interface CarriedDoc {
  /** The zip entry. */
  entry: string;
  /** The title the module gives it (its help menu item or chart name), else the file's name. */
  title: string;
  bytes: number;
}

export interface CarriedDocs {
  rulebooks: CarriedDoc[];
  charts: CarriedDoc[];
}

/** At most this many of each are listed (a module with more is not a rulebook's carrier). */
export const MAX_CARRIED = 40;

const PDF = /\.pdf$/i;
const CHART_IMAGE = /\.(png|jpe?g|gif)$/i;
const CHART_FOLDER = /(^|\/)(charts?|rules)\//i;
const DOC_TAGS = new Set(['BrowserPDFFile', 'HelpFile', 'BrowserHelpFile']);

const baseName = (entry: string): string => entry.slice(entry.lastIndexOf('/') + 1);
const plainTitle = (entry: string): string => baseName(entry).replace(/\.[A-Za-z0-9]+$/, '').replace(/[_]+/g, ' ').trim() || baseName(entry);

function walk(e: XmlElement, visit: (e: XmlElement) => void, depth = 0): void {
  if (depth > 200) return;
  visit(e);
  for (const c of e.children) walk(c, visit, depth + 1);
}

/** The entry a buildFile attribute names: as written, or under images/ (where VASSAL keeps a chart's picture). */
function resolveNamed(archive: Pick<Archive, 'resolve'>, value: string, images: boolean): string | null {
  const v = value.trim();
  if (!v || v.length > 500 || /^[a-z]+:/i.test(v)) return null;
  return archive.resolve(v) ?? (images ? archive.resolve(`images/${v}`) : null);
}

export function findCarried(archive: Pick<Archive, 'names' | 'resolve' | 'info'>, root: XmlElement | null): CarriedDocs {
  const titles = new Map<string, string>();
  const named = new Set<string>();
  if (root) {
    walk(root, (e) => {
      const tag = local(e.tag);
      if (tag === 'Chart') {
        const entry = e.attrs.fileName ? resolveNamed(archive, e.attrs.fileName, true) : null;
        if (entry && CHART_IMAGE.test(entry)) {
          named.add(entry);
          if (e.attrs.chartName?.trim() && !titles.has(entry)) titles.set(entry, e.attrs.chartName.trim().slice(0, 200));
        }
      } else if (DOC_TAGS.has(tag)) {
        for (const [key, value] of Object.entries(e.attrs)) {
          if (key === 'title' || key === 'description') continue;
          const entry = resolveNamed(archive, value, true);
          if (!entry || !(PDF.test(entry) || CHART_IMAGE.test(entry))) continue;
          named.add(entry);
          if (e.attrs.title?.trim() && !titles.has(entry)) titles.set(entry, e.attrs.title.trim().slice(0, 200));
        }
      }
    });
  }
  const doc = (entry: string): CarriedDoc => ({ entry, title: titles.get(entry) ?? plainTitle(entry), bytes: archive.info(entry)?.size ?? 0 });
  const names = archive.names();
  const rulebooks = names.filter((n) => PDF.test(n)).map(doc);
  const charts = names.filter((n) => CHART_IMAGE.test(n) && (CHART_FOLDER.test(n) || named.has(n))).map(doc);
  const order = (a: CarriedDoc, b: CarriedDoc): number => Number(named.has(b.entry)) - Number(named.has(a.entry)) || a.entry.localeCompare(b.entry, 'en', { numeric: true });
  return { rulebooks: rulebooks.sort(order).slice(0, MAX_CARRIED), charts: charts.sort(order).slice(0, MAX_CARRIED) };
}
