import { accessOf } from '../../src/api/access';
import { allEndpointNames } from '../../src/api/endpointRegistry';
import { handlerOf } from '../../src/demo/handlers/modules';

test('the demo API enforces, for every call, the access level of the contract (src/api/access.ts)', () => {
  const differing = allEndpointNames()
    .filter((name) => handlerOf(name)?.access !== accessOf(name))
    .map((name) => `${name}: démo ${handlerOf(name)?.access}, contrat ${accessOf(name)}`);
  expect(differing).toEqual([]);
});
