import { dataProvider } from '../../src/api/dataProvider';
import { registerResource } from '../../src/resource/register';
import { firstSchoolId } from '../resource/modules/firstSchool';
import { setupDemoServer } from '../helpers/demoApp';
import classes from './schoolClasses/resource';

// Only what this module adds: the section, its dialog, notices, texts and the demo API's CRUD
// are the registry's (tests/resource/everyModule.test.tsx). In the app, no registerResource.
registerResource(classes);
setupDemoServer(100);

test('its rules, in French', async () => {
  const school_id = await firstSchoolId();
  const data = { school_id, classe_name: 'x'.repeat(21), classe_level: 'CP3', classe_capacity: 0 };
  const refused = await dataProvider
    .create('exampleClasses', { data })
    .catch((caught: unknown) => caught);
  expect(refused).toMatchObject({
    status: 400,
    body: {
      errors: {
        classe_name: 'Au plus 20 caractères.',
        classe_level: expect.stringMatching(/^Valeur non autorisée/),
        classe_capacity: 'Au moins 1 place.',
      },
    },
  });
});
