import type { DemoStore } from './store';

/**
 * How long a lease lasts unless renewed (docs/decisions.md, "Leases on the validation queue"):
 * the app renews its leases every 30 s while the controller works, so a closed laptop or a
 * lost network frees its records within two minutes.
 */
export const LEASE_MS = 2 * 60_000;

/** Who holds a record: one queue (`holder`) of one login session. */
interface Lease {
  session: string;
  holder: string;
  until: number;
}

type Target = 'data' | 'photo';

/**
 * The validation queue's leases, in memory: not data (never journaled, gone with a restart or
 * a reset), so that a record is handed to one controller at a time. A lease past its end is
 * as good as none.
 */
export class LeaseBook {
  private readonly leases = new Map<string, Lease>();

  private static key = (target: Target, id: string) => `${target}:${id}`;

  /** The live lease on a record, if any. */
  private live(target: Target, id: string, now: number): Lease | undefined {
    const lease = this.leases.get(LeaseBook.key(target, id));
    return lease && lease.until > now ? lease : undefined;
  }

  /** Whether someone other than `session`/`holder` holds the record. */
  heldByOther(target: Target, id: string, session: string, holder: string, now: number): boolean {
    const lease = this.live(target, id, now);
    return !!lease && (lease.session !== session || lease.holder !== holder);
  }

  /** The records of `target` held by others than `session`/`holder`, with their session. */
  othersOf(target: Target, session: string, holder: string, now: number): Map<string, string> {
    const others = new Map<string, string>();
    const prefix = `${target}:`;
    for (const [key, lease] of this.leases) {
      if (!key.startsWith(prefix) || lease.until <= now) continue;
      if (lease.session !== session || lease.holder !== holder) {
        others.set(key.slice(prefix.length), lease.session);
      }
    }
    return others;
  }

  grant(target: Target, id: string, session: string, holder: string, until: number): void {
    this.leases.set(LeaseBook.key(target, id), { session, holder, until });
  }

  /** Ends the leases of a holder (all, or those of `ids`); returns how many were live. */
  release(session: string, holder: string, now: number, ids?: readonly string[]): number {
    const wanted = ids && new Set(ids);
    let released = 0;
    for (const [key, lease] of this.leases) {
      if (lease.session !== session || lease.holder !== holder) continue;
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
