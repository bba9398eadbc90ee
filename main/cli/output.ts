/**
 * What every command returns, and the one-line error convention: each error line starts with a
 * code (an engine code such as `file.diceMismatch`, or a `cli.*` code of the command line itself)
 * so it can be looked up in docs/cli.md. Commands never print stack traces.
 */

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Exit codes: 0 done, 1 refused or invalid input (a file, an action), 2 the command line itself is wrong. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Thrown inside a command to stop with one line on stderr; the dispatcher turns it into a result. */
export class CliError extends Error {
  constructor(
    readonly exitCode: number,
    readonly line: string,
    readonly stdout = '',
  ) {
    super(line);
  }
}

export const usageError = (message: string, command?: string): CliError =>
  new CliError(EXIT.usage, `cli.usage: ${message} (see: npm run cli -- help${command ? ` ${command}` : ''})`);

export const failure = (code: string, message: string, stdout = ''): CliError => new CliError(EXIT.failed, `${code}: ${message}`, stdout);

export const done = (stdout: string, stderr = ''): CliResult => ({ code: EXIT.ok, stdout, stderr });

export const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** Lines of text with a trailing newline. */
export const lines = (xs: readonly string[]): string => (xs.length ? `${xs.join('\n')}\n` : '');

/** Fills `{name}` placeholders from params; unknown names are left as they are. */
export function fill(template: string, params: Readonly<Record<string, unknown>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Params as compact JSON (`{"hex":"Z99"}`), or '' when there are none. */
export const paramsText = (params?: Readonly<Record<string, unknown>>): string =>
  params && Object.keys(params).length ? JSON.stringify(params) : '';

/** A plain text table: columns padded to their widest cell, two spaces apart. */
export function table(header: readonly string[], rows: readonly (readonly string[])[], indent = '  '): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    indent + cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), ...rows.map(line)];
}

/** One line for a thrown value, never a stack trace. */
export function oneLine(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.split('\n')[0]!.slice(0, 500);
}
