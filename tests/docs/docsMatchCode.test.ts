import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * The docs name files, exported names and npm commands of this repository: each must exist.
 * Read: every .md under docs/ (docs/decisions/ included) and README.md. A backticked span is a
 * path when it has a `/` or a file extension (URLs, routes and placeholders such as
 * `src/<feature>/` are left out); a name when it is one identifier of mixed case or
 * UPPER_SNAKE_CASE, optionally called. A Markdown link to a local file must lead to one.
 */
const ROOT = process.cwd();
const DOCS = [
  ...readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`)
    .sort(),
  'README.md',
];
/** The repository's files as they are on disk: committed or not, ignored ones left out. */
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(file));
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const packages = [
  ...Object.keys(packageJson.dependencies),
  ...Object.keys(packageJson.devDependencies),
];

const EXTENSION = /\.(tsx?|mjs|cjs|js|json|md|css|html|svg|conf|sh|yml|yaml|txt|webmanifest)$/;
const PATH = /^\.{0,2}\/?[\w.@-]+(\/[\w.@-]+)*\/?$/;
const TOP = new Set(tracked.map((file) => file.split('/')[0]));
/** Files that builds and scripts write (dist/openapi.json), named alone. */
const GENERATED = new Set(['openapi.json']);
/** Names of the platform and of libraries that docs explain, not of this code. */
const NOT_OURS = new Set(['exclusiveMinimum', 'getModuleInfo', 'insertRule', 'sendBeacon']);

/** A file path: a known extension, or a folder of the repository first (`src/demo/`). */
const isPath = (value: string) =>
  PATH.test(value) &&
  (EXTENSION.test(value) || (value.includes('/') && TOP.has(value.split('/')[0])));

/** What git ignores is generated (dist/, .demo-api/, screenshots): not checked. */
const ignored = (path: string) => {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path]);
    return true;
  } catch {
    return false;
  }
};

/** A path exists as written, from the root or docs/, or as the end of a tracked file's path. */
const pathExists = (path: string): boolean => {
  const clean = path.replace(/^\.\//, '').replace(/\/$/, '');
  if (['', '.ts', '.tsx'].some((extension) => existsSync(join(ROOT, clean + extension))))
    return true;
  if (existsSync(join(ROOT, 'docs', clean))) return true;
  if (packages.some((name) => clean === name || clean.startsWith(`${name}/`))) return true;
  if (!clean.includes('/') && tracked.some((file) => basename(file) === clean)) return true;
  if (tracked.some((file) => file.endsWith(`/${clean}`) || file.includes(`/${clean}/`)))
    return true;
  return GENERATED.has(clean) || ignored(clean);
};

const codeFiles = tracked.filter(
  (file) => /\.(tsx?|mjs|js)$/.test(file) && !file.startsWith('public/mockServiceWorker'),
);
const code = codeFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
const names = new Set(code.match(/[A-Za-z_$][\w$]*/g));
const NAME = /^(?:new\s+)?([A-Za-z_$][\w$]*)(?:\(.*\))?$/;
const looksLikeName = (word: string) =>
  /^[a-z]+[A-Z]\w*$/.test(word) || // camelCase
  /^[A-Z][a-z0-9]+[A-Z]\w*$/.test(word) || // PascalCase of two words or more
  /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(word); // UPPER_SNAKE_CASE

interface Finding {
  file: string;
  line: number;
  what: string;
}

/** Lines outside fenced code blocks, with their numbers. */
const proseLines = (text: string) => {
  let fenced = false;
  return text.split('\n').flatMap((line, index) => {
    if (line.trimStart().startsWith('```')) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{ line, number: index + 1 }];
  });
};

const findings = (): Finding[] => {
  const found: Finding[] = [];
  for (const file of DOCS) {
    const text = readFileSync(file, 'utf8');
    text.split('\n').forEach((line, index) => {
      for (const [, script] of line.matchAll(/npm run ([\w:.-]+)/g))
        if (!(script in packageJson.scripts))
          found.push({ file, line: index + 1, what: `npm run ${script}: no such script` });
    });
    for (const { line, number } of proseLines(text)) {
      for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
        const path = target.split('#')[0];
        if (path && !/^(https?:|mailto:)/.test(path) && !existsSync(join(dirname(file), path)))
          found.push({ file, line: number, what: `${target}: the link leads to no file` });
      }
      for (const [, span] of line.matchAll(/`([^`]+)`/g)) {
        const value = span.trim();
        // Outside the repository (`../shared/spec.md`, beside a clone): not this code's to check.
        if (/^(https?:|\/|\.\.\/)/.test(value) || /[<>*{}\s:?=#'"[\]]/.test(value)) continue;
        if (isPath(value)) {
          if (!pathExists(value))
            found.push({ file, line: number, what: `${value}: no such file` });
          continue;
        }
        const name = NAME.exec(value)?.[1];
        if (name && looksLikeName(name) && !names.has(name) && !NOT_OURS.has(name))
          found.push({ file, line: number, what: `${name}: named nowhere in the code` });
      }
    }
  }
  return found;
};

test('every file, exported name and npm command the docs name exists', () => {
  const stale = findings().map(({ file, line, what }) => `${file}:${line}: ${what}`);
  expect(stale).toEqual([]);
});
