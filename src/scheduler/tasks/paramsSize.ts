/**
 * A task's parameters are stored and sent with the task on every call: 64 KB at most
 * (docs/api.md), counted in UTF-8 bytes of the compact JSON the server receives. The form
 * and the demo API share this rule.
 */
export const TASK_PARAMS_MAX_BYTES = 64 * 1024;

/** Rounded up to the tenth: a size just over the maximum never reads as the maximum. */
const kilobytes = (bytes: number): string =>
  `${(Math.ceil(bytes / 102.4) / 10).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Ko`;

/** The size of parameters as sent: `JSON.stringify` of the object, in UTF-8 bytes. */
export const paramsBytes = (params: Record<string, unknown>): number =>
  new TextEncoder().encode(JSON.stringify(params)).length;

/** The French refusal of parameters beyond the maximum; undefined within it. */
export const paramsSizeProblem = (bytes: number): string | undefined =>
  bytes > TASK_PARAMS_MAX_BYTES
    ? `Paramètres trop volumineux : ${kilobytes(bytes)} pour ${kilobytes(TASK_PARAMS_MAX_BYTES)} au maximum.`
    : undefined;
