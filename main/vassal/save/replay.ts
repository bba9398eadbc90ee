/**
 * Plays a log's recorded steps (anchor-vassal-formats §4.6) over the position it starts from, so
 * each step becomes a point of a timeline: moves (of a piece or a whole stack; onto the piece it was
 * dropped on, or into the stack already at that exact point, or alone), changes of a piece's whole
 * state (flips, rotations), additions and removals. Undo brackets hold the inverse commands VASSAL
 * recorded, which are played like any other.
 */
import { basicOf, decodeChain, encodeChain } from '../pieces/chain.js';
import { readTrait } from '../pieces/traits.js';
import type { SaveModel, SavePiece, SaveStack } from './model.js';
import type { LogStep, StepCommand } from './log.js';

/** A deep copy of the parts of a model that steps change. */
export function cloneModel(m: SaveModel): SaveModel {
  return {
    ...m,
    pieces: m.pieces.map((p) => ({ ...p, chain: p.chain.map((t) => ({ ...t })) })),
    stacks: m.stacks.map((s) => ({ ...s, members: [...s.members] })),
  };
}

let freshStack = 0;

function leaveStack(m: SaveModel, p: SavePiece): void {
  if (p.stackId === null) return;
  const s = m.stacks.find((x) => x.id === p.stackId);
  if (s) {
    s.members = s.members.filter((id) => id !== p.id);
    if (!s.members.length) m.stacks = m.stacks.filter((x) => x !== s);
  }
  p.stackId = null;
}

function placeIn(m: SaveModel, p: SavePiece, s: SaveStack): void {
  s.members.push(p.id);
  p.stackId = s.id;
  p.mapId = s.mapId;
  p.x = s.x;
  p.y = s.y;
}

function apply(m: SaveModel, c: StepCommand): void {
  switch (c.kind) {
    case 'move': {
      const stack = m.stacks.find((s) => s.id === c.id);
      if (stack) {
        stack.mapId = c.map;
        stack.x = c.x;
        stack.y = c.y;
        for (const p of m.pieces) if (p.stackId === stack.id) Object.assign(p, { mapId: c.map, x: c.x, y: c.y });
        return;
      }
      const p = m.pieces.find((q) => q.id === c.id);
      if (!p) return;
      leaveStack(m, p);
      p.mapId = c.map;
      p.x = c.x;
      p.y = c.y;
      if (c.map === null) return;
      const under = c.under === null ? undefined : m.pieces.find((q) => q.id === c.under);
      const target = under?.stackId ? m.stacks.find((s) => s.id === under.stackId) : m.stacks.find((s) => s.mapId === c.map && s.x === c.x && s.y === c.y);
      if (target) placeIn(m, p, target);
      else if (under) {
        const s: SaveStack = { id: `replay-${++freshStack}`, mapId: c.map, x: c.x, y: c.y, members: [], layer: null };
        m.stacks.push(s);
        leaveStack(m, under);
        placeIn(m, under, s);
        placeIn(m, p, s);
      }
      return;
    }
    case 'change': {
      const p = m.pieces.find((q) => q.id === c.id);
      if (!p) return;
      p.chain = decodeChain(encodeChain(p.chain).type, c.state);
      const b = readTrait(basicOf(p.chain));
      if (p.stackId === null && b.kind === 'basic') Object.assign(p, { mapId: b.mapId, x: b.x, y: b.y });
      return;
    }
    case 'add': {
      if (c.type === 'stack' || c.type.startsWith('deck;')) return;
      const chain = decodeChain(c.type, c.state);
      const b = readTrait(basicOf(chain));
      m.pieces = m.pieces.filter((q) => q.id !== c.id);
      m.pieces.push({ id: c.id, chain, mapId: b.kind === 'basic' ? b.mapId : null, x: b.kind === 'basic' ? b.x : 0, y: b.kind === 'basic' ? b.y : 0, stackId: null });
      return;
    }
    case 'remove': {
      const p = m.pieces.find((q) => q.id === c.id);
      if (p) {
        leaveStack(m, p);
        m.pieces = m.pieces.filter((q) => q !== p);
      }
      return;
    }
    default:
      return;
  }
}

/** The position after each step: element i is the model once steps 0…i have been played. */
export function replaySteps(start: SaveModel, steps: readonly LogStep[]): SaveModel[] {
  const out: SaveModel[] = [];
  let m = cloneModel(start);
  for (const step of steps) {
    for (const c of step.commands) apply(m, c);
    out.push(m);
    m = cloneModel(m);
  }
  return out;
}
