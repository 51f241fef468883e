import { accessOf, accessOfRoles } from '../../src/api/access';
import { allEndpointNames } from '../../src/api/endpointRegistry';
import { handlerOf } from '../../src/demo/handlers/modules';
import { roleActionOf, rolesOf, type ResourceAction } from '../../src/resource/declare';
import {
  endpointNameOf,
  registerResource,
  resourceDeclarations,
} from '../../src/resource/register';
import classes from '../example/schoolClasses/resource';

// A module with roles per action (any user reads, admins write), among the app's modules.
registerResource(classes);

test('the demo API enforces, for every call, the access level of the contract (src/api/access.ts)', () => {
  const differing = allEndpointNames()
    .filter((name) => handlerOf(name)?.access !== accessOf(name))
    .map((name) => `${name}: démo ${handlerOf(name)?.access}, contrat ${accessOf(name)}`);
  expect(differing).toEqual([]);
});

test('a module’s own calls: the contract’s access is the roles it declares for the action', () => {
  for (const declaration of resourceDeclarations())
    for (const action of Object.keys(declaration.endpoints) as ResourceAction[]) {
      if (typeof declaration.endpoints[action] !== 'object') continue;
      const name = endpointNameOf(declaration, action)!;
      expect({ name, access: accessOf(name) }).toEqual({
        name,
        access: accessOfRoles(rolesOf(declaration, roleActionOf(action))),
      });
    }
  expect(accessOf('exampleClasses.list')).toBe('user');
  expect(accessOf('exampleClasses.create')).toBe('admin');
  expect(accessOf('exampleClasses.delete')).toBe('admin');
});
