/**
 * Fields a draft never holds, whether written or read back: passwords (and the secrets a
 * task's parameters may carry), and roles, which would grant rights if a planted draft were
 * taken back (docs/decisions/drafts.md).
 */
const FORBIDDEN_NAME = /pass(word|wd)|mot_?de_?passe|roles?$|^task_params$|token|secret/i;

export const isForbiddenField = (name: string): boolean => FORBIDDEN_NAME.test(name);

export const withoutForbidden = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !isForbiddenField(name)));
