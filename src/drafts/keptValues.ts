import { isForbiddenField } from './forbiddenFields';

/** The names of the page's password inputs (a password field whose name says nothing of it). */
export const passwordInputNames = (root: ParentNode = document): Set<string> =>
  new Set(
    Array.from(
      root.querySelectorAll<HTMLInputElement>('input[type="password"]'),
      (input) => input.name.split('.')[0],
    ),
  );

/** react-hook-form's dirtyFields entry: `true`, or an object or array holding one somewhere. */
const isDirty = (entry: unknown): boolean =>
  entry === true ||
  (typeof entry === 'object' && entry !== null && Object.values(entry).some(isDirty));

/**
 * What a draft keeps of a form: its changed fields (top-level names), never a password (named
 * or shown as one: a revealed password is a text input), a role nor a task's parameters.
 * Unchanged fields come back from the record or the form's defaults.
 */
export const keptValues = (
  values: Record<string, unknown>,
  dirtyFields: Record<string, unknown>,
  passwordNames: ReadonlySet<string>,
): Record<string, unknown> =>
  Object.fromEntries(
    Object.keys(dirtyFields)
      .filter((name) => isDirty(dirtyFields[name]))
      .filter((name) => !isForbiddenField(name) && !passwordNames.has(name))
      .map((name) => [name, values[name]]),
  );
