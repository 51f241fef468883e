import { parseAnswer } from './contractCheck';
import { endpoints } from './endpoints';
import { callEndpoint, type CallOptions } from './http';
import { loginAnswerSchema, meAnswerSchema, refreshAnswerSchema } from './schemas/auth';

/** The session's calls: they answer `{ status, token?, user? }`, not `{ status, data }`. */
const schemas = {
  'auth.login': loginAnswerSchema,
  'auth.me': meAnswerSchema,
  'auth.refresh': refreshAnswerSchema,
};

/**
 * Makes one of the session's calls and checks its answer against its schema (only the login's
 * when its status is not ok: a refusal says so by its status). Apart from answers.ts, so that
 * the login screen's chunk carries only these schemas.
 */
export const callAuth = async (
  name: keyof typeof schemas,
  options?: CallOptions,
): Promise<unknown> => {
  const answer = await callEndpoint(name, options);
  const refused = (answer as { status?: unknown } | null)?.status !== 'ok';
  if (refused && name !== 'auth.login') return answer;
  return parseAnswer(endpoints[name], schemas[name], answer);
};
