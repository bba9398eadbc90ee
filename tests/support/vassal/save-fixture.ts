/**
 * Builds VASSAL saved games and logs in the real format for tests and benchmarks, independently of
 * the reader under test: trait chains get their backslash ladder, AddPiece commands escape '/', the
 * command stream is joined over ESC, the payload obfuscated as `!VCSK` + key + hex, and the zip holds
 * `savedGame`, `savedata` and `moduledata` (anchor-vassal-formats §1.5, §3.2, §4.1–4.6).
 * Hostile variants: broken or truncated obfuscation, unbalanced escapes, thousands of pieces.
 */
import yazl from 'yazl';

export const ESC = '\u001b';

/** One trait: its own type and state, outermost first in a piece; the last is the BasicPiece. */
export interface FixtureTrait { type: string; state: string }
export interface FixturePiece { id: string; traits: FixtureTrait[] }
export interface FixtureStack { id: string; map: string | null; x: number; y: number; members: string[]; layer?: boolean }

export interface FixtureSave {
  pieces: FixturePiece[];
  stacks: FixtureStack[];
  /** Other leaf commands placed after the stacks (BoardPicker, SETUP_STACK, TURN, PLAYER, …). */
  after?: string[];
  /** Log steps: each a list of leaf commands, written as `LOG\t` entries after `end_save`. */
  steps?: string[][];
  /** Write the pieces as one nested sub-command (escaped ESC) instead of flat. */
  nested?: boolean;
  /** vsav-engine's form: stack commands end with a backslash before the next ESC. */
  trailingBackslashStacks?: boolean;
  key?: number;
  upperCase?: boolean;
  /** Leave the savedGame entry as plain text. */
  plain?: boolean;
  moduleName?: string;
  moduleVersion?: string;
  /** Leave out savedata and moduledata (old 2.x saves). */
  onlySavedGame?: boolean;
}

/** A chain's type and state strings: each inner part is one token, its TABs preceded by a backslash. */
export function ladder(traits: readonly FixtureTrait[]): { type: string; state: string } {
  let type = traits[traits.length - 1]!.type;
  let state = traits[traits.length - 1]!.state;
  for (let i = traits.length - 2; i >= 0; i--) {
    type = `${traits[i]!.type}\t${type.replace(/\t/g, '\\\t')}`;
    state = `${traits[i]!.state}\t${state.replace(/\t/g, '\\\t')}`;
  }
  return { type, state };
}

const slash = (s: string) => s.replace(/\//g, '\\/');
const escEsc = (s: string) => s.replace(/\u001b/g, `\\${ESC}`);

export function addPiece(p: FixturePiece): string {
  const { type, state } = ladder(p.traits);
  return `+/${p.id}/${slash(type)}/${slash(state)}`;
}

export function addStack(s: FixtureStack): string {
  const parts = [s.map ?? 'null', String(s.x), String(s.y), ...s.members];
  if (s.layer !== false) parts.push('@@-1');
  return `+/${s.id}/stack/${parts.join(';')}`;
}

/** The command text of a save (before obfuscation). */
export function payloadOf(f: FixtureSave): string {
  const pieces = f.pieces.map(addPiece);
  let stacks = f.stacks.map(addStack);
  const head = ['begin_save', ''];
  const tail = [...(f.after ?? []), 'end_save'];
  let body: string[];
  if (f.nested) {
    body = [pieces.length ? escEsc(pieces.join(ESC)) : '', ...stacks];
  } else if (f.trailingBackslashStacks) {
    stacks = stacks.map((s) => `${s}\\`);
    body = [...pieces, ...stacks];
  } else body = [...pieces, ...stacks];
  const logs = (f.steps ?? []).map((step) => escEsc(`LOG\t${step.map(escEsc).join(ESC)}`));
  return [...head, ...body, ...tail, ...logs].join(ESC);
}

export function obfuscate(text: string, key = 0x76, upperCase = false): Buffer {
  const hex = (n: number) => {
    const h = n.toString(16).padStart(2, '0');
    return upperCase ? h.toUpperCase() : h;
  };
  const bytes = Buffer.from(text, 'utf8');
  let out = `!VCSK${hex(key)}`;
  const parts: string[] = [];
  for (const b of bytes) parts.push(hex(b ^ key));
  out += parts.join('');
  return Buffer.from(out, 'latin1');
}

export function moduledataOf(name: string, version = '1.0'): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<data version="1"><version>${version}</version><VassalVersion>3.6.6</VassalVersion><dateSaved>1650930567755</dateSaved><description>Fixture</description><name>${name}</name><name lang="it">Altro</name></data>\n`, 'utf8');
}

export function savedataOf(version = ''): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<data version="1">${version ? `<version>${version}</version>` : '<version/>'}<VassalVersion>3.6.5</VassalVersion><dateSaved>1648473964368</dateSaved><description/></data>\n`, 'utf8');
}

