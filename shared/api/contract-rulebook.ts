import { z } from 'zod';
import type { RULEBOOK_CHANNELS } from './channels-rulebook.js';
import { GAME_IDS } from '../games/ids.js';

type RulebookChannel = (typeof RULEBOOK_CHANNELS)[number];

const GameId = z.enum(GAME_IDS);
const Lang = z.enum(['it', 'en']);
const Bilingual = z.object({ it: z.string(), en: z.string() });
const UploadId = z.string().uuid();
const SectionArg = z.string().trim().min(1).max(24);
const TextLayer = z.enum(['full', 'partial', 'none']);

export const RefSectionSchema = z.object({
  id: z.string(),
  key: z.string(),
  part: z.number().int(),
  depth: z.number().int(),
  parent: z.string().nullable(),
  title: Bilingual,
  summary: Bilingual,
  /** Sections the summary cites (§N), each a section of this game. */
  refs: z.array(z.string()),
  /** present; missing (numbered or cited, text absent in the seed); grouped (one summary for several subsections). */
  status: z.enum(['present', 'missing', 'grouped']),
});

export const RulebookSchema = z.object({
  game: GameId,
  seed: z.string(),
  research: z.string(),
  parts: z.array(z.object({ prefix: z.string(), title: Bilingual })),
  /** What the seed translation lacks, in both languages. */
  gaps: z.array(Bilingual),
  sections: z.array(RefSectionSchema),
  glossary: z.array(z.object({ it: z.string(), en: z.string(), section: z.string() })),
});

export const ImportSummarySchema = z.object({
  id: z.string(),
  game: GameId,
  title: z.string(),
  fileName: z.string(),
  lang: Lang,
  chars: z.number().int(),
  createdAt: z.string(),
  sections: z.number().int(),
  matched: z.number().int(),
  referenceTotal: z.number().int(),
  /** What was imported: a text (.txt, .md) or a PDF rulebook. */
  format: z.enum(['text', 'pdf']).default('text'),
  /** A PDF's page count; null for a text. */
  pages: z.number().int().nullable(),
  /** How much of a PDF carries text: 'none' for a scan (pages set by hand); null for a text. */
  textLayer: TextLayer.nullable(),
});

export const SectionPageSchema = z.object({
  section: z.string(),
  page: z.number().int().min(1),
  /** 'found' by the import, or set by the 'player' (which wins). */
  source: z.enum(['found', 'player']),
});

export const PdfInfoSchema = z.object({
  importId: z.string(),
  game: GameId,
  lang: Lang,
  title: z.string(),
  fileName: z.string(),
  pages: z.number().int(),
  textLayer: TextLayer,
  sectionPages: z.array(SectionPageSchema),
});

export const PdfChunkSchema = z.object({
  /** base64 of one 1 MiB piece of the PDF. */
  data: z.string(),
  index: z.number().int(),
  chunks: z.number().int(),
  bytes: z.number().int(),
});

export const SectionPageHitSchema = z.object({
  importId: z.string(),
  lang: Lang,
  title: z.string(),
  page: z.number().int(),
  source: z.enum(['found', 'player']),
});

export const SearchHitSchema = z.object({
  kind: z.enum(['summary', 'glossary', 'import']),
  game: GameId,
  section: z.string(),
  lang: z.string(),
  title: z.string(),
  /** Matched words between U+0002 and U+0003. */
  snippet: z.string(),
  importId: z.string().nullable(),
  /** For an imported PDF: the page where the section (and the words) are; null otherwise. */
  page: z.number().int().nullable(),
});

export const SearchResultSchema = z.object({
  jumps: z.array(z.object({ game: GameId, section: z.string() })),
  hits: z.array(SearchHitSchema),
});

export const RulebookOverviewSchema = z.array(
  z.object({ game: GameId, sections: z.number().int(), missing: z.number().int(), grouped: z.number().int(), glossary: z.number().int(), gaps: z.number().int(), imports: z.number().int() }),
);

