import { loadAnswer } from './answers';
import { parseAnswer } from './contractCheck';
import { endpointOf, type AnyEndpointName } from './endpointRegistry';

/**
 * A successful answer of `name`, checked against its schema (./answers.ts): a mismatch throws
 * a ContractMismatchError naming the call and the path. Loaded with the first data call, not
 * in the app's first stage (./envelope.ts).
 */
export const checkAnswer = async (name: AnyEndpointName, answer: unknown): Promise<unknown> => {
  const described = await loadAnswer(name);
  if (!described || described.kind === 'image') return answer;
  return parseAnswer(endpointOf(name), described.schema, answer);
};

export { loadAnswer };
