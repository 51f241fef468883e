import { screen, waitFor } from '@testing-library/react';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { SLOW } from './helpers';

setupDemoServer();

test('an agent (no role) opening /photos is sent back to the home page', async () => {
  await renderAppAs('agent', '/photos');
  await waitFor(() => expect(window.location.pathname).toBe('/'), SLOW);
  expect(screen.queryByRole('list', { name: 'Photos' })).toBeNull();
});
