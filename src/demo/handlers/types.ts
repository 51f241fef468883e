import type { Access } from '../../api/access';
import type { EndpointName } from '../../api/endpoints';
import type { DemoLogin } from '../db';
import type { TokenClaims } from '../token';
import type { Collections, DemoStore } from '../store';

/** Who may make a call: the contract's levels (src/api/access.ts). */
export type { Access } from '../../api/access';

/** What one call sees: the data, its parameters and body, the caller and the time. */
export interface HandlerContext {
  store: DemoStore;
  tables: Collections;
  /** Path parameters (`{login_id}`...). */
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body (undefined when none). */
  body: unknown;
  /** The caller; null only on public calls made without a valid token. */
  user: DemoLogin | null;
  /** The caller's session, from the token (absent when a write is replayed). */
  session?: TokenClaims | null;
  /** The caller's network address, when the server knows it (the demo HTTP server). */
  client?: string;
  /** The device cookie's value, as sent (read by the login throttle only, see deviceCookie.ts). */
  deviceCookie?: string;
  /** Time of the call, ms since epoch (the recorded time when a write is replayed). */
  now: number;
  /** Time the demo API started, ms since epoch. */
  startedAt: number;
  /** A recorded write replayed after a reload: its body is the journal's (see `journal`). */
  replaying?: boolean;
}

/** The implementation of one endpoint, with its access rule declared next to it. */
export interface HandlerDef {
  access: Access;
  /** A write: recorded in the journal when it succeeds, and replayed after a reload. */
  write?: boolean;
  /** Returns the answer's `data` (wrapped in `{ status: 'ok', data }`) or a Reply, or a promise of it. */
  run(ctx: HandlerContext): unknown;
  /**
   * The body a successful write records in the journal, when not the request's: what replays
   * it, never a password (a password's hash instead). Replayed, `run` gets it as its body.
   * NOT_RECORDED: the call changed nothing, it is not recorded.
   */
  journal?(ctx: HandlerContext, result: unknown): unknown;
}

/** What `journal` returns for a write that changed nothing (a logout without a session). */
export const NOT_RECORDED = Symbol('not recorded');

/** Part of the endpoint -> implementation table, one per domain file. */
export type HandlerTable = { [K in EndpointName]?: HandlerDef };

/** A failure with its HTTP status, French message and, on 400, per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** An answer sent as is, not wrapped in `{ status: 'ok', data }`. */
export class Reply {
  private constructor(
    readonly body: string | object,
    readonly contentType: string,
    readonly status: number,
    readonly headers: Record<string, string>,
  ) {}

  static json(body: object, status = 200, headers: Record<string, string> = {}): Reply {
    return new Reply(body, 'application/json', status, headers);
  }

  static text(body: string, contentType: string, headers: Record<string, string> = {}): Reply {
    return new Reply(body, contentType, 200, headers);
  }
}
