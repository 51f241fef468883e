import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { ResourceAction } from '../../../src/resource/declare';

/** An import of another module: the names it takes, or all of them (`* as`, `import()`, glob). */
export interface ImportEdge {
  specifier: string;
  names: readonly string[] | 'all';
  /** `import.meta.glob`: the specifier is a pattern. */
  glob?: true;
}

/** A template that builds a call name from a property: `${model.api}.updateOrder`. */
export interface CallTemplate {
  property: string;
  before: string;
  after: string;
}

/** What a piece of code may call with. */
export interface Findings {
  strings: Set<string>;
  /** `api: 'modelLocation'`: the string values of properties, for the templates. */
  properties: Map<string, Set<string>>;
  templates: CallTemplate[];
  resources: Map<string, Set<ResourceAction>>;
}

export interface FileFacts {
  imports: ImportEdge[];
  /** What the module's code holds outside its exported constants: loaded with the module. */
  always: Findings;
  /**
   * What each exported constant holds (`export const DATABASE_SOURCES = {...}`), counted for
   * the code that imports it only: one file holds both source models, each page uses one.
   */
  byExport: Map<string, Findings>;
}

export const ALL_ACTIONS: readonly ResourceAction[] = [
  'list',
  'getOne',
  'create',
  'update',
  'delete',
];

/**
 * The data calls named after react-admin's (`useGetList('tasks')`, `getOne('task-executions')`),
 * without `use`, and the action each makes; `all` is the sync map's `useAll`. getMany reads the
 * list (src/api/dataProvider.ts).
 */
const ACTION_OF_CALL: Record<string, ResourceAction> = {
  getList: 'list',
  infiniteGetList: 'list',
  getMany: 'list',
  getManyReference: 'list',
  all: 'list',
  getOne: 'getOne',
  create: 'create',
  update: 'update',
  updateMany: 'update',
  delete: 'delete',
  deleteMany: 'delete',
};

/**
 * Components and objects name their resource so: `<List resource="tasks">` or `resource: '…'`
 * (any action), `<ReferenceField reference="tasks">` (getMany and getManyReference: the list).
 */
const ACTIONS_OF_KEY: Record<string, readonly ResourceAction[]> = {
  resource: ALL_ACTIONS,
  reference: ['list'],
};

export const emptyFindings = (): Findings => ({
  strings: new Set(),
  properties: new Map(),
  templates: [],
  resources: new Map(),
});

const addTo = <T>(map: Map<string, Set<T>>, key: string, values: readonly T[]) => {
  const set = map.get(key) ?? new Set<T>();
  values.forEach((value) => set.add(value));
  map.set(key, set);
};

const textOf = (node: ts.Node | undefined): string | undefined => {
  if (node && ts.isJsxExpression(node)) return textOf(node.expression);
  return node && ts.isStringLiteralLike(node) ? node.text : undefined;
};

const nameOf = (name: ts.Node): string | undefined =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;

const calleeName = (callee: ts.Expression): string | undefined => {
  const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : nameOf(callee);
  if (!name) return undefined;
  const bare = name.startsWith('use') ? name.slice(3) : name;
  return bare.charAt(0).toLowerCase() + bare.slice(1);
};

const isImportMetaGlob = (callee: ts.Expression) =>
  ts.isPropertyAccessExpression(callee) &&
  callee.name.text === 'glob' &&
  ts.isMetaProperty(callee.expression);

/** A string that is code, not a type (`api: 'a' | 'b'`), a key or a module's name. */
const isValue = (node: ts.StringLiteralLike) => {
  const parent = node.parent;
  if (ts.isLiteralTypeNode(parent) || ts.isExternalModuleReference(parent)) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  return !(ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword);
};

