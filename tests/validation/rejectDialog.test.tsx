import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RejectDialog from '../../src/validation/RejectDialog';

const REASONS = ['Photo floue', 'Visage caché'];

const renderDialog = () => {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <RejectDialog
      open
      name="Kouassi Awa"
      reasons={REASONS}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />,
  );
  return { onCancel, onConfirm };
};

test('Entrée on « Annuler » cancels, even with a reason chosen: nothing is rejected', async () => {
  const { onCancel, onConfirm } = renderDialog();
  const user = userEvent.setup();
  await screen.findByRole('dialog', { name: 'Rejeter : Kouassi Awa' });
  await user.keyboard('1');
  expect(screen.getByLabelText(/Motif du rejet/)).toHaveValue('Photo floue');
  screen.getByRole('button', { name: 'Annuler' }).focus();
  await user.keyboard('{Enter}');
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(onConfirm).not.toHaveBeenCalled();
});

test('Entrée elsewhere confirms the chosen reason', async () => {
  const { onConfirm } = renderDialog();
  const user = userEvent.setup();
  await screen.findByRole('dialog', { name: 'Rejeter : Kouassi Awa' });
  await user.keyboard('2');
  await user.keyboard('{Enter}');
  expect(onConfirm).toHaveBeenCalledWith('Visage caché');
});
