import type { GameKey } from '../../../shared/games/ids';
import type { CarriedRulebookView } from '../../../shared/api/contract-vassal-carried';
import { err, ok, type Result } from '../../../shared/api/result';
import { api } from './api';

function bytesOf(base64: string): Uint8Array {
  const s = atob(base64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/**
 * A rulebook a module carries, taken from its game's folder a chunk at a time (vassal.carriedChunk)
 * into a File, so it goes through the PDF rulebook import as one the player chose
 * (lib/rulebook-import.ts: its limits, progress and Cancel). `cancelled` is asked between chunks.
 */
export async function carriedRulebookFile(key: GameKey, rb: CarriedRulebookView, progress: (done: number) => void, cancelled: () => boolean): Promise<Result<File>> {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let got = 0;
  for (let index = 0; ; index++) {
    if (cancelled()) return err('work.cancelled');
    const r = await api['vassal.carriedChunk']({ key, id: rb.id, index });
    if (!r.ok) return r;
    const part = bytesOf(r.value.data);
    parts.push(part as Uint8Array<ArrayBuffer>);
    got += part.length;
    progress(got / Math.max(1, r.value.bytes));
    if (got >= r.value.bytes || part.length === 0) break;
  }
  return ok(new File(parts, rb.fileName || 'rulebook.pdf', { type: 'application/pdf' }));
}
