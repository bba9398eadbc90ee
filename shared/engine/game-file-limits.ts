/**
 * The one size limit of a game file, on its bytes as stored: the command line, the app's import
 * (renderer and main) and the transports all derive from it.
 */
export const GAME_FILE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * game.import carries the file's text as a JSON string. Escaping at most doubles a well-formed
 * game file (a quote or a line break becomes two bytes; JSON allows no other control characters),
 * so the call's arguments may be twice the file plus room for the envelope: a file within the
 * limit always gets through, and one past it is refused as file.tooLarge by the import itself.
 */
export const GAME_IMPORT_MAX_ARGS_BYTES = 2 * GAME_FILE_MAX_BYTES + 1024 * 1024;
