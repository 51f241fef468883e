// The machine's pace, measured once by tests/browser/run.mjs in the run's own chromium just
// before the specs start (builds done; the dev server may still be warming up, which reads
// slower, never faster): how much slower than the reference
// machine this one renders a page. Slow days happen on shared machines (the same commit's
// browser tests took 2.8× as long on one): the run then gives fewer specs at once and waits
// proportionally longer on each condition (`patience`), instead of failing on a timeout that
// only measured the machine. Performance itself is measured by `npm run bench`, never here.

/**
 * The workload's median on the reference machine, in milliseconds: a quiet 2-core machine of
 * this workplace on a day its unit tests took 423–440 s. Measured 180–228 ms on 2026-11-29,
 * when the same unit tests took 941 s (2.1×): 200 ÷ 2.1. On a machine as fast as the
 * reference, `node tests/browser/run.mjs` printing « Machine pace: 1.00 … » confirms it.
 */
export const REFERENCE_MS = 95;

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

/** The workload's median over five runs in a fresh page of `browser`, in milliseconds. */
export const measureWorkload = async (browser) => {
  const page = await browser.newPage();
  try {
    const times = [];
    for (let run = 0; run < 5; run += 1) times.push(await page.evaluate(workload));
    return times.sort((a, b) => a - b)[2];
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
