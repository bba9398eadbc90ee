import type { z } from 'zod';
import { contract, type ParsedArgsOf, type ValueOf } from '../../shared/api/contract.js';
import { isChannel, type Channel } from '../../shared/api/channels.js';
import { err, ok, type Result } from '../../shared/api/result.js';
import { API_LIMITS, type ApiLimits } from './limits.js';
import { AddressBuckets, TokenBucket } from './rate-limiter.js';
import { valueNestsDeeperThan } from '../engine/json-depth.js';

/**
 * Who is calling: one browser tab, one Electron window. Rate limits are per client and, for network
 * clients, also per address. `address` is set by the web server only; in-process callers (the
 * Electron window, the command line, tests) have none.
 */
export interface Client {
  readonly id: string;
  /** The peer address of a network client. */
  readonly address?: string;
  /** Whether that address is this computer's loopback. */
  readonly loopback?: boolean;
}

/** A client on this computer: in-process, or a network client from a loopback address. */
export function isLocalClient(client: Client): boolean {
  return client.address === undefined || client.loopback === true;
}

export type Handler<C extends Channel> = (
  args: ParsedArgsOf<C>,
  client: Client,
) => Promise<Result<ValueOf<C>>> | Result<ValueOf<C>>;

export type Handlers = { [C in Channel]: Handler<C> };

export interface RegistryOptions {
  /** Also check every result against its schema (tests turn this on). */
  validateResults?: boolean;
  limits?: Partial<ApiLimits>;
  now?: () => number;
  /** Where unexpected handler failures are reported; they never reach the caller as text. */
  log?: (message: string, error: unknown) => void;
  /** Called when a client goes away (its connection closed), so services can drop what it held. */
  onForget?: (client: Client) => void;
}

export interface Registry {
  dispatch(channel: unknown, args: unknown, client: Client): Promise<Result<unknown>>;
  forget(client: Client): void;
}

function payloadBytes(args: unknown): number | null {
  try {
    const text = JSON.stringify(args);
    return text === undefined ? 0 : Buffer.byteLength(text, 'utf8');
  } catch {
    return null; // cycles, BigInt: not a valid payload
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.code}`)
    .join('; ');
}

/**
 * The one place where a call from outside meets a handler. Whatever arrives (unknown channel,
 * wrong types, huge or cyclic payload, a flood) the answer is a Result, and main keeps serving.
 */
export function createRegistry(handlers: Handlers, options: RegistryOptions = {}): Registry {
  const limits = { ...API_LIMITS, ...options.limits };
  const buckets = new Map<string, TokenBucket>();
  // Many connections from one address share one more bucket: opening connections buys no extra calls.
  const perAddress = new AddressBuckets(limits.addressRatePerSecond, limits.addressBurst, options.now);
  const log = options.log ?? ((m, e) => console.error(`[api] ${m}`, e));

  function bucketFor(client: Client): TokenBucket {
    let b = buckets.get(client.id);
    if (!b) {
      b = new TokenBucket(limits.ratePerSecond, limits.burst, options.now);
      buckets.set(client.id, b);
    }
    return b;
  }

  async function dispatch(channel: unknown, args: unknown, client: Client): Promise<Result<unknown>> {
    if (!bucketFor(client).take()) return err('api.rateLimited');
    if (client.address !== undefined && !perAddress.take(client.address)) return err('api.rateLimited');
    if (!isChannel(channel)) {
      return err('api.unknownChannel', { channel: typeof channel === 'string' ? channel.slice(0, 80) : typeof channel });
    }
    const def = contract[channel];
    // First: nothing recursive (serialising, the schema check, a handler) may meet an argument thousands of levels deep.
    if (valueNestsDeeperThan(args)) return err('api.invalidArguments', { channel, detail: 'nested too deeply' });
    const size = payloadBytes(args);
    if (size === null) return err('api.invalidArguments', { channel, detail: 'not serialisable' });
    // A few calls (a game file) may carry more than the default limit; their contract says how much.
    const limit = 'maxArgsBytes' in def ? def.maxArgsBytes : limits.maxArgsBytes;
    if (size > limit) return err('api.payloadTooLarge', { channel, bytes: size, limit });

    const parsed = def.args.safeParse(args);
    if (!parsed.success) return err('api.invalidArguments', { channel, detail: describeIssues(parsed.error) });

    let result: Result<unknown>;
    try {
      const handler = handlers[channel] as (a: unknown, c: Client) => Promise<Result<unknown>> | Result<unknown>;
      result = await handler(parsed.data, client);
    } catch (e) {
      log(`handler ${channel} failed`, e);
      return err('api.internal', { channel });
    }
    if (options.validateResults && result.ok) {
      const check = def.result.safeParse(result.value);
      if (!check.success) {
        log(`handler ${channel} returned a value outside its schema: ${describeIssues(check.error)}`, check.error);
        return err('api.internal', { channel });
      }
    }
    return result;
  }

  return {
    dispatch,
    forget: (client) => {
      buckets.delete(client.id);
      options.onForget?.(client);
    },
  };
}
