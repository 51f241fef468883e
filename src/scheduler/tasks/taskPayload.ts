import type { Task } from '../../api/types';
import { paramsBytes, paramsSizeProblem } from './paramsSize';

/** The parameters field holds JSON text while typed; the server receives an object. */
export const PARAMS_EXAMPLE = '{ "lot": 500 }';

export type ParamsCheck =
  { ok: true; value: Record<string, unknown> } | { ok: false; error: string; tooLarge?: true };

export function checkParams(text: unknown): ParamsCheck {
  if (text && typeof text === 'object' && !Array.isArray(text))
    return { ok: true, value: text as Record<string, unknown> };
  const source = typeof text === 'string' ? text.trim() : '';
  if (!source) return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    const detail = error instanceof SyntaxError ? positionOf(error.message, source) : '';
    return {
      ok: false,
      error: `JSON invalide${detail} : vérifiez les guillemets, virgules et accolades.`,
    };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, error: `Un objet JSON est attendu, par exemple ${PARAMS_EXAMPLE}.` };
  const tooLarge = paramsSizeProblem(paramsBytes(value as Record<string, unknown>));
  if (tooLarge) return { ok: false, error: tooLarge, tooLarge: true };
  return { ok: true, value: value as Record<string, unknown> };
}

/** "… at position 12 …" from the engine's (English) message, said in French with its line. */
function positionOf(message: string, source: string): string {
  const position = /position (\d+)/.exec(message)?.[1];
  if (position === undefined) return '';
  const line = source.slice(0, Number(position)).split('\n').length;
  return ` (ligne ${line})`;
}

export const validateParams = (value: unknown): string | undefined => {
  const check = checkParams(value);
  return check.ok ? undefined : check.error;
};

/** Whether typed parameters are valid JSON beyond the 64 KB maximum. */
export const paramsTooLarge = (value: unknown): boolean => {
  const check = checkParams(value);
  return !check.ok && check.tooLarge === true;
};

/** JSON text shown in the field for the stored object. */
export const formatParams = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value ?? {}, null, 2);

/** What the form sends: the parameters parsed, the schedule trimmed. */
/** A task as the form holds it: the parameters are still JSON text. */
export type TaskFormValues = Omit<Partial<Task>, 'task_params'> & { task_params?: unknown };

export const toTaskPayload = (data: TaskFormValues): Partial<Task> => {
  const params = checkParams(data.task_params);
  return {
    ...data,
    task_cron: data.task_cron?.trim().replace(/\s+/g, ' '),
    task_params: params.ok ? params.value : {},
  };
};
