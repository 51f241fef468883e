// React's scheduler keeps the setTimeout it finds as it loads: the real one, loaded first.
import 'react-dom/client';

type TimerId = ReturnType<typeof setTimeout>;
type Kind = 'timeout' | 'interval';

const TRACKER = Symbol.for('tests.earlierFilesTimers');
type Tracked = typeof globalThis & { [TRACKER]?: Map<TimerId, Kind> };

/**
 * The timers set through the globals since the worker started, until they fire or are
 * cleared. Installed once per worker: the files sharing it run this module each.
 */
const liveTimers = (): Map<TimerId, Kind> => {
  const scope = globalThis as Tracked;
  const existing = scope[TRACKER];
  if (existing) return existing;
  const live = new Map<TimerId, Kind>();
  const { setTimeout: setOnce, setInterval: setEvery, clearTimeout, clearInterval } = globalThis;
  type Setter = (handler: unknown, delay?: number, ...args: unknown[]) => TimerId;
  const tracked = <F>(set: F, kind: Kind): F => {
    const setTimer = set as unknown as Setter;
    const wrapper: Setter = (handler, delay, ...args) => {
      if (typeof handler !== 'function') return setTimer(handler, delay, ...args);
      const id = setTimer(
        (...given: unknown[]) => {
          if (kind === 'timeout') live.delete(id);
          return handler(...given);
        },
        delay,
        ...args,
      );
      live.set(id, kind);
      return id;
    };
    return Object.assign(wrapper, set) as F;
  };
  const untracked = <F extends (id?: TimerId) => void>(clear: F): F =>
    Object.assign((id?: TimerId) => {
      if (id !== undefined) live.delete(id);
      clear(id);
    }, clear) as unknown as F;
  globalThis.setTimeout = tracked(setOnce, 'timeout');
  globalThis.setInterval = tracked(setEvery, 'interval');
  globalThis.clearTimeout = untracked(clearTimeout);
  globalThis.clearInterval = untracked(clearInterval);
  scope[TRACKER] = live;
  return live;
};

const FRAMES = Symbol.for('tests.earlierFilesFrames');
type Framed = typeof globalThis & { [FRAMES]?: number };

/**
 * Cancels the animation frames the files before left pending. jsdom runs them on a timer of
 * its own window, started with the first pending frame and stopped with the last: cleared
 * with the other timers under a pending frame (an animation's loop), it never started again,
 * and no frame ran in the worker's later files (sonner's dismissal waits for one).
 */
const cancelEarlierFilesFrames = () => {
  if (typeof requestAnimationFrame !== 'function') return;
  const scope = globalThis as Framed;
  const last = requestAnimationFrame(() => undefined);
  for (let handle = (scope[FRAMES] ?? 0) + 1; handle <= last; handle += 1)
    cancelAnimationFrame(handle);
  scope[FRAMES] = last;
};

/** Clears every timer an earlier file of the worker left running; returns how many. */
export const clearEarlierFilesTimers = (): number => {
  cancelEarlierFilesFrames();
  const live = liveTimers();
  const count = live.size;
  for (const [id, kind] of live) (kind === 'timeout' ? clearTimeout : clearInterval)(id);
  live.clear();
  return count;
};
