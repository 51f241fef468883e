/**
 * Imported first by the worker. The resource modules it registers bring their views along
 * (never rendered there); under `npm start`, Vite's pre-bundled react-admin then runs
 * jsonexport, which reads `global` when there is no `window`, as in a worker.
 */
const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
scope.global ??= globalThis;
