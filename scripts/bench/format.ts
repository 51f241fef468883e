/** Plain-text tables and the small statistics of the benchmark report. */

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Runs `run` `times` times (after `warmUp` unmeasured runs); returns each duration in ms. */
export function timeRuns(run: () => unknown, times: number, warmUp = 0): number[] {
  for (let i = 0; i < warmUp; i++) run();
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    run();
    durations.push(performance.now() - start);
  }
  return durations;
}

/** Same as timeRuns for an asynchronous operation (runs one at a time). */
export async function timeRunsAsync(
  run: () => Promise<unknown>,
  times: number,
  warmUp = 0,
): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await run();
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    durations.push(performance.now() - start);
  }
  return durations;
}

export const ms = (value: number): string =>
  value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(value >= 10 ? 1 : 2)} ms`;

/** Sizes in kB of 1,000 bytes, as Vite prints them. */
export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

export const verdict = (value: number, budget: number): string =>
  value <= budget ? 'PASS' : 'FAIL';

/** Prints a table with a header row, columns padded (numbers right-aligned). */
export function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const numeric = header.map((_, column) =>
    rows.every((row) => /^[\d.,]+( ms| kB|%)?$|^-$/.test(row[column] ?? '-')),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}
