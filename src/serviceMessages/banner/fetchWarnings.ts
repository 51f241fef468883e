/** A failed fetch is silent for the user; the console gets at most this many warnings in all. */
export const MAX_FETCH_WARNINGS = 3;

let warned = 0;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reports a failed fetch of the service messages in the console, at most 3 times per page load. */
export const warnFetchFailure = (error: unknown): void => {
  if (warned >= MAX_FETCH_WARNINGS) return;
  warned += 1;
  console.warn(`Messages de service : échec du chargement (${describe(error)}).`);
};

/** For tests: starts counting the warnings again. */
export const resetFetchWarnings = (): void => {
  warned = 0;
};
