import * as z from 'zod/mini';
import './zodWithoutEval';
import type { Endpoint } from './endpoints';
import { ContractMismatchError } from './errors';

/** What a received value is, in French, with the agreement of « reçu ». */
const received = (value: unknown): string => {
  if (value === undefined) return 'champ absent';
  if (value === null) return 'null reçu';
  if (Array.isArray(value)) return 'liste reçue';
  if (typeof value === 'string') return `texte ${JSON.stringify(shorten(value))} reçu`;
  if (typeof value === 'number') return `nombre ${value} reçu`;
  if (typeof value === 'boolean') return `booléen ${value} reçu`;
  if (typeof value === 'object') return 'objet reçu';
  return `${typeof value} reçu`;
};

const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

const EXPECTED: Record<string, string> = {
  string: 'texte attendu',
  number: 'nombre attendu',
  int: 'nombre entier attendu',
  boolean: 'booléen attendu',
  array: 'liste attendue',
  object: 'objet attendu',
  record: 'objet attendu',
  null: 'null attendu',
  nonoptional: 'valeur attendue',
};

/** `['data', 3, 'student_idNumber']` -> `data[3].student_idNumber`; the root is « réponse ». */
export const formatPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    '',
  ) || 'réponse';

const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object'
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    root,
  );

/** One zod issue, in French: what was expected and what came. */
const describe = (issue: z.core.$ZodIssue, value: unknown): string => {
  switch (issue.code) {
    case 'invalid_type':
      return `${EXPECTED[issue.expected] ?? `${issue.expected} attendu`}, ${received(value)}`;
    case 'invalid_value':
      return `${issue.values.map((item) => JSON.stringify(item)).join(' ou ')} attendu, ${received(value)}`;
    case 'too_small':
      return `au moins ${String(issue.minimum)} attendu, ${received(value)}`;
    case 'too_big':
      return `au plus ${String(issue.maximum)} attendu, ${received(value)}`;
    case 'unrecognized_keys':
      return `${issue.keys.length > 1 ? 'champs' : 'champ'} en trop : ${issue.keys.join(', ')}`;
    default:
      return `valeur inattendue, ${received(value)}`;
  }
};

/** A mismatch: `path : what was expected, what came`, for each issue. */
export const describeIssues = (issues: readonly z.core.$ZodIssue[], answer: unknown): string[] =>
  issues.map(
    (issue) => `${formatPath(issue.path)} : ${describe(issue, valueAt(answer, issue.path))}`,
  );

/** How a call is named in a mismatch: its method and path, as the server team reads them. */
export const callLabel = ({ method, path }: Pick<Endpoint, 'method' | 'path'>): string =>
  `${method} ${path}`;

/** The mismatches of an answer, empty when it follows its schema (check-api, the tests). */
export const mismatchesOf = (schema: z.core.$ZodType, answer: unknown): string[] => {
  const result = z.safeParse(schema, answer);
  return result.success ? [] : describeIssues(result.error.issues, answer);
};

/**
 * The answer, checked against its schema: a mismatch is logged once to the console, with every
 * path, and thrown as a ContractMismatchError. Extra fields are kept.
 */
export const parseAnswer = <T>(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  schema: z.core.$ZodType<T>,
  answer: unknown,
): T => {
  const result = z.safeParse(schema, answer);
  if (result.success) return result.data;
  const call = callLabel(endpoint);
  const mismatches = describeIssues(result.error.issues, answer);
  console.error(`[API] Réponse non conforme de ${call} :\n${mismatches.join('\n')}`);
  throw new ContractMismatchError(call, mismatches);
};
