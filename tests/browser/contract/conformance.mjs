// What Prism does not check (it lets undeclared query parameters through): each recorded
// request matched against the OpenAPI document, by method and path template.

const operationsOf = (document) =>
  Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      template,
      pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
      literal: !template.includes('{'),
      operation,
    })),
  );

/** The operation of a request; a literal path wins over a template (`/api/task/list`). */
const find = (operations, { method, path }) => {
  const matching = operations.filter((op) => op.method === method && op.pattern.test(path));
  return matching.find((op) => op.literal) ?? matching[0];
};

/**
 * `{ unknown: [requests], undeclared: [{ operationId, parameter }], reached: Set<operationId> }`
 * of the recorded requests against the document.
 */
export const checkRequests = (document, requests) => {
  const operations = operationsOf(document);
  const unknown = [];
  const undeclared = new Map();
  const reached = new Set();
  for (const request of requests) {
    const op = find(operations, request);
    if (!op) {
      unknown.push(`${request.method} ${request.path}`);
      continue;
    }
    const id = op.operation.operationId;
    reached.add(id);
    const declared = new Set(
      (op.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    );
    for (const name of request.query) {
      if (!declared.has(name))
        undeclared.set(`${id}?${name}`, { operationId: id, parameter: name });
    }
  }
  return { unknown: [...new Set(unknown)], undeclared: [...undeclared.values()], reached };
};

/** Every operation of the document: `{ id, optional }`. */
export const allOperations = (document) =>
  operationsOf(document).map(({ operation }) => ({
    id: operation.operationId,
    optional: operation['x-optional'] === true,
  }));
