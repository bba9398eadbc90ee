import type { Channel } from './channels.js';
import type { ArgsOf, ValueOf } from './contract.js';
import type { Result } from './result.js';

/** What the renderer sees: one async function per API call. Preload and web client both provide it. */
export type Api = { [C in Channel]: (args: ArgsOf<C>) => Promise<Result<ValueOf<C>>> };

/** The web transport's wire format. */
export interface WireRequest {
  id: number;
  channel: string;
  args: unknown;
}
export interface WireResponse {
  id: number | null;
  result: Result<unknown>;
}

/**
 * A message the server sends unasked (web mode), beside the answers: a game changed, so a tab
 * showing it refreshes. `hash` is the state hash at `head`.
 */
export interface WireEvent {
  event: 'game.changed';
  id: string;
  head: number;
  hash: string;
}
