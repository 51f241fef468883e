import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { readFileFacts } from './fileFacts';
import { filesOf, resolveSpecifier } from './resolveImport';

/** A page's path and the files its code starts from. */
export interface PageEntry {
  path: string;
  files: string[];
  /** Served by the react-admin resource of its name, which makes that resource's calls. */
  resource?: string;
}

const PAGE_TABLE = 'src/pages.ts';
/** Registers every resource module by `import.meta.glob` (docs/resources.md). */
const MODULE_COLLECTOR = 'src/collectPages.ts';

const parse = (path: string) =>
  ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);

const propertyOf = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find(
    (property): property is ts.PropertyAssignment =>
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === name,
  );

const stringOf = (object: ts.ObjectLiteralExpression, name: string) => {
  const value = propertyOf(object, name)?.initializer;
  return value && ts.isStringLiteral(value) ? value.text : undefined;
};

const everyNode = (root: ts.Node): ts.Node[] => {
  const nodes: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    nodes.push(node);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return nodes;
};

/** `import drens from './drens'`: the default imports of a file, by local name. */
const defaultImports = (file: ts.SourceFile): Map<string, string> =>
  new Map(
    file.statements.flatMap((statement) =>
      ts.isImportDeclaration(statement) &&
      statement.importClause?.name &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? [[statement.importClause.name.text, statement.moduleSpecifier.text] as const]
        : [],
    ),
  );

const dynamicImportIn = (node: ts.Node): string | undefined => {
  const call = everyNode(node).find(
    (child): child is ts.CallExpression =>
      ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword,
  );
  const [specifier] = call?.arguments ?? [];
  return specifier && ts.isStringLiteral(specifier) ? specifier.text : undefined;
};

/**
 * The pages of `src/pages.ts`: `load: () => import('./home/HomePage')` or `views: drens`
 * (a default import of the resource folder's index, whose views load lazily).
 */
function tablePages(root: string): PageEntry[] {
  const tablePath = join(root, PAGE_TABLE);
  const table = parse(tablePath);
  const imports = defaultImports(table);
  return everyNode(table)
    .filter(ts.isObjectLiteralExpression)
    .flatMap((page) => {
      const path = stringOf(page, 'path');
      const load = propertyOf(page, 'load');
      const views = propertyOf(page, 'views')?.initializer;
      const specifier = load
        ? dynamicImportIn(load.initializer)
        : views && ts.isIdentifier(views)
          ? imports.get(views.text)
          : undefined;
      const file = specifier && resolveSpecifier(tablePath, specifier, root);
      if (!path || !file) return [];
      return [{ path, files: [file], resource: load ? undefined : path.slice(1) }];
    });
}

/**
 * The pages resource modules declare: `defineResource({ name, page, ... })` is the page
 * `/<name>`, and its code starts from the declaration (its endpoints, its views).
 */
function modulePages(root: string): PageEntry[] {
  const collector = join(root, MODULE_COLLECTOR);
  const globs = readFileFacts(collector).imports.filter((edge) => edge.glob);
  return globs
    .flatMap((edge) => filesOf(collector, edge, root))
    .flatMap((file) => {
      const declaration = everyNode(parse(file)).find(
        (node): node is ts.ObjectLiteralExpression =>
          ts.isObjectLiteralExpression(node) && ts.isCallExpression(node.parent),
      );
      const name = declaration && stringOf(declaration, 'name');
      const page = name && propertyOf(declaration, 'page');
      return page ? [{ path: `/${name}`, files: [file], resource: name }] : [];
    });
}

/**
 * Every page and its entry files, read from the syntax of the page table and of the resource
 * modules. Not by loading them: a page's `load` and its lazy views are closures, whose
 * `import()` only the source still names.
 */
export const pageEntries = (root: string): PageEntry[] => [
  ...tablePages(root),
  ...modulePages(root),
];
