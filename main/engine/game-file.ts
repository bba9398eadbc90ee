import { createHash } from 'node:crypto';
import { z } from 'zod';
import { err, ok, type Result } from '../../shared/api/result.js';
import { DiceRollSchema, type Message } from '../../shared/engine/view.js';
import { GameKeySchema } from '../../shared/games/ids.js';
import type { AnyGameModule, BaseState } from './module.js';
import type { ModuleRegistry } from '../games/registry.js';
import { canonicalJson, hashState } from './canonical.js';
import { seedRng } from './rng.js';
import { step, type DicePolicy, type StepInput } from './core.js';
import { textNestsDeeperThan } from './json-depth.js';
import { GAME_FILE_MAX_BYTES } from '../../shared/engine/game-file-limits.js';
import { PLAY_MODES, type PlayMode } from '../../shared/games/capabilities.js';
import { legacySetup, modesOf, startModeOf } from './modes.js';
import { tableFromCommitments, verifyLoggedDice } from './dice/log-dice.js';
import type { DiceTable } from './dice/protocol.js';

/**
 * The game file: one game as a single JSON document, for play by email and for archiving
 * (documented in docs/game-file-format.md). It holds the set-up (game, scenario, seed, dice
 * policy), every action with the dice it drew and the hash of the state it produced, and a hash
 * chain over all of it. Reading a file replays it through the rules engine: a file whose history,
 * dice or states do not hold is refused, naming the first action that fails.
 */

export const GAME_FILE_FORMAT = 'campaign-table-game';
/**
 * 3: the header may hold a commit–reveal game's two commitments (`dice`) and the policy
 * 'commit-reveal'; a version 1 or 2 file has neither and keeps the seed mode ('app') or physical dice.
 * 2: the header names the mode the game was set up in (`mode`); version 1 wrote a free table as the scenario '<id>:free'.
 */
export const GAME_FILE_VERSION = 3;
/** The versions this app reads. */
const READABLE_VERSIONS: readonly unknown[] = [1, 2, 3];
export { GAME_FILE_MAX_BYTES } from '../../shared/engine/game-file-limits.js';
export const GAME_FILE_EXTENSION = '.ctgame';

const HeaderSchema = z
  .object({
    uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    /** One of the five games, or `imported:<slug>` (files written before imported games name one of the five). */
    gameId: GameKeySchema,
    moduleVersion: z.number().int().min(1),
    scenario: z.string().min(1).max(64),
    /** The mode the game was set up in (version 2; absent in version 1, where the scenario id carried it). */
    mode: z.enum(PLAY_MODES).optional(),
    title: z.string().max(120),
    dicePolicy: z.enum(['app', 'physical', 'commit-reveal']),
    /** commit-reveal only (version 3): each seat's commitment, `b` null until the opponent joined (docs/dice-protocol.md). */
    dice: z.object({ a: z.string().regex(/^[0-9a-f]{64}$/), b: z.string().regex(/^[0-9a-f]{64}$/).nullable() }).strict().optional(),
    seed: z.string().regex(/^[0-9a-f]{32}$/),
    createdAt: z.string().max(40),
  })
  .strict();

