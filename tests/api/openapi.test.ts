import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Plugin } from 'vite';
import { allEndpointNames, endpointOf } from '../../src/api/endpointRegistry';
import { endpointNames, endpoints } from '../../src/api/endpoints';
import { buildOpenApi } from '../../src/resource/openapi';
import { registerResource, resourceDeclarations } from '../../src/resource/register';
import { openApiFile } from '../../scripts/vite/openApiFile';
import { ROLES_OF_ACCESS, accessOfRoles } from '../../src/api/access';
import { endpointNameOf } from '../../src/resource/register';
import { fieldsOf, roleActionOf, rolesOf, type ResourceAction } from '../../src/resource/declare';
import schoolYears from '../example/schoolYears/resource';
import classes from '../example/schoolClasses/resource';

// Modules declaring calls of their own (docs/resources.md's examples): the document has them too.
registerResource(schoolYears);
registerResource(classes);

type Operation = {
  operationId: string;
  'x-roles': string[];
  security?: unknown[];
  parameters: { name: string; in: string; required: boolean; schema?: unknown }[];
  requestBody?: {
    content: {
      'application/json': {
        schema: { properties: Record<string, Record<string, unknown>>; required?: string[] };
      };
    };
  };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const document = (await buildOpenApi('1.3.4')) as Document;
const operationOf = (name: string) => {
  const { method, path } = endpointOf(name);
  return document.paths[path]?.[method.toLowerCase()];
};

test('the document is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)', async () => {
  expect(document.openapi).toBe('3.1.0');
  const result = await new Validator().validate(document as never);
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
});

test('it lists every call of the endpoint table and of every module, under its name', () => {
  const names = allEndpointNames();
  expect(names).toEqual(expect.arrayContaining([...endpointNames, 'exampleSchoolYears.list']));
  for (const name of names) expect(operationOf(name)?.operationId).toBe(name);
  const operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod));
  expect(operations).toHaveLength(names.length);
  for (const declaration of resourceDeclarations())
    for (const ref of Object.values(declaration.endpoints))
      if (typeof ref === 'object')
        expect(document.paths[ref.path]?.[ref.method.toLowerCase()]).toBeDefined();
});

test('GET /api/health: public, up alone without a token; version, time and uptime with one', () => {
  const health = document.paths['/api/health'].get as unknown as {
    security: unknown[];
    responses: Record<string, { content: Record<string, { schema: Record<string, unknown> }> }>;
  };
  expect(health.security).toEqual([]);
  const { data } = health.responses['200'].content['application/json'].schema.properties as {
    data: { anyOf: Record<string, unknown>[] };
  };
  expect(data.anyOf).toEqual([
    expect.objectContaining({
      required: ['status', 'version', 'time', 'uptimeSeconds'],
      description:
        'Avec un jeton valide : aussi la version, l’heure du serveur et sa durée de fonctionnement.',
    }),
    {
      type: 'object',
      properties: { status: { type: 'string', enum: ['up'] } },
      required: ['status'],
      additionalProperties: false,
      description: 'Sans jeton valide : l’état seul.',
    },
  ]);
});

test('roles as x-roles, Bearer security except on public calls', () => {
  expect(operationOf('auth.login')).toMatchObject({ 'x-roles': [], security: [] });
  expect(operationOf('health')).toMatchObject({ security: [] });
  expect(operationOf('student.getStudents')['x-roles']).toEqual([]);
  expect(operationOf('student.getStudents').security).toBeUndefined();
  expect(operationOf('photo.list')['x-roles']).toEqual(['admin', 'control']);
  expect(operationOf('login.delete')['x-roles']).toEqual(['admin']);
  expect(operationOf('exampleSchoolYears.list')['x-roles']).toEqual(['admin']);
  expect(document).toMatchObject({
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  });
});

