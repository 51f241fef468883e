/**
 * A long generation cut in steps: it `yield`s where it may pause. Run to its end at once
 * (Node, tests), or in slices that give the thread back to its event loop, so that a worker
 * answers its messages meanwhile (the login, while 500,000 students are generated).
 */
export type Steps<T> = Generator<void, T, void>;

/** How many records a loop makes between two points where it may pause. */
export const RECORDS_PER_STEP = 1_000;

export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The next task of the event loop (setTimeout would wait 4 ms once nested). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });

export async function runStepsInSlices<T>(steps: Steps<T>, sliceMs = 25): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
}
