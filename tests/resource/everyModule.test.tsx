import '../../src/collectPages';
import type { ResourceDeclaration } from '../../src/resource/declare';
import { registerResource, resourceDeclarations } from '../../src/resource/register';
import { setupDemoServer } from '../helpers/demoApp';
import { describeGeneratedModule } from './modules/generatedBehaviour';

// The walkthrough's examples (docs/resources.md) stand for modules of the app: covered here
// as src/<feature>/resource.ts would be, so that their own tests check only what they add.
const examples = import.meta.glob<{ default: ResourceDeclaration<object> }>(
  '../example/*/resource.ts',
  { eager: true },
);
for (const example of Object.values(examples)) registerResource(example.default);
setupDemoServer(100);

/** Every registered module whose views are generated and whose demo data is declared. */
const generatedModules = resourceDeclarations().filter(
  (declaration) => !declaration.views && declaration.demoSeed,
);

test('the registry holds the modules to check', () => {
  expect(generatedModules.map(({ name }) => name)).toEqual(
    expect.arrayContaining(['exampleSchoolYears', 'exampleClasses']),
  );
});

generatedModules.forEach(describeGeneratedModule);
