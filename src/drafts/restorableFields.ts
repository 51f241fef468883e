import type { Control, FieldValues } from 'react-hook-form';
import { isForbiddenField } from './forbiddenFields';

const TEXT_TYPES = ['text', 'email', 'search', 'url', 'tel'];

/** The kind of value its input on screen takes: text for a text box, a number for a number box. */
const kindOnScreen = (name: string, root: ParentNode): string | undefined => {
  const input = root.querySelector(`[name="${CSS.escape(name)}"]`);
  if (input instanceof HTMLTextAreaElement) return 'string';
  if (!(input instanceof HTMLInputElement)) return undefined;
  if (TEXT_TYPES.includes(input.type)) return 'string';
  if (input.type === 'number') return 'number';
  return undefined;
};

/** The same kind of value as the field holds: text for text, a list for a list... */
const sameKind = (current: unknown, value: unknown, onScreen: string | undefined): boolean => {
  if (onScreen) return typeof value === onScreen || (onScreen === 'number' && value === null);
  if (current === null || current === undefined) return value === null || typeof value !== 'object';
  if (Array.isArray(current)) return Array.isArray(value);
  return typeof current === typeof value;
};

/**
 * Of a draft's values, those a restore may fill: a field the form shows (registered and on
 * screen), not forbidden, and of the kind the field holds. The form's rules are checked as
 * they are filled (useFormDraft).
 */
export const restorableFields = (
  values: Record<string, unknown>,
  control: Control<FieldValues>,
  current: (name: string) => unknown,
  root: ParentNode = document,
): string[] =>
  Object.keys(values).filter(
    (name) =>
      control._names.mount.has(name) &&
      !isForbiddenField(name) &&
      sameKind(current(name), values[name], kindOnScreen(name, root)),
  );

/** What the form calls a field: its label on screen (« Nom complet »), else its name. */
export const fieldLabel = (name: string, root: ParentNode = document): string => {
  const input = root.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`);
  const text =
    input?.labels?.[0]?.textContent ??
    input?.closest('fieldset')?.querySelector('legend')?.textContent ??
    root.querySelector(`label[for="${CSS.escape(name)}"]`)?.textContent ??
    name;
  return text.replace(/[\s*\u2009]+$/u, '').trim() || name;
};
