/** The API calls of the companion feature; channels.ts joins them to the core list. */
export const COMPANION_CHANNELS = [
  'companion.definition',
  'companion.session',
  'companion.calculate',
  'companion.tables',
  'companion.tableSet',
  'companion.tableRemove',
  'companion.tableExport',
  'companion.tableImport',
  'companion.completeness',
] as const;
