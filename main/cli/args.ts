import { parseArgs } from 'node:util';
import { usageError } from './output.js';
import { PLAY_MODES, type PlayMode } from '../../shared/games/capabilities.js';
import { legacySetup } from '../engine/modes.js';

/** The options of one command, as node:util parseArgs takes them (strings and booleans only). */
export type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string }>;

export interface ParsedArgs {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/**
 * Parses a command's arguments strictly: an unknown option, a missing value or the wrong number of
 * positional arguments is a usage error (exit 2) with one line naming the problem.
 */
export function parseCommand(command: string, args: readonly string[], options: OptionSpec, positionals: { min: number; max: number; names: string }): ParsedArgs {
  let parsed: ParsedArgs;
  try {
    const r = parseArgs({ args: [...args], options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
    parsed = { values: { ...r.values } as ParsedArgs['values'], positionals: r.positionals };
  } catch (e) {
    throw usageError(parseArgsMessage(e, command), command);
  }
  if (parsed.values.help) return parsed;
  const n = parsed.positionals.length;
  if (n < positionals.min) throw usageError(`'${command}' needs ${positionals.names}`, command);
  if (n > positionals.max) throw usageError(`unexpected argument '${clip(parsed.positionals[positionals.max]!)}' for '${command}'`, command);
  return parsed;
}

function parseArgsMessage(e: unknown, command: string): string {
  const code = (e as { code?: string }).code;
  const message = e instanceof Error ? e.message : String(e);
  const quoted = /'([^']*)'/.exec(message)?.[1] ?? '';
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option '${clip(quoted)}' for '${command}'`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return message.includes('does not take') ? `option '${clip(quoted)}' takes no value` : `option '${clip(quoted.split(' ')[0] ?? quoted)}' needs a value`;
    default:
      return `bad arguments for '${command}': ${clip(message.split('.')[0] ?? message)}`;
  }
}

/** Keeps echoed user input short in error lines. */
export const clip = (s: string, max = 60): string => (s.length > max ? `${s.slice(0, max)}…` : s);

export const str = (p: ParsedArgs, name: string): string | undefined => {
  const v = p.values[name];
  return typeof v === 'string' ? v : undefined;
};

export const flag = (p: ParsedArgs, name: string): boolean => p.values[name] === true;

/** A whole number option within bounds, or a usage error. */
export function intOption(p: ParsedArgs, name: string, fallback: number, min: number, max: number, command: string): number {
  const v = str(p, name);
  if (v === undefined) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) throw usageError(`--${name} must be a whole number from ${min} to ${max}, not '${clip(v)}'`, command);
  return Number(v);
}

/** A 32-hex-digit seed (128 bits), lowercased as the game file stores it. */
export function seedOption(p: ParsedArgs, command: string): string | undefined {
  const v = str(p, 'seed');
  if (v === undefined) return undefined;
  if (!/^[0-9a-fA-F]{32}$/.test(v)) throw usageError(`--seed must be 32 hex digits, not '${clip(v)}'`, command);
  return v.toLowerCase();
}

/** `--dice 3,5` → [3, 5]. Values are checked against the dice the action needs by the engine. */
export function diceOption(p: ParsedArgs, command: string): number[] | undefined {
  const v = str(p, 'dice');
  if (v === undefined) return undefined;
  const parts = v.split(',').map((s) => s.trim());
  if (!parts.every((s) => /^\d{1,3}$/.test(s)) || parts.length > 20) throw usageError(`--dice takes whole numbers separated by commas (e.g. --dice 3,5), not '${clip(v)}'`, command);
  return parts.map(Number);
}

/**
 * `--scenario ID [--mode free|rules]`: the scenario and the mode, two fields. A scenario written the
 * old way ('march-1941:free') is read as scenario and free mode. Null mode: the module's first.
 */
export function setupOption(p: ParsedArgs, command: string): { scenario: string | undefined; mode: PlayMode | null } {
  const mode = str(p, 'mode');
  if (mode !== undefined && !(PLAY_MODES as readonly string[]).includes(mode)) throw usageError(`--mode must be ${PLAY_MODES.join(' or ')}, not '${clip(mode)}'`, command);
  const scenario = str(p, 'scenario');
  if (scenario === undefined) return { scenario, mode: (mode as PlayMode | undefined) ?? null };
  return legacySetup(scenario, (mode as PlayMode | undefined) ?? null);
}
