import { dataProvider } from '../../src/api/dataProvider';
import type { Role } from '../../src/api/types';
import { login } from '../../src/auth/session';
import { defineResource } from '../../src/resource/declare';
import { registerResource } from '../../src/resource/register';
import { setupDemoServer } from '../helpers/demoApp';

interface Room {
  room_id: number;
  room_name: string;
}

/** A module without a page: only its endpoints and demo data. */
const pageless = (name: string, roles?: readonly Role[]) =>
  defineResource<Room>({
    name,
    label: { one: 'Salle', many: 'Salles' },
    idField: 'room_id',
    roles,
    endpoints: { list: { method: 'GET', path: `/api/${name}/list`, body: false } },
    fields: { room_name: { label: 'Nom', type: 'text' } },
    demoSeed: () => [{ room_id: 1, room_name: 'Salle A' }],
  });

registerResource(pageless('openRooms'));
registerResource(pageless('controlRooms', ['admin', 'control']));
setupDemoServer(100);

const names = async (resource: string) => {
  const { data } = await dataProvider.getList(resource, {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  return data.map(({ room_name }) => room_name as string);
};

test('a module without a page nor roles is open to any logged-in user in the demo API', async () => {
  await login('agent', 'agent');
  expect(await names('openRooms')).toEqual(['Salle A']);
});

test('a module without a page follows the roles it declares in the demo API', async () => {
  await login('agent', 'agent');
  await expect(names('controlRooms')).rejects.toMatchObject({ status: 403 });
  await login('control', 'control');
  expect(await names('controlRooms')).toEqual(['Salle A']);
});
