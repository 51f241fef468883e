import { screen } from '@testing-library/react';
import { dataProvider } from '../../src/api/dataProvider';
import { login } from '../../src/auth/session';
import { registerResource } from '../../src/resource/register';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import schoolYears from './schoolYears/resource';

// Only what this module adds: menu, guard, views, notices and the demo API's CRUD are the
// registry's (tests/resource/everyModule.test.tsx). In the app, no registerResource line.
registerResource(schoolYears);
setupDemoServer(100);

const create = (data: object) =>
  dataProvider.create('exampleSchoolYears', { data }).catch((caught: unknown) => caught);
const YEAR = { schoolYear_label: '2026', schoolYear_start: '2026-09-07' };

test('its rules and its check across fields, in French', async () => {
  await login('admin', 'admin');
  expect(await create({ ...YEAR, schoolYear_end: '8 juin' })).toMatchObject({
    body: { errors: { schoolYear_label: 'Format attendu : 2025-2026.' } },
  });
  expect(await create({ ...YEAR, schoolYear_end: '2026-06-25' })).toMatchObject({
    status: 400,
    body: { errors: { schoolYear_end: 'La fin des cours doit suivre la rentrée.' } },
  });
});

test('its list opens on the newest year', async () => {
  await renderAppAs('admin', '/exampleSchoolYears');
  await screen.findByText('2025-2026', {}, { timeout: 20_000 });
  const labels = screen.getAllByText(/^\d{4}-\d{4}$/).map((cell) => cell.textContent);
  expect(labels.slice(0, 2)).toEqual(['2025-2026', '2024-2025']);
});
