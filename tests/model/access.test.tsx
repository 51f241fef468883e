import { screen, waitFor } from '@testing-library/react';
// Aliased: the helper is no React hook, whatever its name says (react-hooks/rules-of-hooks).
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';

// A file of its own: the app's query cache (permissions included) lives as long as the module.
setupDemoServer(200);

test('a controller opening a data-model page lands on the home page, without the menu group', async () => {
  await renderAppAs('control', '/model-location');
  await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 15_000 });
  expect(screen.queryByRole('tree')).toBeNull();
  expect(screen.queryByText('Modèle de données')).toBeNull();
  expect(screen.queryByRole('link', { name: 'Bases de données' })).toBeNull();
});
