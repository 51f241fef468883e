/** Requests at once when all is well; one at a time after an outage, until one goes through. */
const CONCURRENCY = 4;
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

/**
 * The outbox's pace. Online: up to CONCURRENCY sends at once. After a send got no answer
 * (an outage): nothing goes out until the retry timer (2 s, doubled each time up to 60 s) or
 * « Envoyer maintenant », then one at a time until a send is answered. A refused session
 * waits for the next login, with no timer.
 */
export class RetryPace {
  offline = false;
  /** Counts the outages: a send begun before the latest one does not go out (Outbox.send). */
  outages = 0;
  private probing = false;
  private delay = FIRST_RETRY_MS;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly retry: () => void) {}

  /** How many sends may be on their way at once. */
  limit(): number {
    return this.probing ? 1 : CONCURRENCY;
  }

  /** A send was answered: the next outage starts its back-off from the first delay. */
  answered(): void {
    this.probing = false;
    this.delay = FIRST_RETRY_MS;
  }

  /** Back to the online pace, the back-off from its first delay (an answer came, a logout). */
  reset(): void {
    this.stop();
    this.answered();
  }

  /**
   * A send got no answer: an outage starts, unless one already runs (false). The network is
   * tried again after the delay when `retryLater`.
   */
  goOffline(retryLater: boolean): boolean {
    if (this.offline) return false;
    this.offline = true;
    this.outages++;
    this.probing = true;
    clearTimeout(this.timer);
    if (retryLater) {
      this.timer = setTimeout(this.retry, this.delay);
      this.delay = Math.min(this.delay * 2, MAX_RETRY_MS);
    }
    return true;
  }

  /** Trying again (the timer, « Envoyer maintenant »): one at a time until a send is answered. */
  stop(): void {
    clearTimeout(this.timer);
    this.offline = false;
  }

  /** « Envoyer maintenant »: the back-off starts over. */
  restart(): void {
    this.delay = FIRST_RETRY_MS;
  }
}
