import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ImportEdge } from './fileFacts';

const SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const isSource = (path: string) => /\.tsx?$/.test(path) && existsSync(path);

/**
 * The app's own source file a specifier names (relative, or from the project's `src/`), as the
 * bundler resolves it; undefined for a package or an asset (CSS, images).
 */
export function resolveSpecifier(from: string, specifier: string, root: string) {
  const base = specifier.startsWith('.')
    ? resolve(dirname(from), specifier)
    : /^\/?src\//.test(specifier)
      ? join(root, specifier)
      : undefined;
  if (!base) return undefined;
  return SUFFIXES.map((suffix) => base + suffix).find(
    (path) => isSource(path) && statSync(path).isFile(),
  );
}

/** The files an `import.meta.glob` pattern matches (`*` within a folder or file name). */
function expandGlob(from: string, pattern: string, root: string): string[] {
  const start = pattern.startsWith('/') ? root : dirname(from);
  const segments = pattern.replace(/^\//, '').split('/');
  let paths = [start];
  for (const segment of segments) {
    if (!segment.includes('*')) {
      paths = paths.map((path) => resolve(path, segment));
      continue;
    }
    const matcher = new RegExp(`^${segment.split('*').map(escape).join('[^/]*')}$`);
    paths = paths.flatMap((path) =>
      existsSync(path)
        ? readdirSync(path)
            .filter((name) => matcher.test(name))
            .map((name) => join(path, name))
        : [],
    );
  }
  return paths.filter(isSource);
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** The source files an import brings in. */
export const filesOf = (from: string, edge: ImportEdge, root: string): string[] => {
  if (edge.glob) return expandGlob(from, edge.specifier, root);
  const file = resolveSpecifier(from, edge.specifier, root);
  return file ? [file] : [];
};
