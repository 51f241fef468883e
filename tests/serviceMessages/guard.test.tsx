import { waitFor } from '@testing-library/react';
// Aliased: the helper is no React hook, whatever its name says (react-hooks/rules-of-hooks).
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';

// A file of its own: the app's query cache (permissions included) lives as long as the
// module, so an admin rendered earlier in the same file would be remembered.
setupDemoServer(200);

test('a controller opening /service-messages lands on the home page', async () => {
  await renderAppAs('control', '/service-messages');
  await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 15_000 });
});
