import type { DemoStore } from './store';

/**
 * How long a lease lasts unless renewed (docs/decisions/leases.md):
 * the app renews its leases every 30 s while the controller works, so a closed laptop or a
 * lost network frees its records within two minutes.
 */
export const LEASE_MS = 2 * 60_000;

/**
 * How many live leases one login holds at most, over all its queues, tabs and sessions: a
 * bulk decision's claim (at most CLAIM_MAX) for its run, or a sitting's few dozen (docs/api.md,
 * "Leases"). One account can never hold more of the queue than this.
 */
export const LOGIN_MAX = 1000;
/** The most records one claim takes (a bulk decision's reach). */
export const CLAIM_MAX = 1000;
/** The most records a claim keeps (`keep`: the records on a sitting's screen). */
export const KEEP_MAX = 50;

/** Who holds a record: one queue (`holder`) of one controller, in one login session. */
export interface LeaseOwner {
  login: number;
  session: string;
  holder: string;
}

interface Lease extends LeaseOwner {
  until: number;
}

const same = (a: LeaseOwner, b: LeaseOwner) => a.login === b.login && a.holder === b.holder;

type Target = 'data' | 'photo';

/**
 * The validation queue's leases, in memory: not data (never journaled, gone with a restart or
 * a reset), so that a record is handed to one controller at a time. A lease past its end is
 * as good as none.
 */
export class LeaseBook {
  private readonly leases = new Map<string, Lease>();

  private static key = (target: Target, id: string) => `${target}:${id}`;

  /**
   * The records of `target` other controllers hold, with who holds them. The controller's own
   * leases from another queue (another tab, a session before a reload) are not others'.
   */
  othersOf(target: Target, login: number, now: number): Map<string, number> {
    const others = new Map<string, number>();
    const prefix = `${target}:`;
    for (const [key, lease] of this.leases) {
      if (!key.startsWith(prefix) || lease.until <= now || lease.login === login) continue;
      others.set(key.slice(prefix.length), lease.login);
    }
    return others;
  }

  /** How many live leases `login` holds, those of `owner`'s queue left out (it claims anew). */
  heldBy(login: number, now: number, owner?: LeaseOwner): number {
    let held = 0;
    for (const lease of this.leases.values()) {
      if (lease.login === login && lease.until > now && !(owner && same(lease, owner))) held++;
    }
    return held;
  }

  grant(target: Target, id: string, owner: LeaseOwner, until: number): void {
    this.leases.set(LeaseBook.key(target, id), { ...owner, until });
  }

  /** Ends the leases of a queue (all, or those of `ids`); returns how many were live. */
  release(owner: LeaseOwner, now: number, ids?: readonly string[]): number {
    const wanted = ids && new Set(ids);
    let released = 0;
    for (const [key, lease] of this.leases) {
      if (!same(lease, owner)) continue;
      if (wanted && !wanted.has(key.slice(key.indexOf(':') + 1))) continue;
      if (lease.until > now) released++;
      this.leases.delete(key);
    }
    return released;
  }

  /** A decision: the record's lease has done its work. */
  drop(target: Target, id: string): void {
    this.leases.delete(LeaseBook.key(target, id));
  }

  /** A logout: every lease of the session ends. */
  dropSession(session: string): void {
    for (const [key, lease] of this.leases) if (lease.session === session) this.leases.delete(key);
  }

  /** Forgets the leases past their end. */
  prune(now: number): void {
    for (const [key, lease] of this.leases) if (lease.until <= now) this.leases.delete(key);
  }
}

/** The store's lease book (a reset, a new store, starts with none). */
export const leasesOf = (store: DemoStore): LeaseBook =>
  store.index('leases', () => new LeaseBook());