/** Schemas of the rulebook feature's API calls; contract.ts joins them to the core contract. */
export const rulebookContract = {
  /** Every game's reference at a glance, with the number of imported texts. */
  'rulebook.books': { args: z.object({}).strict(), result: RulebookOverviewSchema },
  /** One game's reference: sections with summaries in both languages, glossary, what the seed lacks. */
  'rulebook.book': { args: z.object({ game: GameId }).strict(), result: RulebookSchema },
  /** Full-text search (both languages, accents ignored, prefixes) across all games or one; a typed number jumps. */
  'rulebook.search': {
    args: z
      .object({ query: z.string().max(200), game: GameId.nullable(), lang: Lang.nullable().optional(), limit: z.number().int().min(1).max(100).optional() })
      .strict(),
    result: SearchResultSchema,
  },
  /** The imported texts of one section of a game. */
  'rulebook.imported': {
    args: z.object({ game: GameId, section: SectionArg }).strict(),
    result: z.array(z.object({ importId: z.string(), title: z.string(), section: z.string(), heading: z.string(), body: z.string() })),
  },
  'rulebook.imports': { args: z.object({ game: GameId.nullable() }).strict(), result: z.array(ImportSummarySchema) },
  /** Starts an import: the file's size in bytes; the text (or PDF) then comes in base64 chunks. */
  'rulebook.importBegin': {
    args: z
      .object({ game: GameId, fileName: z.string().trim().min(1).max(200), bytes: z.number().int().min(0), lang: Lang, format: z.enum(['text', 'pdf']).optional() })
      .strict(),
    result: z.object({ uploadId: z.string(), chunkBytes: z.number().int() }),
  },
  'rulebook.importChunk': {
    args: z.object({ uploadId: UploadId, index: z.number().int().min(0).max(10_000), data: z.string().max(120_000).regex(/^[A-Za-z0-9+/]*={0,2}$/) }).strict(),
    result: z.object({ received: z.number().int(), bytes: z.number().int() }),
  },
  /** Checks, splits by numbering, stores and indexes the text. */
  'rulebook.importFinish': { args: z.object({ uploadId: UploadId, title: z.string().trim().min(1).max(120) }).strict(), result: ImportSummarySchema },
  'rulebook.importRemove': { args: z.object({ id: z.string().uuid() }).strict(), result: z.object({ id: z.string() }) },
  /** An imported PDF: its pages, text layer and the page of each section (the player's win). */
  'rulebook.pdfInfo': { args: z.object({ importId: z.string().uuid() }).strict(), result: PdfInfoSchema },
  /** The PDF's bytes, 1 MiB at a time, for the renderer's pdf.js. */
  'rulebook.pdfChunk': { args: z.object({ importId: z.string().uuid(), index: z.number().int().min(0).max(1_000) }).strict(), result: PdfChunkSchema },
  /** The player sets (or, with null, clears) the page of a section; answers the PDF's section pages. */
  'rulebook.setSectionPage': {
    args: z.object({ importId: z.string().uuid(), section: SectionArg, page: z.number().int().min(1).max(100_000).nullable() }).strict(),
    result: z.array(SectionPageSchema),
  },
  /** Every imported PDF of a game holding the section (or its nearest parent), with the page. */
  'rulebook.sectionPages': { args: z.object({ game: GameId, section: SectionArg }).strict(), result: z.array(SectionPageHitSchema) },
} as const satisfies Record<RulebookChannel, { args: z.ZodType; result: z.ZodType; maxArgsBytes?: number }>;

export type Rulebook = z.infer<typeof RulebookSchema>;
export type RefSectionView = z.infer<typeof RefSectionSchema>;
export type SearchResultView = z.infer<typeof SearchResultSchema>;
export type SearchHitView = z.infer<typeof SearchHitSchema>;
export type ImportSummaryView = z.infer<typeof ImportSummarySchema>;
export type SectionPageView = z.infer<typeof SectionPageSchema>;
export type PdfInfoView = z.infer<typeof PdfInfoSchema>;
export type PdfChunkView = z.infer<typeof PdfChunkSchema>;
export type SectionPageHitView = z.infer<typeof SectionPageHitSchema>;
