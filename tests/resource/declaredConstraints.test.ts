import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataProvider } from '../../src/api/dataProvider';
import { buildOpenApi } from '../../src/resource/openapi';
import { login } from '../../src/auth/session';
import { startDemoHttpServer } from '../../src/demo/httpServer';
import { recordSchemaOf } from '../../src/resource/answerSchema';
import { registerResource } from '../../src/resource/register';
import { setupDemoServer } from '../helpers/demoApp';
import { firstSchoolId } from './modules/firstSchool';
import { rooms, terms } from './modules/testModules';

// What a field declares is enforced by the demo API and said by the OpenAPI document
// (issue 43, point 2), for any module: the test modules declare one rule of each kind.
registerResource(terms);
registerResource(rooms);
setupDemoServer(100);

const VALID = { room_name: 'Salle 9', room_kind: 'cours', room_seats: 30 };

/** Each bad room, and the field's French message the demo API answers with. */
const refusals = (school: number): [string, Record<string, unknown>, Record<string, string>][] => [
  [
    'a choice outside its list',
    { ...VALID, school_id: school, room_kind: 'piscine' },
    { room_kind: 'Valeur non autorisée (valeurs possibles : cours, labo).' },
  ],
  [
    'a number above its maximum',
    { ...VALID, school_id: school, room_seats: 121 },
    { room_seats: 'Au plus 120 places.' },
  ],
  [
    'a number below its minimum',
    { ...VALID, school_id: school, room_seats: 0 },
    { room_seats: 'Au moins 1 place.' },
  ],
  [
    'a number that is not whole',
    { ...VALID, school_id: school, room_seats: 2.5 },
    { room_seats: 'Nombre entier attendu.' },
  ],
  [
    'a text where a number is declared',
    { ...VALID, school_id: school, room_seats: 'trente' },
    { room_seats: 'Nombre attendu.' },
  ],
  ['a missing parent', { ...VALID }, { school_id: 'Ce champ est obligatoire.' }],
  [
    'a parent that does not exist',
    { ...VALID, school_id: 999999 },
    { school_id: 'École introuvable.' },
  ],
  [
    'an unknown field',
    { ...VALID, school_id: school, room_color: 'bleu' },
    { room_color: 'Champ inconnu : il ne fait pas partie de cet élément.' },
  ],
];

test('in the page, the demo API refuses each with 400 and the field’s French message', async () => {
  const school = await firstSchoolId();
  for (const [, data, errors] of refusals(school)) {
    const refused = await dataProvider
      .create('testRooms', { data })
      .catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ status: 400, body: { errors } });
    expect(Object.keys((refused as { body: { errors: object } }).body.errors)).toEqual(
      Object.keys(errors),
    );
  }
  const saved = await dataProvider.create('testRooms', { data: { ...VALID, school_id: school } });
  expect(saved.data).toMatchObject({ ...VALID, school_id: school });
});

test('over HTTP, the demo API refuses each with 400 and the field’s French message', async () => {
  const school = await firstSchoolId();
  const dataFile = join(await mkdtemp(join(tmpdir(), 'demo-constraints-')), 'data.json');
  const server = await startDemoHttpServer({ port: 0, students: 100, dataFile });
  try {
    const post = async (path: string, body: unknown, token?: string) => {
      const answer = await fetch(server.url + path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token && { Authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify(body),
      });
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    };
    const { body } = await post('/api/auth/login', { login: 'admin', password: 'admin' });
    const token = body.token as string;
    for (const [what, data, errors] of refusals(school)) {
      const answer = await post('/api/testRoom/save', data, token);
      expect({ what, ...answer }).toMatchObject({ what, status: 400, body: { errors } });
    }
    expect((await post('/api/testRoom/save', { ...VALID, school_id: school }, token)).status).toBe(
      200,
    );
  } finally {
    await server.close();
  }
}, 60_000);

test('an update may not break a rule either: the stored record stays as it was', async () => {
  await login('admin', 'admin');
  const refused = await dataProvider
    .update('testTerms', { id: 1, data: { term_weeks: 40 }, previousData: { id: 1, term_id: 1 } })
    .catch((caught: unknown) => caught);
  expect(refused).toMatchObject({
    status: 400,
    body: { errors: { term_weeks: expect.any(String) } },
  });
  const { data } = await dataProvider.getOne('testTerms', { id: 1 });
  expect(data.term_weeks).toBe(12);
});

type Schema = { properties: Record<string, unknown>; required?: string[] } & Record<
  string,
  unknown
>;

const bodyOf = async (path: string): Promise<Schema> => {
  const document = (await buildOpenApi('1.0.0')) as {
    paths: Record<
      string,
      { post: { requestBody: { content: Record<string, { schema: Schema }> } } }
    >;
  };
  return document.paths[path].post.requestBody.content['application/json'].schema;
};

test('the OpenAPI document carries each declared constraint', async () => {
  const body = await bodyOf('/api/testRoom/save');
  expect(body.additionalProperties).toBe(false);
  expect(body.required).toEqual(expect.arrayContaining(['room_name', 'room_kind', 'school_id']));
  expect(body.required).not.toContain('room_seats');
  expect(body.properties.room_name).toMatchObject({ type: 'string', maxLength: 20 });
  expect(body.properties.room_kind).toMatchObject({ enum: ['cours', 'labo'] });
  expect(body.properties.room_seats).toEqual({
    anyOf: [{ type: 'integer', minimum: 1, maximum: 120 }, { type: 'null' }],
  });
  const term = await bodyOf('/api/testTerm/save');
  expect(term.properties.term_name).toMatchObject({ type: 'string', pattern: '^T\\d$' });
  expect(term.properties.term_start).toMatchObject({ type: 'string', format: 'date' });
  expect(term.properties.term_weeks).toEqual({
    anyOf: [{ type: 'integer', minimum: 1, maximum: 20 }, { type: 'null' }],
  });
});

test('the answer schema refuses a record that breaks its declaration', () => {
  const record = recordSchemaOf(rooms);
  const stored = { room_id: 1, school_id: 1, ...VALID };
  expect(record.safeParse(stored).success).toBe(true);
  expect(record.safeParse({ ...stored, room_kind: 'piscine' }).success).toBe(false);
  expect(record.safeParse({ ...stored, room_seats: 500 }).success).toBe(false);
  expect(record.safeParse({ ...stored, room_seats: null }).success).toBe(true);
});
