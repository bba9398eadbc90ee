/**
 * Every error code main may return. Each one has a translation under `errors.<code>` in
 * locales/en and locales/it (a unit test enforces it), so the renderer never shows a raw code.
 */
export const ERROR_CODES = [
  // transport and contract
  'api.unknownChannel',
  'api.invalidArguments',
  'api.payloadTooLarge',
  'api.rateLimited',
  'api.malformedMessage',
  'api.forbiddenSender',
  'api.internal',
  'api.disconnected',
  'api.timeout',
  'api.tokenRequired',
  // long work in a worker thread (a game file's import, a rulebook's)
  'work.cancelled',
  'work.failed',
  'work.busy',
  // storage
  'db.tooNew',
  'db.unavailable',
  'app.readOnly',
  // games
  'game.unknown',
  'game.notFound',
  'game.unknownScenario',
  'game.modeUnavailable',
  'game.refused',
  'game.nothingToUndo',
  'game.nothingToRedo',
  'game.diceNeeded',
  'game.corruptLog',
  'game.inTrash',
  'game.badThumbnail',
  'game.seqOutOfRange',
  'game.noAdvice',
  'game.changed',
  'game.logBroken',
  // game files (play by email)
  'file.tooLarge',
  'file.malformed',
  'file.wrongFormat',
  'file.unsupportedVersion',
  'file.chainBroken',
  'file.illegalAction',
  'file.diceMismatch',
  'file.stateMismatch',
  'file.diverged',
  'file.seedChanged',
  'file.behind',
  // commit–reveal dice (main/engine/dice/, docs/dice-protocol.md)
  'dice.badCommitment',
  'dice.commitmentChanged',
  'dice.notJoined',
  'dice.chainExhausted',
  'dice.otherGame',
  'dice.malformedReveal',
  'dice.notPending',
  'dice.forgedReveal',
  'dice.outOfOrder',
  'dice.valuesMismatch',
  'dice.stillWaiting',
  // rulebooks (imported texts)
  'rulebook.binary',
  'rulebook.notUtf8',
  'rulebook.noSections',
  'rulebook.tooLarge',
  'rulebook.unknownUpload',
  'rulebook.badChunk',
  'rulebook.importNotFound',
  'rulebook.uploadsPending',
  'rulebook.uploadsBusy',
  'rulebook.pdfNotPdf',
  'rulebook.pdfEncrypted',
  'rulebook.pdfBroken',
  'rulebook.pdfTooLarge',
  'rulebook.pdfTooSlow',
  // the referee's companion and the tables players enter
  'companion.noDefinition',
  'companion.notCompanion',
  'companion.unknownCalculator',
  'companion.badInput',
  'companion.unknownTable',
  'companion.tableBuiltIn',
  'companion.tableShape',
  'companion.tableCells',
  'companion.tableNotEntered',
  'companion.fileTooLarge',
  'companion.fileMalformed',
  'companion.fileWrongFormat',
  'companion.fileUnsupportedVersion',
  'companion.fileOtherTable',
  // games imported as data (shared/games/imported.ts)
  'imported.badDefinition',
  'imported.tooLarge',
  'imported.imageMissing',
  'imported.imageUnreadable',
  'imported.boardSize',
  'imported.exists',
  'imported.notFound',
  'imported.badName',
  'imported.inUse',
  'imported.unknownUpload',
  'imported.badChunk',
  // a VASSAL module imported (main/vassal/to-game/): `reason` is the reader's or the library's code
  'vassal.importFailed',
  'vassal.notModuleGame',
  // VASL boards and line of sight (shared/api/contract-vasl.ts)
  'vasl.noTerrain',
  'vasl.unknownHex',
  // seats: who plays each side (shared/api/contract-seats.ts)
  'seats.noComputer',
  'seats.unknownSide',
  'seats.notComputersTurn',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(x: unknown): x is ErrorCode {
  return typeof x === 'string' && (ERROR_CODES as readonly string[]).includes(x);
}

/** Things main wants the person to know at start-up (for example, a database moved aside). */
export const NOTICE_CODES = ['db.recoveredCorrupt'] as const;
export type NoticeCode = (typeof NOTICE_CODES)[number];