export function zip(entries: readonly [string, Buffer][], compress = true): Promise<Buffer> {
  const z = new yazl.ZipFile();
  for (const [name, data] of entries) z.addBuffer(data, name, { compress, mtime: new Date(1_700_000_000_000) });
  z.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    z.outputStream.on('data', (c: Buffer) => chunks.push(c));
    z.outputStream.on('error', reject);
    z.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** The savedGame entry alone. */
export function savedGameOf(f: FixtureSave): Buffer {
  const text = payloadOf(f);
  return f.plain ? Buffer.from(text, 'utf8') : obfuscate(text, f.key ?? 0x76, f.upperCase ?? false);
}

/** A whole .vsav / .vlog file. */
export function buildSave(f: FixtureSave): Promise<Buffer> {
  const entries: [string, Buffer][] = [['savedGame', savedGameOf(f)]];
  if (!f.onlySavedGame) {
    entries.push(['savedata', savedataOf()]);
    entries.push(['moduledata', moduledataOf(f.moduleName ?? 'Fixture Module', f.moduleVersion ?? '1.0')]);
  }
  return zip(entries);
}

/** A two-sided counter: BasicPiece front, a one-level Layer for the back (as The Longest Day's). */
export function twoSided(id: string, name: string, map: string | null, x: number, y: number, flipped = false, gpid = '1'): FixturePiece {
  return {
    id,
    traits: [
      { type: `emb2;Flip;2;F;;0;;;0;;;;1;false;0;0;${name}_back.png;;true;Flip;;;false;;1;1;true;70,130;;;;1.0;;true`, state: flipped ? '1' : '-1' },
      { type: 'mark;Side,Type', state: 'Axis,Armor' },
      { type: `piece;;;${name}.png;${name}`, state: `${map ?? 'null'};${x};${y};${gpid};0` },
    ],
  };
}

/** A save with `n` two-sided pieces in stacks of one to three on a flat-topped hex lattice of Main Map. */
export function manyPieces(n: number, base = 1_648_473_853_000): FixtureSave {
  const pieces: FixturePiece[] = [];
  const stacks: FixtureStack[] = [];
  let id = base;
  let i = 0;
  let hex = 0;
  while (i < n) {
    const size = Math.min(n - i, 1 + (hex % 3));
    const col = hex % 60;
    const row = Math.floor(hex / 60);
    const x = Math.trunc(88 * col + 32);
    const y = Math.trunc(101.8 * row + (col % 2 ? Math.trunc(101.8 / 2) : 0) + 50);
    const members: string[] = [];
    for (let k = 0; k < size; k++, i++) {
      const pid = String(id++);
      pieces.push(twoSided(pid, `Unit ${i}`, 'Main Map', x, y, i % 2 === 1, String(i % 97)));
      members.push(pid);
    }
    stacks.push({ id: String(id++), map: 'Main Map', x, y, members });
    hex++;
  }
  return { pieces, stacks, after: ['Main MapBoardPicker\tBoard\t0\t0', 'SETUP_STACK\t', 'TURNTurnTracker0\t0|1;0;false;10'] };
}

/** A piece whose escape ladder is broken: one backslash too many before the TAB that nests its BasicPiece. */
export function unbalancedPiece(id: string): FixturePiece {
  return { id, traits: [{ type: 'emb2;Flip\\\\', state: '' }, { type: 'piece;;;a.png;a', state: 'null;0;0;;0' }] };
}

/** Hostile variants of a savedGame entry. */
export function brokenObfuscation(entry: Buffer): Buffer {
  const b = Buffer.from(entry);
  b[Math.floor(b.length / 2)] = 'z'.charCodeAt(0);
  return b;
}
export function truncated(entry: Buffer): Buffer {
  return entry.subarray(0, entry.length - 1);
}
