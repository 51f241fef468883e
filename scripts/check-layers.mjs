#!/usr/bin/env node
/**
 * The rooms of src/ (its folders and root files) and the arrows between them, read from the
 * code's own imports with TypeScript's parser, checked against the layers of docs/layers.md:
 * a room imports only rooms of its own layer or below, no two rooms import each other, no
 * longer circle of rooms, and no circle of files (type-only imports included). Prints the rooms
 * by layer, then every broken rule; exits 1 on any.
 *
 *   node scripts/check-layers.mjs [--src DIR] [--layers FILE]
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const argument = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : path.resolve(process.argv[at + 1]);
};
const srcDir = argument('--src', path.resolve('src'));
const layersFile = argument('--layers', path.resolve('docs/layers.md'));
const CODE = /\.(ts|tsx|mts|js|jsx|mjs)$/;

const filesUnder = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return CODE.test(entry.name) ? [full] : [];
  });

const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** The files a relative `import.meta.glob` pattern matches (`*` within a name), as specifiers. */
const globFiles = (file, pattern) => {
  if (!pattern.startsWith('.')) return [];
  let found = [path.dirname(file)];
  for (const segment of pattern.split('/')) {
    if (!segment.includes('*')) {
      found = found.map((dir) => path.join(dir, segment));
      continue;
    }
    const matcher = new RegExp(`^${segment.split('*').map(escape).join('[^/]*')}$`);
    found = found.flatMap((dir) =>
      fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((name) => matcher.test(name))
            .map((name) => path.join(dir, name))
        : [],
    );
  }
  return found
    .filter((match) => fs.existsSync(match))
    .map((match) => path.relative(path.dirname(file), match))
    .map((relative) => (relative.startsWith('.') ? relative : `./${relative}`));
};

/**
 * The module specifiers of a file: import, export ... from, import(), import('...').Type,
 * and the files an `import.meta.glob` pattern matches.
 */
const specifiersOf = (file) => {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.getText(source) === 'import.meta.glob' &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push(...globFiles(file, node.arguments[0].text));
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.mts', '.json', '.css'];
/** The file a relative specifier names (with or without extension, or a folder's index). */
const resolve = (from, specifier) => {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.slice(1).map((extension) => path.join(base, `index${extension}`)),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return base;
};

const roomOf = (file) => path.relative(srcDir, file).split(path.sep)[0];

/** room -> room -> ["file: specifier", ...] */
const arrows = new Map();
/** file -> the files of src/ it imports (type-only imports too: a circle of types is one). */
const fileArrows = new Map();
const rooms = new Set(fs.readdirSync(srcDir).filter((name) => name !== '.DS_Store'));
for (const file of filesUnder(srcDir)) {
  fileArrows.set(file, new Set());
  for (const specifier of specifiersOf(file)) {
    if (!specifier.startsWith('.')) continue;
    const target = resolve(file, specifier);
    if (path.relative(srcDir, target).startsWith('..')) continue;
    if (CODE.test(target) && fs.existsSync(target)) fileArrows.get(file).add(target);
    const [from, to] = [roomOf(file), roomOf(target)];
    if (from === to) continue;
    if (!arrows.has(from)) arrows.set(from, new Map());
    const sites = arrows.get(from).get(to) ?? [];
    sites.push(`${path.relative(srcDir, file)}: '${specifier}'`);
    arrows.get(from).set(to, sites);
  }
}

/** The layers table of docs/layers.md: rows `| N name | \`room\`, \`room\` |`, lowest first. */
const readLayers = () => {
  const layers = [];
  for (const line of fs.readFileSync(layersFile, 'utf8').split('\n')) {
    const row = /^\|\s*(\d+)\s+([^|]*?)\s*\|([^|]*)\|/.exec(line);
    if (!row) continue;
    const members = [...row[3].matchAll(/`([^`]+)`/g)].map(([, name]) => name);
    layers.push({ rank: Number(row[1]), name: row[2], rooms: members });
  }
  return layers.sort((a, b) => a.rank - b.rank);
};

const layers = readLayers();
const layerOf = new Map();
const problems = [];
for (const layer of layers)
  for (const room of layer.rooms) {
    if (layerOf.has(room)) problems.push(`${room}: listed twice in ${layersFile}`);
    layerOf.set(room, layer);
  }
for (const room of [...rooms].sort())
  if (!layerOf.has(room)) problems.push(`${room}: a room of src/ with no layer in docs/layers.md`);
for (const room of layerOf.keys())
  if (!rooms.has(room)) problems.push(`${room}: in docs/layers.md, but src/ has no such room`);

const sitesOf = (from, to) => arrows.get(from)?.get(to) ?? [];
const show = (sites) => sites.map((site) => `\n      ${site}`).join('');

// Pairs of rooms importing each other.
const pairs = [];
for (const [from, targets] of arrows)
  for (const to of targets.keys())
    if (from < to && sitesOf(to, from).length) pairs.push([from, to]);
for (const [a, b] of pairs)
  problems.push(
    `${a} <-> ${b}: import each other` +
      `\n    ${a} -> ${b}${show(sitesOf(a, b))}\n    ${b} -> ${a}${show(sitesOf(b, a))}`,
  );

/** The strongly connected groups (Tarjan) of a graph given as node -> iterable of nodes. */
const groupsOf = (nodes, nextOf) => {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  let counter = 0;
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of nextOf(node)) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do group.push((member = stack.pop()));
    while (member !== node);
    groups.push(group.sort());
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) connect(node);
  return groups;
};

// Longer circles of rooms (a pair is told above).
for (const group of groupsOf(arrows.keys(), (room) => arrows.get(room)?.keys() ?? []))
  if (group.length > 2) problems.push(`circle of rooms: ${group.join(', ')}`);

// Circles of files, within a room too: the files of a circle cannot be read one after the other.
const fileCircles = groupsOf(fileArrows.keys(), (file) => fileArrows.get(file)).filter(
  (group) => group.length > 1,
);
for (const group of fileCircles)
  problems.push(`circle of files: ${group.map((file) => path.relative(srcDir, file)).join(', ')}`);

// Arrows that run up.
for (const [from, targets] of arrows)
  for (const [to, sites] of targets) {
    const [a, b] = [layerOf.get(from), layerOf.get(to)];
    if (a && b && b.rank > a.rank)
      problems.push(
        `${from} (${a.rank} ${a.name}) -> ${to} (${b.rank} ${b.name}): imports a higher layer${show(sites)}`,
      );
  }

console.log(
  `Rooms of ${path.relative(process.cwd(), srcDir) || '.'} by layer (${path.relative(process.cwd(), layersFile)}), highest first:`,
);
for (const layer of [...layers].reverse()) {
  console.log(`  ${layer.rank} ${layer.name}`);
  for (const room of layer.rooms) {
    const below = [...(arrows.get(room)?.keys() ?? [])].sort().join(', ');
    console.log(`      ${room}${below ? ` -> ${below}` : ''}`);
  }
}
const unlisted = [...rooms].filter((room) => !layerOf.has(room)).sort();
if (unlisted.length) console.log(`  (no layer): ${unlisted.join(', ')}`);
console.log(`${pairs.length} pairs of rooms importing each other.`);
console.log(`${fileCircles.length} circles of files.`);
if (problems.length) {
  console.error(`\n${problems.length} broken layer rules:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('Every arrow runs down.');
