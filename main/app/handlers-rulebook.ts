import { err, ok } from '../../shared/api/result.js';
import type { Handlers } from '../api/registry.js';
import type { FeatureDeps } from './feature-deps.js';
import { createRulebookService } from '../rulebook/service.js';
import { registerRulebookCapabilities } from '../rulebook/capabilities.js';
import type { GameReference } from '../rulebook/reference.js';
import { splitOffThread } from '../work/split.js';
import { pdfReaderOffThread } from '../work/pdf.js';
import type { Rulebook } from '../../shared/api/contract-rulebook.js';
import type { RULEBOOK_CHANNELS } from '../../shared/api/channels-rulebook.js';

type RulebookChannel = (typeof RULEBOOK_CHANNELS)[number];

const view = (r: GameReference): Rulebook => ({
  game: r.game,
  seed: r.seed,
  research: r.research,
  parts: r.parts.map((p) => ({ prefix: p.prefix, title: { ...p.title } })),
  gaps: r.gaps.map((g) => ({ ...g })),
  sections: r.sections.map((s) => ({ ...s, refs: [...s.refs] })),
  glossary: r.glossary.map((g) => ({ ...g })),
});

/** The rulebook feature's API calls; handlers.ts joins them to the core handlers. */
export function createRulebookHandlers(d: FeatureDeps): Pick<Handlers, RulebookChannel> {
  const rb = createRulebookService(d.db);
  registerRulebookCapabilities(d.capabilities, rb.references.values());
  d.departures?.on((client) => rb.imports.dropOwner(client.id));
  return {
    'rulebook.books': () => {
      const imports = rb.imports.list(null);
      return ok(
        [...rb.references.values()].map((r) => ({
          game: r.game,
          sections: r.sections.length,
          missing: r.sections.filter((s) => s.status === 'missing').length,
          grouped: r.sections.filter((s) => s.status === 'grouped').length,
          glossary: r.glossary.length,
          gaps: r.gaps.length,
          imports: imports.filter((i) => i.game === r.game).length,
        })),
      );
    },
    'rulebook.book': ({ game }) => {
      const r = rb.references.get(game);
      return r ? ok(view(r)) : err('game.unknown', { gameId: game });
    },
    'rulebook.search': ({ query, game, lang, limit }) => ok(rb.index.search(query, { game, lang: lang ?? null, ...(limit ? { limit } : {}) })),
    'rulebook.imported': ({ game, section }) => ok(rb.imports.section(game, section)),
    'rulebook.imports': ({ game }) => ok(rb.imports.list(game)),
    'rulebook.importBegin': ({ game, fileName, bytes, lang, format }, client) => rb.imports.begin(game, fileName, bytes, lang, client.id, format ?? 'text'),
    'rulebook.importChunk': ({ uploadId, index, data }) => rb.imports.chunk(uploadId, index, data),
    // Split (a text) or read (a PDF) in a worker thread: progress and Cancel by the upload's id.
    'rulebook.importFinish': ({ uploadId, title }, client) => {
      const key = { owner: client.id, id: uploadId };
      return rb.imports.formatOf(uploadId) === 'pdf'
        ? rb.imports.finishPdf(uploadId, title, pdfReaderOffThread(d.work, key))
        : rb.imports.finishSplitting(uploadId, title, splitOffThread(d.work, key));
    },
    'rulebook.importRemove': ({ id }) => rb.imports.remove(id),
    'rulebook.pdfInfo': ({ importId }) => rb.pdfs.info(importId),
    'rulebook.pdfChunk': ({ importId, index }) => rb.pdfs.chunk(importId, index),
    'rulebook.setSectionPage': ({ importId, section, page }) => rb.pdfs.setSectionPage(importId, section, page),
    'rulebook.sectionPages': ({ game, section }) => ok(rb.pdfs.sectionPages(game, section)),
  };
}
