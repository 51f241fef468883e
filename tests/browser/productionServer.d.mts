/** Types of productionServer.mjs, for the TypeScript benches that start the production stack. */
export interface RunningStack {
  dist: string;
  baseUrl: string;
  apiUrl: string;
  stop: () => Promise<void>;
}
export function startStack(options?: {
  dist?: string;
  apiOptions?: string[];
}): Promise<RunningStack>;
