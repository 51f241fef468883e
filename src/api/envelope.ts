import { loadAnswer } from './answers';
import { parseAnswer } from './contractCheck';
import { endpointOf, type AnyEndpointName } from './endpointRegistry';
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

/**
 * A successful answer of `name`, checked against its schema (src/api/answers.ts): a mismatch
 * throws a ContractMismatchError naming the call and the path.
 */
export const readAnswer = async <T extends Json = Json>(
  name: AnyEndpointName,
  answer: unknown,
): Promise<T> => {
  expectOk(answer);
  const described = await loadAnswer(name);
  if (!described || described.kind === 'image') return answer as T;
  return parseAnswer(endpointOf(name), described.schema, answer) as T;
};
