import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import DemoResetDialog from '../../src/layout/sidebar/footer/DemoResetDialog';
import { lightTheme } from '../../src/layout/theme';

afterEach(() => {
  delete window.demoApi;
});

test('the demo-reset dialog opens on « Annuler », and Enter closes it without resetting', async () => {
  const reset = vi.fn(() => Promise.resolve());
  window.demoApi = { reset } as unknown as NonNullable<typeof window.demoApi>;
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <AdminContext theme={lightTheme}>
      <DemoResetDialog open onClose={onClose} />
    </AdminContext>,
  );

  await screen.findByRole('dialog', { name: 'Réinitialiser les données de démo ?' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus());
  await user.keyboard('{Enter}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(reset).not.toHaveBeenCalled();
});
