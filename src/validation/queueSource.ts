import type { QueueAnswer, Reservation, SessionDeps } from './reviewTypes';

/** What the next records are fetched with: the records held on screen, those to leave out. */
export interface Held {
  keep: string[];
  exclude: string[];
}

/** A page of the queue, whether more lies beyond it, and what the others hold of it. */
export interface SourceAnswer extends QueueAnswer {
  exhausted: boolean;
  reservedByOthers: number;
  otherControllers: number;
  reservedBy: Reservation[];
}

/**
 * Where a sitting's records come from (docs/decisions/leases.md).
 * With the lease calls, the next records are claimed for this controller alone. Without them
 * (the claim answers 404), the queue is read from a place keyed on the controller (`startAt`,
 * stable across reloads): from there to its end, then from its start, so that two controllers
 * on the same filters mostly judge different records.
 */
export class QueueSource {
  /** Whether the server has the lease calls: unknown until the first claim is answered. */
  private leases: boolean | null;
  /** The page the queue is read from without leases, once the queue's size is known. */
  private page: number | null = null;

  constructor(private readonly deps: SessionDeps) {
    this.leases = deps.leases ? null : false;
  }

  /** True once the server answered the claim: no re-check of the records then. */
  get leasing(): boolean {
    return this.leases === true;
  }

  /** True when the records are read without leases (a re-check before they are shown). */
  get unleased(): boolean {
    return this.leases === false;
  }

  async fetch(perPage: number, held: Held): Promise<SourceAnswer> {
    const { leases } = this.deps;
    if (leases && this.leases !== false) {
      try {
        const answer = await leases.claim(perPage, held.keep, held.exclude);
        this.leases = true;
        const { reservedBy = [] } = answer;
        return { ...answer, reservedBy, exhausted: answer.data.length < perPage };
      } catch (error) {
        if (this.deps.describe(error).status !== 404) throw error;
        this.leases = false;
      }
    }
    return this.read(perPage);
  }

  /** The queue without leases, from this controller's own place in it. */
  private async read(perPage: number): Promise<SourceAnswer> {
    const { fetchQueue, startAt } = this.deps;
    const plain = (answer: QueueAnswer, exhausted: boolean): SourceAnswer => ({
      ...answer,
      exhausted,
      reservedByOthers: 0,
      otherControllers: 0,
      reservedBy: [],
    });
    if (startAt === undefined) {
      const answer = await fetchQueue(perPage, 1);
      return plain(answer, answer.data.length < perPage);
    }
    if (this.page === null) {
      const first = await fetchQueue(perPage, 1);
      const pages = Math.max(1, Math.ceil(first.total / perPage));
      this.page = 1 + Math.min(pages - 1, Math.floor(startAt * pages));
      if (this.page === 1) return plain(first, first.data.length < perPage);
    }
    const page = this.page;
    const answer = await fetchQueue(perPage, page);
    if (page === 1) return plain(answer, answer.data.length < perPage);
    // The end of the queue reached from this controller's place: its start comes next.
    if (answer.data.length < perPage) this.page = 1;
    if (answer.data.length > 0) return plain(answer, false);
    return plain(await fetchQueue(perPage, 1), false);
  }
}

/** A number in [0, 1) from a text (the login): the same text, the same place. */
export const placeOf = (text: string): number => {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0) / 2 ** 32;
};
