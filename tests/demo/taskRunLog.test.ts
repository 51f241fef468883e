// @vitest-environment node
import type { Task } from '../../src/api/types';
import { batchSizes, plannedLines } from '../../src/demo/handlers/taskRuns';

const printer = {
  task_id: 9,
  task_name: 'Envoi des lots à l’imprimeur',
  task_params: { destination: 'centre-production', batchSize: 2000 },
} as unknown as Task;

const count = (text: string) => Number(text.replace(/\s/g, ''));

test('a manual run’s batches add up to the count its log announced', () => {
  for (const seed of [1, 2, 3, 42, 1234, 98765]) {
    const lines = plannedLines(printer, seed, false).map(([, message]) => message);
    const announced = lines.find((line) => line.endsWith('cartes validées à imprimer'))!;
    const cards = count(/^([\d\s]+) cartes/.exec(announced)![1]);
    const lots = lines
      .map((line) => /^Lot (\d+)\/(\d+) : ([\d\s]+) enregistrements traités$/.exec(line))
      .filter((match) => match !== null);
    expect(lots.length).toBe(Math.ceil(cards / 2000));
    expect(lots.reduce((sum, match) => sum + count(match![3]), 0)).toBe(cards);
    for (const match of lots) expect(count(match![3])).toBeLessThanOrEqual(2000);
  }
});

test('batches: the task’s batch size, at most 24 lots, none empty', () => {
  expect(batchSizes(488, 2000)).toEqual([488]);
  expect(batchSizes(4500, 2000)).toEqual([2000, 2000, 500]);
  expect(batchSizes(2400, undefined)).toEqual(Array(24).fill(100));
  expect(batchSizes(100_000, 10)).toHaveLength(24);
  expect(batchSizes(3, undefined)).toEqual([1, 1, 1]);
});
