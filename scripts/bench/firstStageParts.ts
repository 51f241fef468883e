/**
 * What each part of the app adds to a first load (issue 45): the modules that would leave
 * it if nothing of the load imported the part statically, i.e. the part's own modules and
 * those only they import. Sizes are estimates: each module's rendered code is gzipped alone,
 * and the sum is scaled to the load's real gzip size (the minifier and the shared dictionary
 * of a whole chunk make each module smaller than alone).
 */
import { gzipSync } from 'node:zlib';
import { gzipOf, type BuiltApp } from './bundle';

export interface Part {
  label: string;
  holds: (module: string) => boolean;
}

export interface PartSize {
  label: string;
  gzip: number;
  modules: number;
}

/** The npm package a module belongs to, or its folder under src/ (`depth` levels). */
export const partOf = (module: string, depth = 1): string => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (pkg) return pkg[1];
  const parts = module.split('/');
  return parts.length > depth + 1 ? parts.slice(0, depth + 1).join('/') : module;
};

function reached(app: BuiltApp, roots: string[], skip: (module: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = roots.filter((root) => !skip(root));
  while (queue.length) {
    const module = queue.pop()!;
    if (seen.has(module)) continue;
    seen.add(module);
    for (const next of app.sources.get(module)?.imports ?? []) {
      if (!seen.has(next) && !skip(next)) queue.push(next);
    }
  }
  return seen;
}

/**
 * The first load's modules (those of `chunks`), what `roots` import statically, and a sizer
 * of what each part adds: the load's modules no longer reached from `roots` without it.
 */
export function firstStageParts(app: BuiltApp, chunks: Set<string>, roots: string[]) {
  const loaded = new Set([...chunks].flatMap((key) => app.modules.get(key) ?? []));
  const weight = new Map(
    [...loaded].map((module) => [
      module,
      gzipSync(app.sources.get(module)?.code ?? '').length - 20, // less gzip's own header
    ]),
  );
  const total = [...weight.values()].reduce((sum, value) => sum + Math.max(value, 0), 0);
  const scale = gzipOf(app, chunks) / total;
  const sizeOf = (modules: Iterable<string>) =>
    [...modules].reduce((sum, module) => sum + Math.max(weight.get(module) ?? 0, 0), 0) * scale;
  const all = reached(app, roots, () => false);
  const sizeOfPart = ({ label, holds }: Part): PartSize => {
    const without = reached(app, roots, holds);
    const gone = [...loaded].filter((module) => all.has(module) && !without.has(module));
    return { label, gzip: sizeOf(gone), modules: gone.length };
  };
  /** What is in the load though `roots` do not import it statically (the chunking put it there). */
  const unneeded = [...loaded].filter((module) => !all.has(module));
  return { loaded, sizeOf, sizeOfPart, unneeded };
}
