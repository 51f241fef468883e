import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

type RolldownOutput = Rollup.RollupOutput;

/** A graph of chunks (or modules): entries, static and lazy imports. */
export interface ModuleGraph {
  entries: readonly string[];
  imports: (id: string) => readonly string[];
  dynamicImports: (id: string) => readonly string[];
}

/** A lazily imported module and what loading it adds. */
interface Lazy {
  id: string;
  modules: Set<string>;
}

const staticClosure = (graph: ModuleGraph, starts: Iterable<string>, stop = new Set<string>()) => {
  const seen = new Set<string>();
  const queue = [...starts].filter((id) => !stop.has(id));
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.imports(id)) if (!seen.has(next) && !stop.has(next)) queue.push(next);
  }
  return seen;
};

/**
 * The lazily imported modules reached from `from`, each with its static closure beyond
 * `loaded`, following the lazy imports of those closures too (except from `noFollow`).
 */
const lazyImports = (
  graph: ModuleGraph,
  from: Iterable<string>,
  loaded: Set<string>,
  noFollow = new Set<string>(),
): Lazy[] => {
  const found = new Map<string, Lazy>();
  const queue = [...from];
  while (queue.length) {
    const importer = queue.pop()!;
    if (noFollow.has(importer)) continue;
    for (const id of graph.dynamicImports(importer)) {
      if (found.has(id) || loaded.has(id)) continue;
      const modules = staticClosure(graph, [id], loaded);
      found.set(id, { id, modules });
      queue.push(...modules);
    }
  }
  return [...found.values()];
};

/** Which chunks are the app's (and its first stage's), and how the others are named. */
export interface AppParts {
  isApp: (id: string) => boolean;
  isFirstStage?: (id: string) => boolean;
  opensWith: (id: string) => boolean;
  nameOf?: (id: string) => string;
  /** From how many lazy modules on what they share goes to `views`. */
  widely?: number;
}

/** The group of what most lazy pages share (the list and form machinery). */
export const SHARED_VIEWS = 'views';

const baseName = (id: string) => /([^/\\]+?)(\.[jt]sx?)?(\?.*)?$/.exec(id)?.[1] ?? 'chunk';

/**
 * Which group each chunk of a first, automatic chunking goes to, so that opening the app and
 * then a page fetches a few files, not a hundred: over HTTP/1.1 on a slow line each file
 * costs a round trip. The bundler splits what the app shares with its pages finely, though
 * the app is always there before them. What the login needs (the entry's chunks) and what the
 * demo API loads beside it stay as they are. Then:
 * - `AppFirst`: what the app's first stage (`isFirstStage`, src/appStages.ts) needs on top of
 *   those: evaluated one task before the app;
 * - `App`: every chunk the app's chunk (`isApp`) needs on top of those, and what the page
 *   it opens on by default (`opensWith`) needs;
 * - per lazily imported page or view, one group named after it: what only it needs;
 * - what `widely` or more lazy modules share (the list and form machinery): `views`;
 * - what fewer share (charts, a few dialogs) stays as it is.
 * A chunk's imports are in its own group or in one loaded before it: no cycles.
 */
export function routeChunkGroups(
  graph: ModuleGraph,
  { isApp, isFirstStage = () => false, opensWith, nameOf = baseName, widely = 8 }: AppParts,
): Map<string, string> {
  const entry = staticClosure(graph, graph.entries);
  const fromEntry = [...entry].flatMap((id) => graph.dynamicImports(id));
  const appId = fromEntry.find(isApp);
  const groups = new Map<string, string>();
  if (!appId) return groups;
  const firstId = fromEntry.find(isFirstStage);
  const first = firstId ? staticClosure(graph, [firstId], entry) : new Set<string>();
  const app = staticClosure(graph, [appId], entry);
  // The page the app opens on by default comes with it.
  for (const lazy of lazyImports(graph, app, new Set([...entry, ...app]))) {
    if (opensWith(lazy.id)) lazy.modules.forEach((id) => app.add(id));
  }
  // Lazy imports not through the app (the demo API): followed except from the app's chunks.
  const stages = new Set([...app, ...first]);
  const stageIds = firstId ? [appId, firstId] : [appId];
  const besideApp = lazyImports(graph, entry, new Set([...entry, ...stageIds]), stages);
  const before = new Set([...entry, ...besideApp.flatMap((lazy) => [...lazy.modules])]);
  for (const id of first) if (!before.has(id)) groups.set(id, 'AppFirst');
  for (const id of app) if (!before.has(id) && !groups.has(id)) groups.set(id, 'App');
  const lazies = lazyImports(graph, app, new Set([...before, ...stages]));
  const sharedBy = new Map<string, number>();
  for (const lazy of lazies) {
    for (const id of lazy.modules) sharedBy.set(id, (sharedBy.get(id) ?? 0) + 1);
  }
  const names = new Set<string>();
  for (const lazy of lazies) {
    let name = nameOf(lazy.id);
    for (let n = 2; names.has(name); n++) name = `${nameOf(lazy.id)}${n}`;
    names.add(name);
    for (const id of lazy.modules) {
      const count = sharedBy.get(id)!;
      if (count === 1) groups.set(id, name);
      else if (count >= widely) groups.set(id, SHARED_VIEWS);
    }
  }
  return groups;
}

const INNER = 'ROUTE_CHUNKS_FIRST_PASS';

/**
 * Build plugin: a first build (same config, nothing written) shows the bundler's own chunks;
 * their modules are then grouped as `routeChunkGroups` says, `parts` telling by module id the
 * app's module, its first stage's and its home page's.
 */
export const routeChunks = (parts: Omit<AppParts, 'nameOf' | 'widely'>): Plugin => {
  let groups = new Map<string, string>();
  let config: ResolvedConfig;
  return {
    name: 'route-chunks',
    apply: (_config, { command }) => command === 'build' && !process.env[INNER],
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.build.ssr) return;
      process.env[INNER] = '1';
      let output: RolldownOutput;
      try {
        const built = await build({
          root: config.root,
          mode: config.mode,
          configFile: config.configFile,
          logLevel: 'silent',
          build: { write: false },
        });
        output = (Array.isArray(built) ? built[0] : built) as RolldownOutput;
      } finally {
        delete process.env[INNER];
      }
      const chunks = new Map(
        output.output.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])),
      );
      const facade = (name: string) => chunks.get(name)?.facadeModuleId ?? '';
      const byChunk = routeChunkGroups(
        {
          entries: [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName),
          imports: (name) => chunks.get(name)?.imports ?? [],
          dynamicImports: (name) => chunks.get(name)?.dynamicImports ?? [],
        },
        {
          isApp: (name) => parts.isApp(facade(name)),
          isFirstStage: (name) => parts.isFirstStage?.(facade(name)) ?? false,
          opensWith: (name) => parts.opensWith(facade(name)),
          nameOf: (name) => baseName(chunks.get(name)?.facadeModuleId ?? name),
        },
      );
      groups = new Map(
        [...byChunk].flatMap(([name, group]) =>
          chunks.get(name)!.moduleIds.map((id) => [id, group] as const),
        ),
      );
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          // The groups hold whole chunks of the first pass, imports included where they go.
          includeDependenciesRecursively: false,
          groups: [{ name: (id: string) => groups.get(id) ?? null, debugName: 'route-chunks' }],
        },
      };
    },
  };
};
