/** Types of nginxServer.mjs, for the TypeScript benches that serve builds through nginx. */
export interface RunningNginx {
  baseUrl: string;
  brotli: boolean;
  errorLog: () => string;
  stop: () => Promise<void>;
}
export function findNginx(): string | undefined;
export function hasBrotli(): boolean;
export function freePort(): Promise<number>;
export function startNginx(options: { apiUrl: string; dist?: string }): Promise<RunningNginx>;
