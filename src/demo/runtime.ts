import { DEFAULT_SEED, DEFAULT_STUDENT_COUNT, type DemoDb, type DemoDbOptions } from './db';
import { handlerOf } from './handlers/modules';
import { journalEntry, replay, runEndpoint, type CallParts } from './handlers/run';
import { NOT_RECORDED } from './handlers/types';
import { Journal, removeStoredJournal } from './journal';
import { localStorageOrNull, memoryStorage, type KeyValueStorage } from './storage';
import { DemoStore } from './store';
import { shareLoginAttempts } from './loginThrottle';
import { generateDemoDb, generateLogins, generateServiceMessages } from './seed';

/**
 * A login and the app's frame after it: answered from the accounts and the service messages
 * alone (the rest is static) while the data is generated.
 */
const EARLY_CALLS = new Set([
  'auth.login',
  'auth.me',
  'auth.refresh',
  'config.getConfig',
  'health',
  'serviceMessage.getDisplayed',
]);

const LEASE_CALLS = new Set(['validation.claim', 'validation.release']);

export interface DemoApiOptions {
  /** Number of generated students (50,000 by default). */
  students?: number;
  /** Seed of the generator. */
  seed?: number;
  /** Delay of every answer in ms (0 unless set; the browser entry sets 150). */
  latencyMs?: number;
  /** Where the journal of writes is kept (default: localStorage, else memory). */
  storage?: KeyValueStorage;
  /** The clock (default Date.now); tests inject one to expire tokens. */
  now?: () => number;
  /**
   * While the data is generated, answer a login (who am I, a refresh, the app's frame) from
   * the accounts and service messages alone, generated apart: the browser's worker, whose
   * generation pauses for its messages.
   * Only with the default accounts: a `createDb` of other accounts must leave it off.
   */
  accountsFirst?: boolean;
  /**
   * `false`: no lease calls (POST /api/validation/claim, /release answer 404), as a server
   * without them; the app then falls back on its own (docs/api.md, "Leases").
   */
  leases?: boolean;
  /** The data generator (default: the seed's generateDemoDb), called on first use. */
  createDb?: (options: DemoDbOptions) => DemoDb | Promise<DemoDb>;
}

/**
 * One demo API: options, the lazily generated store (data + replayed journal), the clock.
 * Nothing is generated before the first request (or `store()`).
 */
export class DemoRuntime {
  readonly latencyMs: number;
  readonly startedAt: number;
  readonly journal: Journal;
  readonly now: () => number;
  private loading: Promise<DemoStore> | null = null;
  private generated: DemoStore | null = null;
  private accounts: DemoStore | null = null;

  constructor(private readonly options: DemoApiOptions = {}) {
    this.now = options.now ?? (() => Date.now());
    this.latencyMs = options.latencyMs ?? 0;
    this.startedAt = this.now();
    const base = `${this.generation.students}:${this.generation.seed}`;
    this.journal = new Journal(options.storage ?? localStorageOrNull() ?? memoryStorage(), base);
  }

  get generation(): Required<DemoDbOptions> {
    return {
      students: this.options.students ?? DEFAULT_STUDENT_COUNT,
      seed: this.options.seed ?? DEFAULT_SEED,
    };
  }

  /** The store, generated on first use, with the journal's writes replayed. */
  store(): Promise<DemoStore> {
    this.loading ??= (async () => {
      const create = this.options.createDb ?? generateDemoDb;
      const store = new DemoStore(await create(this.generation));
      const recorded = this.journal.entries();
      const kept = await replay(store, recorded, this.startedAt);
      // Recorded again: an older journal's passwords in clear become hashes.
      if (JSON.stringify(kept) !== JSON.stringify(recorded)) this.journal.replaceAll(kept);
      if (this.accounts) shareLoginAttempts(this.accounts, store);
      this.generated = store;
      return store;
    })();
    return this.loading;
  }

  /**
   * The store a call is answered from: the whole data, or, with `accountsFirst` and while
   * the data is generated, the accounts and service messages alone for a login and the
   * app's frame, when no write is to be replayed (they are then exactly the generated ones).
   */
  storeFor(name: string): Promise<DemoStore> {
    const early =
      this.options.accountsFirst &&
      !this.generated &&
      EARLY_CALLS.has(name) &&
      this.journal.entries().length === 0;
    if (!early) return this.store();
    this.accounts ??= DemoStore.ofTables({
      logins: generateLogins(this.generation.seed),
      serviceMessages: generateServiceMessages(),
    });
    return Promise.resolve(this.accounts);
  }

  /** Whether it answers this call (every one, but the lease calls when `leases` is false). */
  serves(name: string): boolean {
    return this.options.leases !== false || !LEASE_CALLS.has(name);
  }

  /** Runs an endpoint and, for a successful write, records it in the journal. */
  async call(name: string, parts: CallParts): Promise<unknown> {
    const { result, recordedBody } = await runEndpoint(await this.storeFor(name), name, parts);
    if (handlerOf(name)?.write && recordedBody !== NOT_RECORDED)
      this.journal.append(journalEntry(name, parts, recordedBody));
    return result;
  }

  /** Forgets every write and regenerates the data. */
  async reset(): Promise<void> {
    this.journal.clear();
    this.loading = null;
    this.generated = null;
    this.accounts = null;
    await this.store();
  }
}

let active: DemoRuntime | null = null;

/** Makes `runtime` the one that `resetDemoData` resets (the last one started). */
export function activate(runtime: DemoRuntime): DemoRuntime {
  active = runtime;
  return runtime;
}

/** Clears the journal of writes and regenerates the demo data. */
export async function resetDemoData(): Promise<void> {
  if (active) await active.reset();
  else removeStoredJournal(localStorageOrNull());
}
