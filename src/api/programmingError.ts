/**
 * Apart from ./errors.ts, which imports react-admin's HttpError: the demo API's worker reads
 * the endpoint table, which throws these, and under `npm start` an import of ra-core there
 * loaded and ran all of react-admin's pre-bundled code in the worker (3 MB, about a second).
 */

/**
 * A mistake of the code, not of the server nor the network: an unknown resource or endpoint,
 * an action a resource does not have, a path parameter left out. Shown as such, never retried.
 */
export class ProgrammingError extends Error {
  constructor(message: string) {
    super(`Erreur de programmation : ${message}`);
    this.name = 'ProgrammingError';
  }
}

export const isProgrammingError = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'ProgrammingError';
