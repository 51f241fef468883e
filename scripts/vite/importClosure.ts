import type { Rollup } from 'vite';

/**
 * The files `from` loads: each of them and, recursively, the chunks it imports statically (and
 * their styles, with `css`), in the order first reached.
 */
export const importClosure = (
  bundle: Rollup.OutputBundle,
  from: string[],
  { css = false } = {},
): Set<string> => {
  const files = new Set<string>();
  const visit = (file: string) => {
    const output = bundle[file];
    if (files.has(file) || !output) return;
    files.add(file);
    if (output.type !== 'chunk') return;
    if (css) output.viteMetadata?.importedCss.forEach((style) => files.add(style));
    output.imports.forEach(visit);
  };
  from.forEach(visit);
  return files;
};
