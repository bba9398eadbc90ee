/**
 * Words for the parameters main sends with a log message or a refusal. Main sends codes and ids
 * (`side: 'axis'`, `step: 'combat'`, `unit: 'de-21pz-5'`); a person reads words. One function turns
 * every parameter into what a player reads, by a fixed convention that holds for any game and any
 * new message key, so a module adding a message needs no change here:
 *
 * - a value the game itself names (a counter id, a place id, a companion's step or chit id) takes
 *   the game's name for it: `lookup(param, value)`; a comma-separated list of them, each name;
 * - `from`, `to`, `hex`, `start` that name a place off the map (track, dead pile…) read as words;
 * - `side`, `chooser`, `winner`, `owner` translate under `side.<value>`; `result` under
 *   `crt.result.<value>`, `odds` under `crt.column.<value>`, `option` and its `value` under the
 *   play panel's option words; every other parameter `<name>` under `param.<name>.<value>` when
 *   that key exists (steps, phases, reasons, modes, actions…);
 * - the message's `side` picks an i18next context, so a language whose grammar differs by side
 *   adds `<key>_axis` / `<key>_allied` ("Vince l'Asse." / "Vincono gli Alleati.").
 *
 * Anything else (numbers, printed hex names like `P30`, odds like `3-1`) is kept as it is.
 */

export type ParamValue = string | number | boolean;
export type Params = Record<string, ParamValue>;

export interface Words {
  /** i18next's `t` in the language wanted. */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** Whether a key exists in that language. */
  exists: (key: string) => boolean;
  /** The game's own name for an id carried by parameter `param` (a counter, a place…), or null. */
  lookup?: (param: string, value: string) => string | null;
}

/** Parameters whose value is one of the sides. */
const SIDE_PARAMS = new Set(['side', 'chooser', 'winner', 'owner']);
/** Parameters that name where a counter is or goes: a hex, or a place off the map. */
const PLACE_PARAMS = new Set(['from', 'to', 'hex', 'start']);
/** Off-map places, as the table module writes them. */
const OFF_MAP: Record<string, string> = { track: 'table.where.track', eliminated: 'table.where.deadPile', map: 'table.where.map', pool: 'table.where.pool' };
/** Parameters whose words already live under a key of their own. */
const NAMESPACES: Record<string, string> = { result: 'crt.result', odds: 'crt.column', option: 'table.play.option', value: 'table.play.optionValue' };

function word(name: string, value: string, words: Words): string {
  const named = words.lookup?.(name, value);
  if (named != null) return named;
  if (PLACE_PARAMS.has(name) && value in OFF_MAP) return words.t(OFF_MAP[value]!);
  const ns = SIDE_PARAMS.has(name) ? 'side' : (NAMESPACES[name] ?? `param.${name}`);
  const key = `${ns}.${value}`;
  return value && words.exists(key) ? words.t(key) : value;
}

/** Every parameter of a message in words, ready to interpolate. */
export function readableParams(params: Readonly<Record<string, unknown>>, words: Words): Params {
  const out: Params = {};
  for (const [name, raw] of Object.entries(params)) {
    if (typeof raw === 'number' || typeof raw === 'boolean') out[name] = raw;
    else if (typeof raw !== 'string') continue;
    else if (raw.includes(',')) {
      const parts = raw.split(',').map((p) => p.trim());
      const named = parts.map((p) => word(name, p, words));
      // A list is rewritten only when its pieces are ids the game names (a text with a comma stays).
      out[name] = named.some((n, i) => n !== parts[i]) ? named.join(', ') : raw;
    } else out[name] = word(name, raw, words);
  }
  return out;
}

/**
 * The sentence for `<prefix>.<code>` with its parameters in words, or null when the key does not
 * exist. A `side` parameter is the context, so a side-specific sentence wins where a language has one.
 */
export function messageSentence(key: string, params: Readonly<Record<string, unknown>>, words: Words): string | null {
  if (!words.exists(key)) return null;
  const side = typeof params.side === 'string' && params.side ? params.side : undefined;
  const options: Record<string, unknown> = { ...readableParams(params, words) };
  if (side && words.exists(`${key}_${side}`)) options.context = side;
  return words.t(key, options);
}
