/**
 * Reads src/pages.ts without running it: for each page of the `pages` table, its path,
 * title and the source modules its first load imports lazily. A custom page's `load`
 * (`() => import('./x')`, inline or through a constant); a resource page's `views.list`
 * (e.g. `views: students` imported from './students', whose `list` is
 * `lazy(() => import('./StudentList'))`). Identifiers are followed through top-level
 * constants and relative imports, a few levels deep.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

export interface PageModule {
  path: string;
  title: string;
  /** Root-relative source files the page's first load imports lazily (empty: unknown). */
  modules: string[];
}

interface FileContext {
  file: string;
  /** Top-level constants and exported values, by name ('default' for the default export). */
  values: Map<string, ts.Expression>;
  /** Local name -> [resolved file, imported name] of the relative imports. */
  imports: Map<string, [string, string]>;
}

const unwrap = (node: ts.Expression): ts.Expression => {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current)
  ) {
    current = current.expression;
  }
  return current;
};

const resolveFile = (fromFile: string, specifier: string): string | null => {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(fromFile), specifier);
  const suffixes = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', ''];
  return suffixes.map((suffix) => base + suffix).find((file) => existsSync(file)) ?? null;
};

const contexts = new Map<string, FileContext>();

function contextOf(file: string): FileContext {
  const known = contexts.get(file);
  if (known) return known;
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const context: FileContext = { file, values: new Map(), imports: new Map() };
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) {
          context.values.set(declaration.name.text, declaration.initializer);
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      context.values.set('default', statement.expression);
    } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const target = resolveFile(file, statement.moduleSpecifier.text);
      const clause = statement.importClause;
      if (!target || !clause || clause.isTypeOnly) continue;
      if (clause.name) context.imports.set(clause.name.text, [target, 'default']);
      if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const element of clause.namedBindings.elements) {
          const imported = (element.propertyName ?? element.name).text;
          context.imports.set(element.name.text, [target, imported]);
        }
      }
    }
  }
  contexts.set(file, context);
  return context;
}

type Located = { context: FileContext; node: ts.Expression };

/** Follows an identifier to the expression it names (same file or a relative import). */
function follow(context: FileContext, node: ts.Expression, depth = 0): Located {
  const expression = unwrap(node);
  if (!ts.isIdentifier(expression) || depth > 6) return { context, node: expression };
  const local = context.values.get(expression.text);
  if (local) return follow(context, local, depth + 1);
  const imported = context.imports.get(expression.text);
  if (imported) {
    const other = contextOf(imported[0]);
    const value = other.values.get(imported[1]);
    if (value) return follow(other, value, depth + 1);
  }
  return { context, node: expression };
}

/** Files of the `import('...')` calls in a node, following the identifiers it uses. */
function lazyImports(located: Located, seen = new Set<ts.Node>(), depth = 0): string[] {
  const found: string[] = [];
  const visit = (context: FileContext, node: ts.Node) => {
    if (seen.has(node) || depth > 6) return;
    seen.add(node);
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      const file = resolveFile(context.file, node.arguments[0].text);
      if (file) found.push(file);
      return;
    }
    if (ts.isIdentifier(node) && !ts.isPropertyAssignment(node.parent)) {
      const target = follow(context, node);
      if (target.node !== node) found.push(...lazyImports(target, seen, depth + 1));
      return;
    }
    ts.forEachChild(node, (child) => visit(context, child));
  };
  visit(located.context, located.node);
  return found;
}

const property = (object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined => {
  for (const prop of object.properties) {
    if (ts.isPropertyAssignment(prop) && prop.name.getText() === name) return prop.initializer;
    if (ts.isShorthandPropertyAssignment(prop) && prop.name.text === name) return prop.name;
  }
  return undefined;
};

/** What the page's first load imports lazily: `load`, else the list view of `views`. */
function pageImports(context: FileContext, page: ts.ObjectLiteralExpression): string[] {
  const load = property(page, 'load');
  if (load) return lazyImports(follow(context, load));
  const views = property(page, 'views');
  if (!views) return [];
  const located = follow(context, views);
  const list = ts.isObjectLiteralExpression(located.node)
    ? property(located.node, 'list')
    : undefined;
  return lazyImports(list ? follow(located.context, list) : located);
}

/** The pages of the resource modules (each `src/<feature>/resource.ts`: `defineResource({ name, page, views })`). */
function readModulePages(root: string): PageModule[] {
  const src = join(root, 'src');
  return readdirSync(src)
    .map((folder) => join(src, folder, 'resource.ts'))
    .filter((file) => existsSync(file))
    .flatMap((file) => {
      const context = contextOf(file);
      const call = context.values.get('default');
      const declaration = call && ts.isCallExpression(call) ? unwrap(call.arguments[0]) : undefined;
      if (!declaration || !ts.isObjectLiteralExpression(declaration)) return [];
      const name = property(declaration, 'name');
      const page = property(declaration, 'page');
      if (!name || !page || !ts.isObjectLiteralExpression(page)) return [];
      const title = property(page, 'title');
      const modules = [...new Set(pageImports(context, declaration))].map((f) => relative(root, f));
      return [
        {
          path: `/${ts.isStringLiteralLike(name) ? name.text : '?'}`,
          title: title && ts.isStringLiteralLike(title) ? title.text : '?',
          modules,
        },
      ];
    });
}

export function readPageModules(root: string, pagesFile = 'src/pages.ts'): PageModule[] {
  contexts.clear();
  return [...readTablePages(root, pagesFile), ...readModulePages(root)];
}

function readTablePages(root: string, pagesFile: string): PageModule[] {
  const context = contextOf(join(root, pagesFile));
  const table = context.values.get('pages');
  const array = table && unwrap(table);
  if (!array || !ts.isArrayLiteralExpression(array)) {
    throw new Error(`${pagesFile}: no \`pages\` array found`);
  }
  return array.elements.map(unwrap).flatMap((element) => {
    if (!ts.isObjectLiteralExpression(element)) return [];
    const text = (name: string) => {
      const value = property(element, name);
      return value && ts.isStringLiteralLike(unwrap(value))
        ? (unwrap(value) as ts.StringLiteral).text
        : '?';
    };
    const modules = [...new Set(pageImports(context, element))].map((file) => relative(root, file));
    return [{ path: text('path'), title: text('title'), modules }];
  });
}