/** The filters the app sends that the document left out before issue 34 (its point 2). */
const FILTERS_SENT = [
  'student.getStudents?dren_id',
  'student.getStudents?school_id',
  'student.getStudents?student_state',
  'student.getStudentStats?q',
  'student.getStudentStats?dren_id',
  'student.getStudentStats?student_state',
  'school.getSchools?dren_id',
  'validation.students?validation_target',
  'validation.list?student_idNumber',
  'sync.history?syncHistory_type',
  'sync.history?syncHistory_status',
  'sync.errors?syncError_entity',
  'task.history?task_id',
  'task.history?execution_status',
  'modelDatabaseSource.list?modelDatabase_id',
  'modelEntitySource.list?modelEntity_id',
];

test('declares every filter the app sends, typed: a list takes one per field of its records', () => {
  const declared = (name: string) =>
    new Map(
      operationOf(name)
        .parameters.filter((p) => p.in === 'query')
        .map((p) => [p.name, p.schema as Record<string, unknown>]),
    );
  const missing = FILTERS_SENT.filter((entry) => {
    const [name, parameter] = entry.split('?');
    return !declared(name).has(parameter);
  });
  expect(missing).toEqual([]);
  const history = declared('sync.history');
  expect(history.get('syncHistory_type')).toEqual({
    type: 'string',
    pattern: '^(student|school|photo|dren|full)(,(student|school|photo|dren|full))*$',
  });
  expect(history.get('order')).toEqual({ type: 'string', enum: ['ASC', 'DESC'] });
  expect(history.get('perPage')).toEqual({ type: 'integer', minimum: 1, maximum: 5000 });
  expect(declared('task.history').get('task_id')).toEqual({
    type: 'string',
    pattern: '^(-?[0-9]+)(,(-?[0-9]+))*$',
  });
  expect(declared('validation.students').get('validation_target')).toEqual({
    type: 'string',
    enum: ['data', 'photo'],
  });
  // An object field is no filter; a path placeholder is no query parameter.
  expect(declared('sync.history').has('syncHistory_counts')).toBe(false);
  expect(declared('photo.get').size).toBe(0);
});

test('path and query parameters, bodies, answers and the error shape', () => {
  const photo = operationOf('photo.get');
  expect(photo.parameters).toEqual([
    { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
  ]);
  const students = operationOf('student.getStudents').parameters.map(({ name }) => name);
  expect(students.slice(0, 6)).toEqual(['page', 'perPage', 'sort', 'order', 'q', 'ids']);
  expect(students).toEqual(expect.arrayContaining(['student_state', 'dren_id', 'hasIssues']));
  expect(operationOf('login.load').parameters).toMatchObject([
    { name: 'login_id', in: 'query', required: true },
  ]);
  expect(operationOf('task.delete').requestBody).toMatchObject({
    content: { 'application/json': { schema: { properties: { task_id: { type: 'integer' } } } } },
  });
  const answer =
    operationOf('student.getStudents').responses['200'].content!['application/json'].schema;
  expect(answer).toMatchObject({
    properties: {
      status: { const: 'ok' },
      data: {
        type: 'array',
        items: {
          properties: { student_photoUuid: { type: ['string', 'null'] } },
        },
      },
    },
  });
  expect(operationOf('photo.miniature').responses['200'].content).toHaveProperty(['image/*']);
  expect(operationOf('login.save').responses['400']).toBeDefined();
  expect(endpoints['login.save'].body).toBe(true);
});

test('the production build writes it as openapi.json, valid', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
  const plugin: Plugin = openApiFile('1.3.4', true);
  await (plugin.writeBundle as (options: { dir: string }) => Promise<void>).call({} as never, {
    dir,
  });
  const written = JSON.parse(await readFile(join(dir, 'openapi.json'), 'utf8')) as Document;
  expect(Object.keys(written.paths)).toEqual(
    expect.arrayContaining(
      Object.keys((await buildOpenApi('1.3.4')).paths as object).filter(
        (path) => !/schoolyear|exampleClasse/i.test(path),
      ),
    ),
  );
  expect((await new Validator().validate(written as never)).valid).toBe(true);
});

