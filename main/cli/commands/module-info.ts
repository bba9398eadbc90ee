/**
 * `module-info FILE.vmod [--json]`: what Campaign Table reads in a VASSAL module — name, version,
 * maps and boards (image, size, grid and numbering), piece slots, prototypes, set-ups, dice
 * buttons, the module's own classes and the warnings. A refused file is one line with its code.
 */
import fs from 'node:fs';
import { isVassalError } from '../../vassal/errors.js';
import { readModule } from '../../vassal/module/read-module.js';
import type { GridDef, NumberingDef, PaletteNode, PredefinedSetupDef, VassalModule } from '../../vassal/module/types.js';
import type { CliContext } from '../context.js';
import { flag, parseCommand } from '../args.js';
import { CliError, EXIT, done, failure, json, lines, type CliResult } from '../output.js';
import { resolvePath } from '../files.js';
import { vassalText, vassalWords } from '../vassal-messages.js';
import { commandHelp } from './help.js';

const OPTIONS = { json: { type: 'boolean' } } as const;

function numberingSummary(n: NumberingDef | null) {
  if (!n) return null;
  const { cls, first, sep, hType, vType, hLeading, vLeading, hOff, vOff, hDescend, vDescend, stagger, oblique, locationFormat, verified } = n;
  return { cls, first, sep, hType, vType, hLeading, vLeading, hOff, vOff, hDescend, vDescend, stagger, oblique, locationFormat, verified };
}

function gridSummary(g: GridDef | null): unknown {
  if (!g) return null;
  switch (g.kind) {
    case 'hex':
      return { kind: 'hex', cls: g.cls, sideways: g.sideways, dx: g.dx, dy: g.dy, x0: g.x0, y0: g.y0, numbering: numberingSummary(g.numbering) };
    case 'square':
      return { kind: 'square', cls: g.cls, dx: g.dx, dy: g.dy, x0: g.x0, y0: g.y0, numbering: numberingSummary(g.numbering) };
    case 'region':
      return { kind: 'region', cls: g.cls, regions: g.regions.length };
    case 'zoned':
      return { kind: 'zoned', cls: g.cls, zones: g.zones.map((z) => ({ name: z.name, grid: gridSummary(z.useParentGrid ? null : z.grid), useParentGrid: z.useParentGrid })), background: gridSummary(g.background) };
  }
}

const countSlots = (nodes: readonly PaletteNode[]): number => nodes.reduce((n, c) => n + (c.kind === 'slot' ? 1 : countSlots(c.children)), 0);

function setupNames(setups: readonly PredefinedSetupDef[], prefix = ''): string[] {
  return setups.flatMap((s) => (s.isMenu ? setupNames(s.children, `${prefix}${s.name} › `) : [`${prefix}${s.name}`]));
}

export function moduleSummary(m: VassalModule) {
  return {
    file: m.file,
    name: m.name,
    version: m.version,
    vassalVersion: m.vassalVersion,
    buildFile: m.buildFile,
    maps: m.maps.map((map) => ({
      id: map.id,
      edge: { width: map.edgeWidth, height: map.edgeHeight },
      boards: map.boards.map((b) => ({ name: b.name, image: b.image, imageEntry: b.imageEntry, width: b.width, height: b.height, reversible: b.reversible, grid: gridSummary(b.grid) })),
      defaultPlacement: map.defaultPlacement,
      setupStacks: map.setupStacks.length,
    })),
    pieceSlots: countSlots(m.palette),
    prototypes: Object.keys(m.prototypes).length,
    setups: setupNames(m.setups),
    dice: m.dice,
    customClasses: m.customClasses.map((c) => ({ ...c, says: `${vassalWords('role', c.role)}: ${vassalWords('fallback', c.fallback)}` })),
    extensions: m.extensions,
    warnings: m.warnings.map((w) => ({ ...w, message: vassalText(w.code, w.params) })),
  };
}

