import { expect, test } from 'vitest';
import type { AppDataProvider } from '../../src/api/dataProvider';
import { leaseCalls } from '../../src/validation/validationApi';

/** A data provider whose calls wait until the test answers them, in the order they came. */
const heldCalls = () => {
  const calls: { name: string; answer: (value: unknown) => void }[] = [];
  const dataProvider = {
    call: (name: string) =>
      new Promise((answer) => {
        calls.push({ name, answer });
      }),
  } as unknown as AppDataProvider;
  return { calls, dataProvider };
};

const tick = () => new Promise((done) => setTimeout(done, 0));

test('a claim waits for the release sent before it: the release never takes back what it claims', async () => {
  const { calls, dataProvider } = heldCalls();
  const leases = leaseCalls(dataProvider, 'h1', { validation_target: 'data' });
  const released = leases.release();
  const claimed = leases.claim(20, ['A1'], []);
  await tick();
  expect(calls.map(({ name }) => name)).toEqual(['validation.release']);

  calls[0].answer({ released: 3 });
  await released;
  await tick();
  expect(calls.map(({ name }) => name)).toEqual(['validation.release', 'validation.claim']);
  calls[1].answer({
    records: [],
    total: 0,
    reservedByOthers: 0,
    otherControllers: 0,
    until: '',
  });
  expect((await claimed).data).toEqual([]);
});

test('a release as the page unloads goes out at once, even behind a claim on its way', async () => {
  const { calls, dataProvider } = heldCalls();
  const leases = leaseCalls(dataProvider, 'h1', { validation_target: 'data' });
  void leases.claim(20, [], []);
  void leases.release(undefined, true);
  await tick();
  // Both are out while the claim is still unanswered.
  expect(calls.map(({ name }) => name).sort()).toEqual(['validation.claim', 'validation.release']);
});
