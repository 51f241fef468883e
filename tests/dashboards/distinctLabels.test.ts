// @vitest-environment node
import { distinctLabels } from '../../src/dashboards/distinctLabels';

/** One unit per character: a width of 30 holds 30 characters. */
const byLength = (text: string) => text.length;

test('a name that fits stays whole', () => {
  expect(distinctLabels(['Lycée Moderne de Cocody', 'DREN Abidjan 1'], 30, byLength)).toEqual([
    'Lycée Moderne de Cocody',
    'DREN Abidjan 1',
  ]);
});

test('two schools whose cut names would read alike keep what tells them apart', () => {
  expect(
    distinctLabels(
      ['Collège Catholique Sainte-Anne', 'Collège Catholique Sainte-Anne de Daloa'],
      30,
      byLength,
    ),
  ).toEqual(['Collège Catholique Sainte-Anne', 'Collège … Sainte-Anne de Daloa']);
});

test('a cut that would read as another name shown is not taken', () => {
  expect(
    distinctLabels(
      ['Collège Moderne 2 de Daloa', 'Collège Moderne 12 de Daloa', 'Collège Moderne 12'],
      20,
      byLength,
    ),
  ).toEqual(['Collège … 2 de Daloa', '… 12 de Daloa', 'Collège Moderne 12']);
});

test('a name alone keeps as many of its words as fit, its first word in front', () => {
  expect(distinctLabels(['Lycée Municipal Djibo Sounkalo de Bouaké'], 30, byLength)).toEqual([
    'Lycée Municipal Djibo … Bouaké',
  ]);
});

test('in a narrow column, a cut inside the words still tells the schools apart', () => {
  expect(
    distinctLabels(
      [
        'Collège Catholique Sainte-Anne de Cocody',
        'Collège Catholique Saint-Joseph de Cocody',
        'Collège Catholique Sainte-Anne',
      ],
      22,
      byLength,
    ),
  ).toEqual(['…Sainte-Anne de Cocody', '…aint-Joseph de Cocody', 'Collège … Sainte-Anne']);
});

test('a single word too long is cut at its end', () => {
  expect(distinctLabels(['Anticonstitutionnellement'], 10, byLength)).toEqual(['Anticonst…']);
});

test('two schools of the same name read the same: nothing can tell them apart', () => {
  expect(
    distinctLabels(
      ['Collège Privé La Colombe de Man', 'Collège Privé La Colombe de Man'],
      20,
      byLength,
    ),
  ).toEqual(['Collège Privé … Man', 'Collège Privé … Man']);
});
