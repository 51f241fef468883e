// @vitest-environment node
import { foldPageText, matchPage } from '../../src/layout/palette/matchPage';
import { allPages } from '../../src/resource/pageCatalog';

const students = { title: 'Élèves', description: 'Rechercher et consulter les élèves' };
const drens = { title: 'DREN', description: "Directions régionales de l'Éducation nationale" };

test('folding removes case, accents and ligatures', () => {
  expect(foldPageText('Élèves À CORRIGER')).toBe('eleves a corriger');
  expect(foldPageText('Œuvre')).toBe('oeuvre');
  expect(foldPageText('l’École')).toBe("l'ecole");
});

test('an empty or blank query matches every page', () => {
  expect(matchPage(students, '')).toBe(true);
  expect(matchPage(students, '   ')).toBe(true);
});

test('matching ignores case', () => {
  expect(matchPage(drens, 'dren')).toBe(true);
  expect(matchPage(drens, 'DrEn')).toBe(true);
});

test('matching ignores accents on both sides', () => {
  expect(matchPage(students, 'eleve')).toBe(true);
  expect(matchPage(students, 'ÉLÈVE')).toBe(true);
  expect(matchPage({ title: 'Eleves', description: '' }, 'élève')).toBe(true);
  expect(matchPage(drens, 'education')).toBe(true);
  expect(matchPage(drens, 'l’éducation')).toBe(true);
});

test('the description is searched too, as a substring', () => {
  expect(matchPage(drens, 'régionales')).toBe(true);
  expect(matchPage(drens, 'gionale')).toBe(true);
  expect(matchPage(students, 'consulter les')).toBe(true);
});

test('a query found nowhere does not match', () => {
  expect(matchPage(students, 'photo')).toBe(false);
  expect(matchPage(students, 'eleves x')).toBe(false);
});

test('every page of the table can be found by its own title', () => {
  for (const page of allPages()) expect(matchPage(page, page.title.toUpperCase())).toBe(true);
});
