import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../src/resource/pageCatalog';
import '../../src/pages';
import { tabTitle } from '../../src/layout/tabTitle';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';

setupDemoServer(200);
const LONG = { timeout: 15_000 };

const titleAt = (pathname: string, heading: string, singular?: string) =>
  tabTitle({ pathname, page: pageOf(pathname), heading, singular });

test('each page has its own French tab title', () => {
  expect(titleAt('/school', 'Écoles', 'École')).toBe('Écoles — Carte Scolaire');
  expect(titleAt('/', 'Carte Scolaire')).toBe('Accueil — Carte Scolaire');
  expect(titleAt('/statsDashboard', 'Statistiques élèves')).toBe(
    'Statistiques élèves — Carte Scolaire',
  );
  // A student by the matricule of its address, a school by its name (its id is a bare number).
  expect(titleAt('/student/18991780P/show', 'Élève KONAN Awa', 'Élève')).toBe(
    '18991780P — Élève — Carte Scolaire',
  );
  expect(titleAt('/school/12/show', 'Lycée Moderne de Tanda', 'École')).toBe(
    'Lycée Moderne de Tanda — École — Carte Scolaire',
  );
  expect(titleAt('/school/12/show', 'École', 'École')).toBe('École — Carte Scolaire');
  expect(titleAt('/scheduler-page/executions/395', 'Exécution n° 395')).toBe(
    'Exécution n° 395 — Tâches planifiées — Carte Scolaire',
  );
  expect(titleAt('/scheduler-page/executions', 'Tâches planifiées')).toBe(
    'Tâches planifiées — Carte Scolaire',
  );
  expect(titleAt('/nulle-part', 'Page introuvable')).toBe('Page introuvable — Carte Scolaire');
});

test('the tab follows the page: a list, then a student opened from it', async () => {
  const user = userEvent.setup();
  await renderAppAs('admin', '/student');
  await waitFor(() => expect(document.title).toBe('Élèves — Carte Scolaire'), LONG);
  const firstRow = (await screen.findAllByRole('row', {}, LONG))[1];
  const idNumber = within(firstRow).getByText(/^\d{8}[A-Z]$/).textContent;
  await user.click(within(firstRow).getByText(idNumber!));
  await waitFor(() => expect(document.title).toBe(`${idNumber} — Élève — Carte Scolaire`), LONG);
});
