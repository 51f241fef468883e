import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { sampleRecord } from '../helpers/sampleAnswer';
import { seen } from '../helpers/seen';

const server = setupDemoServer();
afterEach(() => server.resetHandlers());

const MESSAGE =
  'Réponse non conforme au contrat de l’API : GET /api/dren/get_drens : data[2].dren_name : texte attendu, nombre 42 reçu';

test('an answer breaking the contract is shown where the list would be, with Réessayer, and logged once', async () => {
  const drens = [1, 2, 3].map((id) => ({
    ...sampleRecord('dren.getDrens', 'dren_id', id),
    dren_name: `DREN ${id}`,
  }));
  drens[2] = { ...drens[2], dren_name: 42 as unknown as string };
  server.use(
    http.get('*/api/dren/get_drens', () =>
      HttpResponse.json({ status: 'ok', data: drens, total: 3 }),
    ),
  );
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  await renderAppAs('agent', '/dren');

  await seen(screen.findByText(MESSAGE));
  const logged = () => log.mock.calls.filter(([first]) => String(first).startsWith('[API]'));
  expect(logged()).toEqual([
    [
      '[API] Réponse non conforme de GET /api/dren/get_drens :\ndata[2].dren_name : texte attendu, nombre 42 reçu',
    ],
  ]);

  server.resetHandlers();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findAllByText(/^DREN /)).not.toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  expect(logged()).toHaveLength(1);
  log.mockRestore();
});
