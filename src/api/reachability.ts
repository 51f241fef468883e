/**
 * Whether the server answered the last call: every call of `http.ts` reports here, the health
 * check's included. A network error, a call given up after its time, or a gateway that could
 * not reach the API (502, 503, 504) is "unreached"; any other answer is "reached".
 */
export type Reachability = 'unknown' | 'reached' | 'unreached';

export interface ReachabilityState {
  reachability: Reachability;
  /** When the call that says so was sent (ms since epoch); 0 before any. */
  at: number;
}

/** nginx's answers when the API behind it is down or silent. */
export const GATEWAY_FAILURES: readonly number[] = [502, 503, 504];

let state: ReachabilityState = { reachability: 'unknown', at: 0 };
const listeners = new Set<() => void>();

export const reachabilityStore = {
  get: (): ReachabilityState => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** The outcome of a call sent at `sentAt`: an older call's late answer says nothing new. */
  report: (reached: boolean, sentAt: number): void => {
    if (sentAt < state.at) return;
    state = { reachability: reached ? 'reached' : 'unreached', at: sentAt };
    listeners.forEach((listener) => listener());
  },
};
