/** The API calls of the rulebook feature; channels.ts joins them to the core list. */
export const RULEBOOK_CHANNELS = [
  'rulebook.books',
  'rulebook.book',
  'rulebook.search',
  'rulebook.imported',
  'rulebook.imports',
  'rulebook.importBegin',
  'rulebook.importChunk',
  'rulebook.importFinish',
  'rulebook.importRemove',
  'rulebook.pdfInfo',
  'rulebook.pdfChunk',
  'rulebook.setSectionPage',
  'rulebook.sectionPages',
] as const;
