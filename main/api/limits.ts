/** Limits every transport enforces before a handler runs. */
export const API_LIMITS = {
  /** Largest argument payload accepted, measured as JSON text. */
  maxArgsBytes: 256 * 1024,
  /** Largest WebSocket frame; bigger frames close the connection (the registry limit answers first). */
  maxFrameBytes: 2 * 1024 * 1024,
  /** Token bucket per client: sustained calls per second and burst size. */
  ratePerSecond: 200,
  burst: 400,
} as const;
