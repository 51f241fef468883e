import { parseAnswer } from './contractCheck';
import { endpoints } from './endpoints';
import { loginAnswerSchema, meAnswerSchema, refreshAnswerSchema } from './schemas/auth';

/** The session's calls: they answer `{ status, token?, user? }`, not `{ status, data }`. */
const schemas = {
  'auth.login': loginAnswerSchema,
  'auth.me': meAnswerSchema,
  'auth.refresh': refreshAnswerSchema,
};

export type AuthCall = keyof typeof schemas;

/** One of the session's answers, checked against its schema. */
export const checkAuthAnswer = (name: AuthCall, answer: unknown): unknown =>
  parseAnswer(endpoints[name], schemas[name], answer);
