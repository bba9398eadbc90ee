import { GAME_IMPORT_MAX_ARGS_BYTES } from '../../shared/engine/game-file-limits.js';

/** Limits every transport enforces before a handler runs. */
export interface ApiLimits {
  /** Largest argument payload accepted, measured as JSON text. */
  maxArgsBytes: number;
  /** Largest WebSocket frame; bigger frames close the connection (the registry limit answers first). */
  maxFrameBytes: number;
  /** Token bucket per client: sustained calls per second and burst size. */
  ratePerSecond: number;
  burst: number;
  /** One more token bucket shared by every connection from one network address. */
  addressRatePerSecond: number;
  addressBurst: number;
}

export const API_LIMITS: Readonly<ApiLimits> = {
  maxArgsBytes: 256 * 1024,
  // A game file for import (up to 16 MiB, about twice that once escaped as a JSON string) is sent as one frame.
  maxFrameBytes: GAME_IMPORT_MAX_ARGS_BYTES + 64 * 1024,
  ratePerSecond: 200,
  burst: 400,
  addressRatePerSecond: 300,
  addressBurst: 600,
};
