// The machine's pace, measured once by tests/browser/run.mjs in the run's own chromium just
// before the specs start: how much slower than the reference machine this one renders a page.
// Slow days happen on shared machines (the same commit's browser tests took 2.8× as long on
// one): the run then gives fewer specs at once and waits proportionally longer on each
// condition (`patience`), instead of failing on a timeout that only measured the machine.
// Performance itself is measured by `npm run bench`, never here.

/**
 * The workload's fastest run on the reference machine, in milliseconds: a quiet 2-core machine
 * of this workplace on a day its unit tests took 423–440 s. On 2026-11-29 the same unit tests
 * took 859–941 s (2.1×) and the fastest run read 99–100 ms in four pages in a row (their
 * medians 195–217 ms, hence the fastest): 100 ÷ 2.1. On a machine as fast as the reference,
 * `node tests/browser/run.mjs` printing « Machine pace: 1.00 … » confirms it.
 */
export const REFERENCE_MS = 48;

/** What a page of the app does at each render, in small: DOM, styles, layout, JavaScript. */
const workload = () => {
  const start = performance.now();
  for (let round = 0; round < 4; round += 1) {
    const table = document.createElement('table');
    for (let row = 0; row < 250; row += 1) {
      const tr = table.insertRow();
      for (let cell = 0; cell < 6; cell += 1) {
        const td = tr.insertCell();
        td.textContent = `Élève ${row}-${cell}`;
        td.style.padding = `${(row + cell) % 7}px`;
      }
    }
    document.body.append(table);
    void table.getBoundingClientRect().height;
    const records = Array.from({ length: 4000 }, (_, id) => ({ id, name: `N${id}`, tags: [id] }));
    JSON.parse(JSON.stringify(records)).sort((a, b) => b.id - a.id);
    table.remove();
  }
  return performance.now() - start;
};

/**
 * The workload's fastest of ten runs in a fresh page of `browser`, in milliseconds. Whatever
 * else the machine does meanwhile (a browser just started, a server warming up) only makes a
 * run slower: the fastest is the machine's own pace.
 */
export const measureWorkload = async (browser) => {
  const page = await browser.newPage();
  try {
    let fastest = Infinity;
    for (let run = 0; run < 10; run += 1)
      fastest = Math.min(fastest, await page.evaluate(workload));
    return fastest;
  } finally {
    await page.close();
  }
};

/** The pace of a machine whose workload took `workloadMs`: 1 at the reference's speed or faster. */
export const paceOf = (workloadMs) => Math.max(1, workloadMs / REFERENCE_MS);

/** Specs run at once: 4 at the reference pace, fewer on a slower machine, never under 2. */
export const concurrencyFor = (pace) => Math.max(2, Math.min(4, Math.round(4 / pace)));

/** This run's pace (1 on the reference machine, 2 when twice as slow), given by run.mjs. */
export const PACE = Math.max(1, Number(process.env.BROWSER_PACE) || 1);

/** A wait of `ms` on the reference machine, lengthened by this machine's pace. */
export const patience = (ms) => Math.round(ms * PACE);
