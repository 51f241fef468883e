import { moduleTranslation } from '../../src/resource/moduleMessages';
import { allPages } from '../../src/resource/pageCatalog';
import { registerResource } from '../../src/resource/register';
import { resourceDefinition } from '../../src/api/resources';
import schoolYears from '../example/schoolYears/resource';

registerResource(schoolYears);
const paths = () => allPages().map(({ path }) => path);

test('a module’s page takes its place in the menu: before the page it names', () => {
  expect(paths().indexOf('/users')).toBe(paths().indexOf('/dev') - 1);
  expect(paths().indexOf('/exampleSchoolYears')).toBe(paths().indexOf('/service-messages') - 1);
});

test('the dataProvider entry: new calls named after the resource, one save for create and update', () => {
  expect(resourceDefinition('exampleSchoolYears')).toEqual({
    idField: 'schoolYear_id',
    idParam: undefined,
    list: 'exampleSchoolYears.list',
    getOne: 'exampleSchoolYears.getOne',
    create: 'exampleSchoolYears.create',
    update: 'exampleSchoolYears.create',
    delete: 'exampleSchoolYears.delete',
  });
});

test('French labels: one or many, field labels, texts with their values', () => {
  expect(moduleTranslation('resources.exampleSchoolYears.name', { smart_count: 1 })).toBe(
    'Année scolaire',
  );
  expect(moduleTranslation('resources.exampleSchoolYears.name', { smart_count: 2 })).toBe(
    'Années scolaires',
  );
  expect(moduleTranslation('resources.exampleSchoolYears.fields.schoolYear_start')).toBe('Rentrée');
  expect(
    moduleTranslation('resources.exampleSchoolYears.message.delete_title', {
      recordRepresentation: '2025-2026',
    }),
  ).toBe('Supprimer l’année scolaire « 2025-2026 » ?');
  expect(moduleTranslation('resources.exampleSchoolYears.fields.unknown')).toBeUndefined();
});
