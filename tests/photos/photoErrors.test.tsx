import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { clearDemoFaults, setDemoFaults } from '../../src/demo/node';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { FIRST_LOAD, PHOTO_LIST, SLOW } from './helpers';

const server = setupDemoServer();
afterEach(() => {
  clearDemoFaults();
  server.resetHandlers();
});

test('a server failure shows a French error, and “Réessayer” loads the photos', async () => {
  setDemoFaults({ fail: 'server', match: PHOTO_LIST });
  await renderAppAs('admin', '/photos?perPage=25');
  expect(
    await screen.findByText('Erreur interne du serveur (démo).', {}, FIRST_LOAD),
  ).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Photos' })).toBeNull();
  clearDemoFaults();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('list', { name: 'Photos' }, SLOW)).toBeInTheDocument();
});

test('a server that cannot be reached is explained in French too', async () => {
  server.use(http.get(`*${PHOTO_LIST}`, () => HttpResponse.error()));
  await renderAppAs('admin', '/photos?perPage=100');
  expect(await screen.findByText(/Impossible de joindre le serveur/, {}, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});

test('a controller sees the photo grid', async () => {
  await renderAppAs('control', '/photos');
  expect(await screen.findByRole('list', { name: 'Photos' }, SLOW)).toBeInTheDocument();
  expect(window.location.pathname).toBe('/photos');
});