test('the logout a real server may not offer is marked optional and public', () => {
  const logout = operationOf('auth.logout') as Operation & { 'x-optional'?: boolean };
  expect(logout['x-optional']).toBe(true);
  expect(logout.security).toEqual([]);
  expect(operationOf('auth.login')).not.toHaveProperty('x-optional');
});

test('every answer is declared no-store: children’s data and tokens are never kept on disk', () => {
  for (const name of allEndpointNames()) {
    const { headers } = operationOf(name)!.responses['200'] as {
      headers?: Record<string, { required: boolean; schema: { pattern: string } }>;
    };
    expect(headers?.['Cache-Control'], name).toMatchObject({
      required: true,
      schema: { type: 'string', pattern: 'no-store' },
    });
  }
});

test('public by decision (docs/decisions/security.md): the contract only, no account, address or example', () => {
  const text = JSON.stringify(document);
  for (const secret of [
    'education.gouv.ci',
    'démonstration',
    '"example"',
    '"examples"',
    'Bearer ey',
  ])
    expect(text, secret).not.toContain(secret);
  expect((document as unknown as { servers: unknown }).servers).toEqual([{ url: '/' }]);
});

describe.each(resourceDeclarations().map((declaration) => [declaration.name, declaration]))(
  'module %s: its calls as it declares them',
  (_, declaration) => {
    const own = (Object.keys(declaration.endpoints) as ResourceAction[]).filter(
      (action) => typeof declaration.endpoints[action] === 'object',
    );
    const writable = fieldsOf(declaration).filter(([, field]) => !field.readOnly);
    const target = declaration.section?.target;

    test('x-roles per action: read for the list, each write its own', () => {
      for (const action of own) {
        const roles = rolesOf(declaration, roleActionOf(action));
        expect(operationOf(endpointNameOf(declaration, action)!)['x-roles']).toEqual(
          ROLES_OF_ACCESS[accessOfRoles(roles)],
        );
      }
    });

    test('a save’s body: the declared fields, typed, dates as format date, required as declared, the section’s target', () => {
      for (const action of own.filter((own) => own === 'create' || own === 'update')) {
        const body = operationOf(endpointNameOf(declaration, action)!).requestBody!;
        const { properties, required = [] } = body.content['application/json'].schema;
        expect(Object.keys(properties).sort()).toEqual(
          [
            declaration.idField,
            ...writable.map(([name]) => name),
            ...(target ? [target] : []),
          ].sort(),
        );
        expect(required.sort()).toEqual(
          [
            ...writable.filter(([, field]) => field.required).map(([name]) => name),
            ...(target ? [target] : []),
          ].sort(),
        );
        for (const [name, field] of writable) {
          const schema = JSON.stringify(properties[name]);
          if (field.type === 'date') expect(schema).toContain('"format":"date"');
          if (field.type === 'choice')
            for (const { id } of field.choices ?? []) expect(schema).toContain(JSON.stringify(id));
        }
      }
    });

    test('the list’s parameters: the list parameters, each declared field and the section’s target', () => {
      if (!own.includes('list')) return;
      const names = operationOf(endpointNameOf(declaration, 'list')!).parameters.map(
        ({ name }) => name,
      );
      expect(names).toEqual(
        expect.arrayContaining([
          'page',
          'perPage',
          'sort',
          'order',
          'q',
          'ids',
          ...fieldsOf(declaration).map(([name]) => name),
          ...(target ? [target] : []),
        ]),
      );
    });
  },
);

test('the example of a school’s classes: any user reads, admins write', () => {
  expect(operationOf('exampleClasses.list')['x-roles']).toEqual([]);
  expect(operationOf('exampleClasses.create')['x-roles']).toEqual(['admin']);
  expect(operationOf('exampleClasses.delete')['x-roles']).toEqual(['admin']);
  expect(operationOf('exampleClasses.list').parameters.map(({ name }) => name)).toContain(
    'school_id',
  );
  expect(
    operationOf('exampleSchoolYears.create').requestBody!.content['application/json'].schema
      .properties.schoolYear_start,
  ).toEqual({ type: 'string', format: 'date', pattern: expect.any(String) });
});
