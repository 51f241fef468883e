import { dataProvider } from '../../../src/api/dataProvider';
import { login } from '../../../src/auth/session';

/** The id of the demo's first school (logged in as admin): the owner of the test rooms. */
export const firstSchoolId = async () => {
  await login('admin', 'admin');
  const { data } = await dataProvider.getList('school', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  return data[0].id as number;
};
