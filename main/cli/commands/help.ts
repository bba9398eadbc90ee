import { done, type CliResult } from '../output.js';

/** Usage of each command: the first line is the synopsis. */
export const COMMAND_HELP: Record<string, string> = {
  create: `create --game GAME [--scenario ID] [--mode free|rules] --out FILE [--seed HEX32] [--dice app|physical] [--title T] [--force]
  Writes a new game file with the scenario set up, in the mode asked for (default: the game's first,
  rules where it has them; a free table otherwise). The seed (32 hex digits, 128 bits) fixes every
  die the app will roll; without --seed a random one is drawn. --dice physical: players type the
  dice they roll at the table (apply --dice). Refuses to replace an existing file unless --force.`,
  legal: `legal FILE [--side S] [--unit ID]
  JSON: the kinds of action offered now (from the rules module's prompt), each with its JSON schema,
  an example and, in free play, the valid targets. --unit ID: the unit and the hexes it may move to.`,
  apply: `apply FILE ACTION_JSON | apply FILE - | apply FILE --action-file A.json   [--dice 3,5] [--json]
  Verifies the file, applies the action through the rules engine and, if it is accepted, rewrites
  the file atomically with the action appended. A refusal prints its reason code, parameters and
  rule, exits 1 and leaves the file untouched. '-' reads the action from standard input.`,
  state: `state FILE [--json]
  The units (hex, turn track, pool, eliminated), the turn, phase, dice policy and number of actions.`,
  verify: `verify FILE [--json]
  Replays the whole file: hash chain, legality of every action, dice, state hashes. Exit 0 if it holds.`,
  fuzz: `fuzz [--game GAME] [--scenario ID] [--mode free|rules] [--games N] [--actions M] [--seed S] [--dice app|physical|mixed] [--json]
  Plays N random games of M actions (default 5 x 500), checking invariants after every action and
  replaying every game from its file at the end. Deterministic for a given --seed (any text).`,
  'vasl-map': `vasl-map DIR --boards y,z [--rows N] [--reversed z] [--los yY5,yY9] [--month 1-12] [--json]
  The VASL board archives of a folder assembled as VASL's board picker does (in a row, or in N rows;
  --reversed boards turned 180°), each hex with the terrain and level read from its archive's colour
  table. --los: the ASL Starter Kit line of sight between two hexes, with its reasons and rules
  (orchards and grain in season by --month, default 7). Advice only.`,
  'module-info': `module-info FILE.vmod [--json]
  What a VASSAL module holds, as Campaign Table reads it: name, version, maps, boards (image, size,
  grid and numbering), piece slots, prototypes, set-ups, dice buttons, the module's own classes
  (never run) and warnings. A refused file (zip bomb, unsafe names, XML entities...) is one line.`,
  'ai-match': `ai-match [--axis SEAT] [--allied SEAT] [--games N] [--seed S] [--both-sides] [--max-actions M] [--trace] [--json]
  Afrika Korps games from March 1941 between seats: quick, normal, strong (the computer) or random
  (the fuzzer's player); default normal against normal, 4 games. --both-sides swaps the seats every
  other game. Reports each game's winner, victory kind, turn reached and factors lost, the wins of
  each seat and the computer's median time per player turn; --trace adds each player turn's
  start: victory hexes held, factors and supply units on the map, factors lost. Exit 1 if a game stalls.`,
  'vsav-pieces': `vsav-pieces FILE.vsav --module FILE.vmod [--json]
  Every piece of a VASSAL saved game or log: name, map, board, x,y, printed hex name (c<col>r<row>
  where the board has no numbering), its stack (id#position from the bottom) and its layers.`,
  'vsav-import': `vsav-import FILE.vsav --module FILE.vmod --out GAME.ctgame [--data DIR] [--force]
  The module becomes a game in the data folder (--data, else $CAMPAIGN_TABLE_DATA) with the save's
  position as its scenario 'save'; GAME.ctgame opens on it, counters turned over as in the save.`,
  'vsav-export': `vsav-export GAME.ctgame --out FILE.vsav [--data DIR] [--force]
  A game played on a VASSAL module, written as a save VASSAL opens: every counter on its hex, stacks
  bottom to top, flips and steps in the traits they came from.`,
  help: `help [COMMAND]
  This text, or one command's.`,
};

export const USAGE = `Campaign Table command line: game files for players, referees of play-by-email games, and tests.

Usage: npm run cli -- <command> [arguments]

Commands:
${Object.values(COMMAND_HELP)
  .map((h) => `  ${h.split('\n')[0]}`)
  .join('\n')}

Actions are JSON, e.g. '{"type":"move","units":["de-rommel"],"to":"W7"}'; see docs/cli.md.
Exit codes: 0 done, 1 refused or invalid (action, file), 2 wrong command line.
Every error is one line on stderr starting with a code (file.diceMismatch, cli.usage, ...).
Run "npm run cli -- help <command>" for one command.
`;

export function commandHelp(command: string): string {
  const text = COMMAND_HELP[command];
  return text ? `Usage: npm run cli -- ${text}\n` : USAGE;
}

export function helpCommand(args: readonly string[]): CliResult {
  const topic = args.find((a) => !a.startsWith('-'));
  return done(topic && COMMAND_HELP[topic] ? commandHelp(topic) : USAGE);
}
