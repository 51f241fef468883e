import { dataProvider } from '../../src/api/dataProvider';
import { login } from '../../src/auth/session';
import { registerResource, resourceDeclarations } from '../../src/resource/register';
import schoolYears from '../example/schoolYears/resource';
import { setupDemoServer } from '../helpers/demoApp';

registerResource(schoolYears);
setupDemoServer(100);

const editable = resourceDeclarations()
  .filter((declaration) => declaration.endpoints.update)
  .map(({ name }) => name);

test('the registry holds generated and hand-written resources with an update', () => {
  expect(editable).toEqual(expect.arrayContaining(['users', 'exampleSchoolYears']));
});

test.each(editable)(
  '%s: updateMany with no field changes nothing and fails for no record',
  async (resource) => {
    await login('admin', 'admin');
    const { data } = await dataProvider.getList(resource, {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const ids = data.map(({ id }) => id);
    expect(await dataProvider.updateMany(resource, { ids, data: {} })).toEqual({ data: ids });
    const { data: after } = await dataProvider.getMany(resource, { ids });
    expect(after).toEqual(data);
  },
);

test('a partial update of a generated resource keeps the fields it leaves out', async () => {
  await login('admin', 'admin');
  await dataProvider.updateMany('exampleSchoolYears', {
    ids: [1, 2],
    data: { schoolYear_current: true },
  });
  const { data } = await dataProvider.getMany('exampleSchoolYears', { ids: [1, 2] });
  expect(data).toMatchObject([
    { schoolYear_label: '2021-2022', schoolYear_start: '2021-09-08', schoolYear_current: true },
    { schoolYear_label: '2022-2023', schoolYear_end: '2023-06-26', schoolYear_current: true },
  ]);
});

test('a partial update is still checked: a required field sent empty is refused in French', async () => {
  await login('admin', 'admin');
  const error = await dataProvider
    .updateMany('exampleSchoolYears', { ids: [3], data: { schoolYear_end: '' } })
    .catch((caught: unknown) => caught);
  expect(error).toMatchObject({
    message: "1 élément sur 1 n'a pas pu être modifié.",
    body: {
      bulk: {
        succeeded: [],
        failed: [{ id: 3, message: 'Données invalides : vérifiez les champs signalés.' }],
      },
    },
  });
});
