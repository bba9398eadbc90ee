import { err, ok } from '../../shared/api/result.js';
import type { Handlers } from '../api/registry.js';
import type { FeatureDeps } from './feature-deps.js';
import { createRulebookService } from '../rulebook/service.js';
import { registerRulebookCapabilities } from '../rulebook/capabilities.js';
import type { GameReference } from '../rulebook/reference.js';
import { splitOffThread } from '../work/split.js';
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
    // PDF imports: the real handlers follow on this branch; until then a PDF is refused.
    'rulebook.importBegin': ({ game, fileName, bytes, lang, format }, client) =>
      format === 'pdf' ? err('work.failed') : rb.imports.begin(game, fileName, bytes, lang, client.id),
    'rulebook.importChunk': ({ uploadId, index, data }) => rb.imports.chunk(uploadId, index, data),
    'rulebook.importFinish': ({ uploadId, title }, client) => rb.imports.finishSplitting(uploadId, title, splitOffThread(d.work, { owner: client.id, id: uploadId })),
    'rulebook.importRemove': ({ id }) => rb.imports.remove(id),
    'rulebook.pdfInfo': ({ importId }) => err('rulebook.importNotFound', { id: importId }),
    'rulebook.pdfChunk': ({ importId }) => err('rulebook.importNotFound', { id: importId }),
    'rulebook.setSectionPage': ({ importId }) => err('rulebook.importNotFound', { id: importId }),
    'rulebook.sectionPages': () => ok([]),
  };
}