function importOf(node: ts.Node): ImportEdge[] {
  if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
    const clause = node.importClause;
    if (clause?.isTypeOnly) return [];
    const names: string[] = clause?.name ? ['default'] : [];
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings))
      return [{ specifier: node.moduleSpecifier.text, names: 'all' }];
    const values = bindings?.elements.filter((element) => !element.isTypeOnly) ?? [];
    // Only types: the compiler drops the import.
    if (bindings && values.length === 0 && names.length === 0) return [];
    names.push(...values.map((element) => (element.propertyName ?? element.name).text));
    return [{ specifier: node.moduleSpecifier.text, names }];
  }
  if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
    const specifier = (node.moduleSpecifier as ts.StringLiteral).text;
    const clause = node.exportClause;
    if (!clause || !ts.isNamedExports(clause)) return [{ specifier, names: 'all' }];
    const names = clause.elements
      .filter((element) => !element.isTypeOnly)
      .map((element) => (element.propertyName ?? element.name).text);
    return names.length ? [{ specifier, names }] : [];
  }
  if (!ts.isCallExpression(node)) return [];
  const [first] = node.arguments;
  if (node.expression.kind === ts.SyntaxKind.ImportKeyword && first && ts.isStringLiteral(first))
    return [{ specifier: first.text, names: 'all' }];
  if (!isImportMetaGlob(node.expression) || !first) return [];
  const patterns = ts.isArrayLiteralExpression(first) ? first.elements : [first];
  return patterns.flatMap((pattern) => {
    const text = textOf(pattern);
    return text ? [{ specifier: text, names: 'all' as const, glob: true as const }] : [];
  });
}

function templateOf(node: ts.TemplateExpression): CallTemplate | undefined {
  const [span, ...more] = node.templateSpans;
  if (!span || more.length || !ts.isPropertyAccessExpression(span.expression)) return undefined;
  return { property: span.expression.name.text, before: node.head.text, after: span.literal.text };
}

/**
 * `createPath({ resource })`, `useCanAccess({ resource })`: a link or a right, not data. Of the
 * calls given such an object, react-admin's controllers (`useListController`) read data.
 */
const isRouteOrRight = (property: ts.Node) => {
  const call = property.parent.parent;
  return ts.isCallExpression(call) && !calleeName(call.expression)?.endsWith('Controller');
};

/** Records what one node says into `into`. */
function find(node: ts.Node, into: Findings) {
  if (ts.isStringLiteralLike(node) && isValue(node)) into.strings.add(node.text);
  else if (ts.isTemplateExpression(node)) {
    const template = templateOf(node);
    if (template) into.templates.push(template);
  } else if (ts.isPropertyAssignment(node) || ts.isJsxAttribute(node)) {
    const key = nameOf(node.name);
    const value = textOf(node.initializer);
    if (key && value !== undefined) {
      addTo(into.properties, key, [value]);
      if (Object.hasOwn(ACTIONS_OF_KEY, key) && !isRouteOrRight(node))
        addTo(into.resources, value, ACTIONS_OF_KEY[key]);
    }
  } else if (ts.isCallExpression(node)) {
    const resource = textOf(node.arguments[0]);
    const callee = calleeName(node.expression);
    const action =
      callee && Object.hasOwn(ACTION_OF_CALL, callee) ? ACTION_OF_CALL[callee] : undefined;
    if (resource !== undefined && action) addTo(into.resources, resource, [action]);
  }
}

const exportedConstants = (file: ts.SourceFile): Map<ts.Node, string> => {
  const constants = new Map<ts.Node, string>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer)
        constants.set(declaration.initializer, declaration.name.text);
    }
  }
  return constants;
};

/** The imports and the possible calls of a source file, read from its syntax. */
export function readFileFacts(path: string): FileFacts {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const constants = exportedConstants(file);
  const facts: FileFacts = { imports: [], always: emptyFindings(), byExport: new Map() };
  const referenced = new Set<string>();
  const visit = (node: ts.Node, into: Findings) => {
    const constant = constants.get(node);
    if (constant) facts.byExport.set(constant, (into = emptyFindings()));
    else if (ts.isIdentifier(node) && !ts.isVariableDeclaration(node.parent))
      referenced.add(node.text);
    facts.imports.push(...importOf(node));
    find(node, into);
    ts.forEachChild(node, (child) => visit(child, into));
  };
  visit(file, facts.always);
  // A constant the module itself uses is loaded with the module.
  for (const [name, findings] of facts.byExport) {
    if (referenced.has(name)) merge(facts.always, findings);
  }
  return facts;
}

/** Adds `from` to `into`. */
export function merge(into: Findings, from: Findings) {
  from.strings.forEach((value) => into.strings.add(value));
  from.properties.forEach((values, key) => addTo(into.properties, key, [...values]));
  into.templates.push(...from.templates);
  from.resources.forEach((actions, key) => addTo(into.resources, key, [...actions]));
}
