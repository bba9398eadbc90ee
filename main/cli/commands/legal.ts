import { z } from 'zod';
import { dicePolicyOf, type DicePolicy } from '../../engine/core.js';
import type { AnyGameModule, BaseState, ModuleView } from '../../engine/module.js';
import type { CliContext } from '../context.js';
import { clip, flag, parseCommand, str } from '../args.js';
import { done, failure, json, usageError, type CliResult } from '../output.js';
import { loadGame } from '../files.js';
import { freePlayTargets, legalTargetsOf } from '../hooks.js';
import { commandHelp } from './help.js';
import { sideToAct } from './play-summary.js';

const OPTIONS = { side: { type: 'string' }, unit: { type: 'string' } } as const;

type JsonSchema = Record<string, unknown>;

/** The JSON Schema of each kind of action, cut from the module's action schema (null where it cannot be expressed). */
export function actionSchemas(module: AnyGameModule): (kind: string) => JsonSchema | null {
  let root: JsonSchema | null;
  try {
    root = z.toJSONSchema(module.actionSchema, { unrepresentable: 'any' }) as JsonSchema;
  } catch {
    root = null;
  }
  return (kind) => {
    if (!root) return null;
    const isKind = (s: unknown): boolean => {
      const t = (s as { properties?: { type?: { const?: unknown; enum?: unknown[] } } }).properties?.type;
      return t?.const === kind || (Array.isArray(t?.enum) && t.enum.length === 1 && t.enum[0] === kind);
    };
    const options = [...((root.oneOf as unknown[]) ?? []), ...((root.anyOf as unknown[]) ?? [])];
    const hit = (options.find(isKind) ?? (isKind(root) ? root : null)) as JsonSchema | null;
    if (!hit) return null;
    const { $schema: _drop, ...rest } = hit;
    return rest;
  };
}

const turnRange = (module: AnyGameModule): { min: number; max: number } => {
  const turns = module.data.turns.map((t) => t.turn);
  return { min: Math.min(...turns), max: Math.max(...turns) };
};

/** A playable hex for examples: the next one along the unit's row if there is one. */
function exampleHex(module: AnyGameModule, from: string | null): string | null {
  const playable = new Set(module.data.terrainTypes.filter((t) => t.playable).map((t) => t.id));
  const ok = (h: string): boolean => h !== from && playable.has(module.data.terrain[h] ?? '');
  const m = from ? /^([A-Za-z]*)(\d+)$/.exec(from) : null;
  if (m) {
    const width = m[2]!.length;
    for (const n of [Number(m[2]) + 1, Number(m[2]) - 1]) {
      for (const name of [`${m[1]}${n}`, `${m[1]}${String(n).padStart(width, '0')}`]) if (name in module.data.terrain && ok(name)) return name;
    }
  }
  return Object.keys(module.data.terrain).find(ok) ?? null;
}

/** In free play the engine's own checks are simple enough to describe every valid target. */
function freePlayTargetsFor(kind: string, module: AnyGameModule, view: ModuleView): { targets: unknown; example: unknown } | null {
  const hexes = Object.keys(module.data.terrain);
  const onMap = view.units.find((u) => u.status === 'map') ?? view.units[0];
  const someUnit = onMap?.id ?? 'UNIT';
  const otherHex = exampleHex(module, onMap?.hex ?? null) ?? hexes[0] ?? 'HEX';
  const turns = turnRange(module);
  switch (kind) {
    case 'move':
      return {
        targets: { units: { any: true, count: view.units.length }, to: { anyHexOfTheMap: true, count: hexes.length, list: 'legal FILE --unit ID' } },
        example: { type: 'move', units: [someUnit], to: otherHex },
      };
    case 'eliminate': {
      const alive = view.units.filter((u) => u.status !== 'eliminated').map((u) => u.id);
      return { targets: { units: alive }, example: { type: 'eliminate', units: [alive[0] ?? someUnit] } };
    }
    case 'toTrack':
      return { targets: { units: { any: true, count: view.units.length }, turn: turns }, example: { type: 'toTrack', units: [someUnit], turn: Math.min(view.turn + 1, turns.max) } };
    case 'roll':
      return { targets: {}, example: { type: 'roll', count: 2, sides: 6 } };
    case 'setTurn':
      return { targets: { turn: { ...turns, current: view.turn } }, example: { type: 'setTurn', turn: Math.min(view.turn + 1, turns.max) } };
    case 'setMode':
      return { targets: { mode: ['rules', 'free'] }, example: { type: 'setMode', mode: 'rules' } };
    default:
      return null;
  }
}

export async function legalCommand(args: readonly string[], ctx: CliContext): Promise<CliResult> {
  const p = parseCommand('legal', args, OPTIONS, { min: 1, max: 1, names: 'a game FILE' });
  if (flag(p, 'help')) return done(commandHelp('legal'));
  const loaded = loadGame(ctx, p.positionals[0]!);
  const { module, state, header } = loaded.game as { module: AnyGameModule; state: BaseState; header: typeof loaded.game.header };

  const sides = module.data.sides.map((s) => s.id);
  const side = str(p, 'side') ?? null;
  if (side !== null && !sides.includes(side)) throw usageError(`unknown side '${clip(side)}' (one of: ${sides.join(', ')})`, 'legal');

  const view = module.view(state, side);
  const kinds = module.prompt(state, side) as string[];
  const common = {
    file: p.positionals[0],
    game: header.gameId,
    scenario: header.scenario,
    mode: view.mode,
    turn: view.turn,
    phase: view.phase,
    // In rules mode, without --side: the side whose decision the game waits for (null once won).
    side: side ?? (view.mode === 'rules' ? sideToAct(view.play) : null),
    ...(view.play ? { winner: view.play.winner } : {}),
    dicePolicy: dicePolicyOf(state, header.dicePolicy as DicePolicy),
    actionsSoFar: loaded.logged.length,
  };

  const unitId = str(p, 'unit');
  if (unitId !== undefined) {
    const u = view.units.find((x) => x.id === unitId);
    if (!u) throw failure('unknownUnit', `no unit ${clip(unitId)} in this game${side ? ` for side ${side}` : ''}`);
    const spec = module.data.units.find((x) => x.id === unitId);
    const hook = legalTargetsOf(module);
    let moves: { source: 'module' | 'free-play' | null; hexes: readonly string[] | null; count: number; note?: string };
    if (hook) {
      const hexes = hook(state, unitId, side);
      moves = { source: 'module', hexes: hexes ?? [], count: hexes?.length ?? 0 };
    } else if (view.mode === 'free' && kinds.includes('move')) {
      const hexes = freePlayTargets(module);
      moves = { source: 'free-play', hexes, count: hexes.length, note: 'free play: a counter may go to any hex of the map' };
    } else {
      moves = { source: null, hexes: null, count: 0, note: kinds.includes('move') ? 'this rules module offers no legal-moves function' : 'move is not offered now' };
    }
    return done(json({ ...common, unit: { ...(spec ?? { id: unitId }), status: u.status, hex: u.hex, turn: u.turn, order: u.order }, actions: kinds, moves }));
  }

  const schemaFor = actionSchemas(module);
  const actions = kinds.map((kind) => {
    const free = view.mode === 'free' ? freePlayTargetsFor(kind, module, view) : null;
    return { type: kind, schema: schemaFor(kind), ...(free ? { targets: free.targets, example: free.example } : {}) };
  });
  // A rules module's view lists the side to act's every option now (shared/engine/options.ts).
  const listed = view.mode === 'rules' ? view.play?.legal : undefined;
  return done(json({ ...common, actions, ...(listed ? { options: listed } : {}) }));
}
