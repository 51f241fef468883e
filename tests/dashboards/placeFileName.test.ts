// @vitest-environment node
import { placeFileName } from '../../src/dashboards/placeFileName';

test('a dashboard’s CSV names its DREN or school by name once read, by number until then', () => {
  expect(placeFileName('dren', 4, 'DREN Abidjan 4')).toBe('dren-abidjan-4');
  expect(placeFileName('dren', 4, 'Abengourou')).toBe('dren-abengourou');
  expect(placeFileName('dren', 4, undefined)).toBe('dren-4');
  expect(placeFileName('ecole', 12, 'Collège Moderne de Cocody')).toBe(
    'ecole-college-moderne-de-cocody',
  );
  expect(placeFileName('ecole', 12, 'Lycée moderne d’Adjamé « Nord »')).toBe(
    'ecole-lycee-moderne-d-adjame-nord',
  );
  expect(placeFileName('ecole', 12, '« »')).toBe('ecole-12');
});