const FileActionSchema = z
  .object({
    seq: z.number().int().min(1),
    at: z.string().max(40),
    action: z.unknown(),
    dice: z.array(DiceRollSchema).max(20),
    stateHash: z.string().regex(/^[0-9a-f]{64}$/),
    chain: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();

const Hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * commit-reveal only: the action that waits for its roll's reveals, after the last logged action,
 * with the reveals released so far (the sender's own). Not covered by the hash chain: every reveal
 * is checked against the commitments, and the action is proposed again by the copy that reads it.
 */
const FilePendingSchema = z
  .object({
    seq: z.number().int().min(1),
    at: z.string().max(40),
    action: z.unknown(),
    roll: z.object({ k: z.number().int().min(1).max(4096), count: z.number().int().min(1).max(20), sides: z.number().int().min(2).max(100) }).strict(),
    reveals: z.object({ a: Hex64.optional(), b: Hex64.optional() }).strict(),
  })
  .strict();

const FileSchema = z
  .object({
    format: z.literal(GAME_FILE_FORMAT),
    version: z.number().int(),
    game: HeaderSchema,
    actions: z.array(FileActionSchema).max(200_000),
    pending: FilePendingSchema.optional(),
  })
  .strict();

export type GameFileHeader = z.infer<typeof HeaderSchema>;
export type GameFileAction = z.infer<typeof FileActionSchema>;
export type GameFilePending = z.infer<typeof FilePendingSchema>;

/** One logged action as the engine keeps it. */
export interface LoggedAction {
  seq: number;
  at: string;
  action: unknown;
  dice: z.infer<typeof DiceRollSchema>[];
  hash: string;
}

export interface VerifiedGame {
  header: GameFileHeader;
  /** The scenario and the mode it was set up in, as two fields whatever the file's version. */
  setup: { scenario: string; mode: PlayMode };
  module: AnyGameModule;
  /** The actions with the log messages the replay produced, and the turn and phase after each. */
  actions: (LoggedAction & { messages: Message[]; turn: number; phase: string; mode: PlayMode; modeBefore: PlayMode })[];
  state: BaseState;
  /** The mode the game was created in (its set-up): a game created in free mode never had rules to leave. */
  startMode: PlayMode;
  /** The chain value after the last action (or of the header alone). */
  chain: string;
  /** commit-reveal: the dice table after every logged roll was verified, and the file's waiting action (unverified: its reader proposes it again). */
  table?: DiceTable | null;
  pending?: GameFilePending | null;
}

/** Rules mode (the engine enforces the rules) or free mode (the plain table: the rules only advise). */
export type { PlayMode };

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The chain starts from the header, then folds in every action, its dice and its state hash. */
export const chainStart = (h: GameFileHeader): string => sha256(`${GAME_FILE_FORMAT}\n${canonicalJson(h)}`);
export const chainNext = (prev: string, a: Pick<LoggedAction, 'seq' | 'action' | 'dice' | 'hash'>): string =>
  sha256(`${prev}\n${canonicalJson({ seq: a.seq, action: a.action, dice: a.dice, stateHash: a.hash })}`);

/** Writes a game as file text (pretty enough to read, stable enough to diff). */
export function writeGameFile(header: GameFileHeader, actions: readonly LoggedAction[], pending?: GameFilePending): string {
  let chain = chainStart(header);
  const out: GameFileAction[] = actions.map((a) => {
    chain = chainNext(chain, a);
    return { seq: a.seq, at: a.at, action: a.action, dice: a.dice, stateHash: a.hash, chain };
  });
  return `${JSON.stringify({ format: GAME_FILE_FORMAT, version: GAME_FILE_VERSION, game: header, actions: out, ...(pending ? { pending } : {}) }, null, 1)}\n`;
}

/** A safe file name for a game title. */
export function gameFileName(title: string, createdAt: string): string {
  const base = title.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-').slice(0, 60) || 'game';
  return `${base}-${createdAt.slice(0, 10)}${GAME_FILE_EXTENSION}`;
}

/**
 * Parses and verifies a game file completely: format, version, hash chain, then a replay of every
 * action through the rules engine with its dice, comparing each state hash. Nothing is trusted.
 */
export function readGameFile(text: string, modules: ModuleRegistry): Result<VerifiedGame> {
  if (Buffer.byteLength(text, 'utf8') > GAME_FILE_MAX_BYTES) return err('file.tooLarge', { limit: GAME_FILE_MAX_BYTES });
  // A byte-order mark some editors and mail clients add is not part of the JSON.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Checked on the text, before anything recursive meets a document thousands of levels deep.
  if (textNestsDeeperThan(text)) return err('file.malformed', { detail: 'nested too deeply' });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err('file.malformed', { detail: 'not JSON' });
  }
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== GAME_FILE_FORMAT) {
    return err('file.wrongFormat');
  }
  const version = (json as { version?: unknown }).version;
  if (!READABLE_VERSIONS.includes(version)) return err('file.unsupportedVersion', { version: String(version), supported: GAME_FILE_VERSION });
  const parsed = FileSchema.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    return err('file.malformed', { detail: `${i.path.join('.')}: ${i.code}` });
  }
  const { game: header, actions, pending } = parsed.data;
  if (pending && (header.dicePolicy !== 'commit-reveal' || pending.seq !== actions.length + 1)) return err('file.malformed', { detail: 'pending' });
  if ((version !== 3 && (header.dicePolicy === 'commit-reveal' || header.dice)) || (header.dicePolicy === 'commit-reveal') !== !!header.dice) {
    return err('file.malformed', { detail: 'game.dice' });
  }
  const asked = legacySetup(header.scenario, header.mode ?? null);
  const module = modules.get(header.gameId, asked.scenario);
  if (!module) return err('game.unknown', { gameId: header.gameId });
  // A log replays only under the rules version it was played with.
  if (header.moduleVersion !== module.version) {
    return err('file.unsupportedVersion', { version: `${header.gameId} ${header.moduleVersion}`, supported: module.version });
  }

  // 1. The chain: any change to the header, an action, its dice or a state hash breaks it.
  let chain = chainStart(header);
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    if (a.seq !== i + 1) return err('file.chainBroken', { seq: a.seq });
    chain = chainNext(chain, { seq: a.seq, action: a.action, dice: a.dice, hash: a.stateHash });
    if (chain !== a.chain) return err('file.chainBroken', { seq: a.seq });
  }

  // 2. The replay: each action must be legal, draw the logged dice and reach the logged state.
  if (asked.mode && !modesOf(module).includes(asked.mode)) return err('game.modeUnavailable', { gameId: header.gameId, mode: asked.mode });
  const setup = { scenario: asked.scenario, mode: startModeOf(module, asked.mode) };
  let state = module.setup(setup.scenario, seedRng(header.seed), setup.mode) as BaseState | null;
  if (!state) return err('game.unknownScenario', { scenario: setup.scenario });
  const replayed: VerifiedGame['actions'] = [];
  // Only the turn, phase and mode are recorded: a module that can say them cheaply is spared its whole view.
  const where = (s: BaseState) => module.where?.(s) ?? module.view(s, null);
  const startMode = where(state).mode;
  let modeBefore = startMode;
  // A commit–reveal game's dice are checked against both commitments, roll by roll, before the core takes them.
  let table: DiceTable | null = null;
  if (header.dice) {
    const t = tableFromCommitments(header.uid, header.dice);
    if (!t.ok) return t;
    table = t.value;
  }
  for (const a of actions) {
    const physical = a.dice.filter((d) => d.source === 'physical').flatMap((d) => d.values);
    let revealed: StepInput['revealed'];
    if (table) {
      const checked = verifyLoggedDice(table, a.seq, a.dice);
      if (!checked.ok) return err(checked.code, { ...checked.params, seq: a.seq });
      table = checked.value.table;
      revealed = checked.value.revealed;
    }
    const input: StepInput = physical.length ? { action: a.action, dice: physical } : { action: a.action };
    const r = step(module, state, revealed ? { ...input, revealed } : input, header.dicePolicy as DicePolicy);
    if (!r.ok) {
      if (r.diceNeeded) return err('file.diceMismatch', { seq: a.seq });
      return err('file.illegalAction', { ...r.refusal.params, seq: a.seq, reason: r.refusal.reason, ...(r.refusal.rule ? { rule: r.refusal.rule } : {}) });
    }
    if (canonicalJson(r.dice) !== canonicalJson(a.dice)) return err('file.diceMismatch', { seq: a.seq });
    const hash = hashState(r.state);
    if (hash !== a.stateHash) return err('file.stateMismatch', { seq: a.seq });
    state = r.state;
    const v = where(state);
    replayed.push({ seq: a.seq, at: a.at, action: r.action, dice: r.dice, hash, messages: r.messages, turn: v.turn, phase: v.phase, mode: v.mode, modeBefore });
    modeBefore = v.mode;
  }
  return ok({ header, setup, module, actions: replayed, state, chain, startMode, table, pending: pending ?? null });
}