function numberingText(n: NumberingDef | null): string {
  if (!n) return 'no numbering (column/row)';
  const axis = (t: string, off: number, lead: number): string => `${t === 'A' ? 'letters' : 'numbers'} from ${off}${t === 'N' && lead ? `, ${lead + 1} digits` : ''}`;
  const parts = [
    `${n.oblique ? 'oblique' : 'standard'} numbering`,
    `columns: ${axis(n.hType, n.hOff, n.hLeading)}${n.hDescend ? ' descending' : ''}`,
    `rows: ${axis(n.vType, n.vOff, n.vLeading)}${n.vDescend ? ' descending' : ''}`,
    `${n.first === 'H' ? 'column first' : 'row first'}${n.sep ? ` sep '${n.sep}'` : ''}`,
    n.stagger ? 'stagger' : 'no stagger',
  ];
  if (n.locationFormat !== '$gridLocation$') parts.push(`format ${n.locationFormat}`);
  if (!n.verified) parts.push(`module's own class ${n.cls}: unverified`);
  return parts.join(', ');
}

function gridText(g: GridDef | null): string {
  if (!g) return 'no grid';
  switch (g.kind) {
    case 'hex':
      return `hex grid${g.sideways ? ' sideways' : ''} dx=${g.dx} dy=${g.dy} x0=${g.x0} y0=${g.y0}; ${numberingText(g.numbering)}`;
    case 'square':
      return `square grid dx=${g.dx} dy=${g.dy} x0=${g.x0} y0=${g.y0}; ${numberingText(g.numbering)}`;
    case 'region':
      return `region grid, ${g.regions.length} named points`;
    case 'zoned':
      return `zoned grid, ${g.zones.length} zone${g.zones.length === 1 ? '' : 's'} (${g.zones.map((z) => z.name).join(', ')}); elsewhere ${gridText(g.background)}`;
  }
}

function textReport(m: VassalModule): string[] {
  const s = moduleSummary(m);
  const out = [`${s.name || '(no name)'} ${s.version} — VASSAL ${s.vassalVersion || '?'}, ${s.buildFile}`];
  out.push(`Maps: ${m.maps.length}`);
  for (const map of m.maps) {
    const placed = map.defaultPlacement.map((p) => `${p.board} (${p.col},${p.row}${p.reversed ? ', reversed' : ''})`).join(', ');
    out.push(`  ${map.id}: edge ${map.edgeWidth} × ${map.edgeHeight}; boards in play: ${placed || 'chosen at game start'}; at-start stacks: ${map.setupStacks.length}`);
    for (const b of map.boards) {
      const image = b.image ? `${b.image}${b.imageEntry ? '' : ' (missing)'}` : 'no image';
      out.push(`    board ${b.name}${b.reversible ? ' (reversible)' : ''}: ${image}, ${b.width} × ${b.height} px; ${gridText(b.grid)}`);
    }
  }
  out.push(`Piece slots: ${s.pieceSlots}; prototypes: ${s.prototypes}`);
  out.push(`Set-ups: ${s.setups.length ? s.setups.join('; ') : 'none'}`);
  out.push(`Dice: ${m.dice.length ? m.dice.map((d) => `${d.name} (${d.nDice}d${d.nSides}${d.plus ? `${d.plus > 0 ? '+' : ''}${d.plus} per die` : ''})`).join(', ') : 'none'}`);
  out.push(`Custom classes: ${s.customClasses.length ? '' : 'none'}`);
  for (const c of s.customClasses) out.push(`  ${c.cls} (${c.says})`);
  for (const e of m.extensions) out.push(`Extension ${e.file} ${e.version} [${e.extensionId}]: ${e.grafted} parts added, ${e.skipped} skipped`);
  out.push(`Warnings: ${s.warnings.length ? '' : 'none'}`);
  for (const w of s.warnings) out.push(`  ${w.code}: ${w.message}`);
  return out;
}

export async function moduleInfoCommand(args: readonly string[], ctx: CliContext): Promise<CliResult> {
  const p = parseCommand('module-info', args, OPTIONS, { min: 1, max: 1, names: 'a module FILE.vmod' });
  if (flag(p, 'help')) return done(commandHelp('module-info'));
  const asJson = flag(p, 'json');
  const file = resolvePath(ctx, p.positionals[0]!);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw failure('cli.fileNotFound', `no such module: ${file}`);
  }
  if (!stat.isFile()) throw failure('cli.notAFile', `${file} is not a regular file`);
  let m: VassalModule;
  try {
    m = await readModule(file);
  } catch (e) {
    if (!isVassalError(e)) throw e;
    const line = `${e.code}: ${vassalText(e.code, e.params)}`;
    throw new CliError(EXIT.failed, line, asJson ? json({ ok: false, code: e.code, params: e.params, message: line }) : '');
  }
  return done(asJson ? json({ ok: true, ...moduleSummary(m) }) : lines(textReport(m)));
}
