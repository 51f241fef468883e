import { answerOf, loadAnswer, loadAnswers, registerAnswer } from '../../src/api/answers';
import type { Answer } from '../../src/api/answerTypes';

const built: Answer = { kind: 'image' };

test('an answer registered as a loader is built once, on first use, and known after', async () => {
  const load = vi.fn(async () => built);
  registerAnswer('testModule.list', load);
  expect(load).not.toHaveBeenCalled();
  expect(() => answerOf('testModule.list')).toThrow(
    "la réponse de testModule.list n'est pas chargée : loadAnswers()",
  );
  const [first, second] = await Promise.all([
    loadAnswer('testModule.list'),
    loadAnswer('testModule.list'),
  ]);
  expect(first).toBe(built);
  expect(second).toBe(built);
  expect(load).toHaveBeenCalledTimes(1);
  expect(answerOf('testModule.list')).toBe(built);
});

test('loadAnswers builds every answer still to load', async () => {
  registerAnswer('testModule.a', async () => built);
  registerAnswer('testModule.b', async () => built);
  await loadAnswers();
  expect(answerOf('testModule.a')).toBe(built);
  expect(answerOf('testModule.b')).toBe(built);
});
