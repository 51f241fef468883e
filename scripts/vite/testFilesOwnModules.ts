import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What gives a test file modules of its own: it mocks a module, or adds to a registry. */
const CHANGES_MODULES = /\bvi\.(do)?mock\(|\bregister[A-Z]\w*\(/;

/**
 * The unit test files that need modules of their own (`vi.mock`, a module or page
 * registered). The others share their worker's modules, imported once: isolating every file
 * re-imported react-admin and MUI for each, half of the unit tests' time.
 */
export const testFilesOwnModules = (root: string, folder = 'tests'): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('browser/'))
    .map((file) => `${folder}/${file}`)
    .filter((file) => CHANGES_MODULES.test(readFileSync(join(root, file), 'utf8')))
    .sort();
