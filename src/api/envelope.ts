import type { AnyEndpointName } from './endpointRegistry';
import { MalformedResponseError } from './errors';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks `{ status: "ok", ... }`; another status is refused with the server's message. */
export const expectOk = (answer: unknown): Json => {
  if (!isObject(answer)) throw new MalformedResponseError('réponse vide ou mal formée');
  if (answer.status !== 'ok') {
    throw new MalformedResponseError(
      typeof answer.message === 'string' ? answer.message : 'statut différent de « ok »',
    );
  }
  return answer;
};

/** The answers' schemas and their check: all of zod, loaded with the first data call. */
const answerCheck = () => import('./answerCheck');

/** Loads the schema of `name`'s answer while its call travels (a module's is built then). */
export const preloadAnswer = (name: AnyEndpointName): void =>
  void answerCheck()
    .then(({ loadAnswer }) => loadAnswer(name))
    .catch(() => undefined);

/**
 * A successful answer of `name`, checked against its schema (src/api/answers.ts): a mismatch
 * throws a ContractMismatchError naming the call and the path.
 */
export const readAnswer = async <T extends Json = Json>(
  name: AnyEndpointName,
  answer: unknown,
): Promise<T> => {
  expectOk(answer);
  const { checkAnswer } = await answerCheck();
  return (await checkAnswer(name, answer)) as T;
};
