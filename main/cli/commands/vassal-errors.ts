import english from '../../../locales/en/translation.json' with { type: 'json' };
import { VassalError } from '../../vassal/errors.js';
import { CliError, EXIT, json } from '../output.js';

/** The English text of a `vassal.*` code (the app's own locale), its {{params}} filled. */
export function vassalText(code: string, params: Readonly<Record<string, unknown>> = {}): string {
  const count = typeof params.count === 'number' ? params.count : null;
  const at = (key: string): unknown => key.split('.').reduce<unknown>((n, k) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[k] : undefined), english);
  const text = at(code) ?? (count !== null ? at(`${code}_${count === 1 ? 'one' : 'other'}`) : undefined);
  if (typeof text !== 'string') return code;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A VassalError as the command line's one error line (code first), or the error itself. */
export function asCliError(e: unknown, asJson: boolean): unknown {
  if (!(e instanceof VassalError)) return e;
  const message = vassalText(e.code, e.params);
  return new CliError(EXIT.failed, `${e.code}: ${message}`, asJson ? json({ ok: false, code: e.code, params: e.params, message }) : '');
}
