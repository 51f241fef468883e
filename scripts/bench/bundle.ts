/**
 * Builds the app with Vite into a temporary directory (with a manifest) and measures the
 * JavaScript each route needs on first load, gzipped with zlib's default level (what a web
 * server sends). The import graph comes from `.vite/manifest.json`; a small plugin records
 * which source modules each chunk holds, to find the chunks of the app and of the login form.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface BuiltApp {
  mode: string;
  outDir: string;
  manifest: Manifest;
  /** Manifest key of the entry (src/main.tsx). */
  entry: string;
  /** Gzip size of each output file, by manifest key. */
  gzip: Map<string, number>;
  /** Root-relative source modules held by each chunk, by manifest key. */
  modules: Map<string, string[]>;
  /** Each bundled module (root-relative): its code as rendered into its chunk, and its imports. */
  sources: Map<string, ModuleSource>;
}

export interface ModuleSource {
  /** Rendered (tree-shaken, not yet minified) code. */
  code: string;
  imports: string[];
  dynamicImports: string[];
}

/** `vite build --mode <mode> --outDir <tmp> --manifest`, with the project's vite.config.ts. */
export async function buildApp(root: string, mode: string): Promise<BuiltApp> {
  const outDir = mkdtempSync(join(tmpdir(), `bench-${mode}-`));
  const chunkModules = new Map<string, string[]>();
  const sources = new Map<string, ModuleSource>();
  const codes = new Map<string, string>();
  const name = (id: string) => relative(root, id.split('?')[0]);
  const recorder: Plugin = {
    name: 'bench-record-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const ids = output.moduleIds.filter((id) => !id.startsWith('\0'));
        chunkModules.set(output.fileName, ids.map(name));
        for (const id of ids) codes.set(id, output.modules[id]?.code ?? '');
      }
      // Every module, rendered or not: a barrel file tree-shaken away still leads somewhere.
      const real = (ids: readonly string[]) => ids.filter((id) => !id.startsWith('\0')).map(name);
      for (const id of this.getModuleIds()) {
        if (id.startsWith('\0')) continue;
        const info = this.getModuleInfo(id);
        sources.set(name(id), {
          code: codes.get(id) ?? '',
          imports: real(info?.importedIds ?? []),
          dynamicImports: real(info?.dynamicallyImportedIds ?? []),
        });
      }
    },
  };
  await build({
    root,
    mode,
    logLevel: 'error',
    plugins: [recorder],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const gzip = new Map<string, number>();
  const modules = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    gzip.set(key, gzipSync(readFileSync(join(outDir, chunk.file))).length);
    modules.set(key, chunkModules.get(chunk.file) ?? []);
  }
  return { mode, outDir, manifest, entry, gzip, modules, sources };
}

export const removeBuild = (app: BuiltApp) => rmSync(app.outDir, { recursive: true, force: true });

/** A chunk and everything it imports statically (what the browser loads with it). */
export function staticClosure(app: BuiltApp, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start) || !app.manifest[start]) return into;
  into.add(start);
  for (const next of app.manifest[start].imports ?? []) staticClosure(app, next, into);
  return into;
}

export const gzipOf = (app: BuiltApp, keys: Iterable<string>): number =>
  [...keys].reduce((sum, key) => sum + (app.gzip.get(key) ?? 0), 0);

/** Manifest key of the chunk holding a source module (root-relative path), if any. */
export function chunkHolding(app: BuiltApp, module: string): string | undefined {
  if (app.manifest[module]) return module;
  return [...app.modules].find(([, ids]) => ids.includes(module))?.[0];
}

/** Every chunk a chunk can lead to, through static and lazy imports. */
function reachable(app: BuiltApp, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start) || !app.manifest[start]) return into;
  into.add(start);
  const { imports = [], dynamicImports = [] } = app.manifest[start];
  for (const next of [...imports, ...dynamicImports]) reachable(app, next, into);
  return into;
}

/**
 * What the browser loads to run `module` on first load: the entry's static closure, then,
 * while the module is not in it, the lazily imported chunk (of what is loaded so far) that
 * leads to it (holding it statically if one does), with its static closure.
 */
export function firstLoad(app: BuiltApp, module: string): { chunks: Set<string>; via: string[] } {
  const target = chunkHolding(app, module);
  if (!target) throw new Error(`${module} is in no chunk of the ${app.mode} build`);
  const loaded = staticClosure(app, app.entry);
  const via: string[] = [];
  while (!loaded.has(target) && via.length < 5) {
    const lazy = [...loaded].flatMap((key) => app.manifest[key].dynamicImports ?? []);
    const step =
      lazy.find((key) => staticClosure(app, key).has(target)) ??
      lazy.find((key) => reachable(app, key).has(target));
    if (!step) break;
    via.push(step);
    staticClosure(app, step, loaded);
  }
  if (!loaded.has(target)) throw new Error(`${module} cannot be reached from ${app.entry}`);
  return { chunks: loaded, via };
}
