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
