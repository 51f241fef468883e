import { act, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import userEvent from '@testing-library/user-event';
import RejectDialog from '../../src/decision/RejectDialog';

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
  act(() => screen.getByRole('button', { name: 'Annuler' }).focus());
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

test('R opens with the cursor in the reason field: what is typed is what Entrée sends', async () => {
  const { onConfirm } = renderDialog();
  const user = userEvent.setup();
  const field = await screen.findByLabelText(/Motif du rejet/);
  expect(field).toHaveFocus();
  await user.keyboard('Prénom et nom inversés{Enter}');
  expect(field).toHaveValue('Prénom et nom inversés');
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(onConfirm).toHaveBeenCalledWith('Prénom et nom inversés');
  expect(
    screen.getByText(
      'Saisissez le motif, ou choisissez-en un dans la liste (touches 1 à 9 tant que le champ est vide), puis Entrée.',
    ),
  ).toBeInTheDocument();
});

test('keys 1 to 9 pick a reason only while the field is empty; then they are typed', async () => {
  const { onConfirm } = renderDialog();
  const user = userEvent.setup();
  const field = await screen.findByLabelText(/Motif du rejet/);
  await user.keyboard('1');
  expect(field).toHaveValue('Photo floue');
  await user.keyboard(' 2{Enter}');
  expect(onConfirm).toHaveBeenCalledWith('Photo floue 2');
});

test('Entrée on a listed reason puts it in the field; the next Entrée sends it', async () => {
  const { onConfirm } = renderDialog();
  const user = userEvent.setup();
  const field = await screen.findByLabelText(/Motif du rejet/);
  await user.type(field, 'Brouillon');
  act(() => screen.getByRole('button', { name: '2. Visage caché' }).focus());
  await user.keyboard('{Enter}');
  expect(onConfirm).not.toHaveBeenCalled();
  expect(field).toHaveValue('Visage caché');
  expect(field).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onConfirm).toHaveBeenCalledWith('Visage caché');
});

test('a reason that came back is kept, and digits then type into it', async () => {
  const onConfirm = vi.fn();
  render(
    <RejectDialog
      open
      name="Kouassi Awa"
      reasons={REASONS}
      initial="Nom en double"
      onCancel={vi.fn()}
      onConfirm={onConfirm}
    />,
  );
  const user = userEvent.setup();
  const field = await screen.findByLabelText(/Motif du rejet/);
  expect(field).toHaveValue('Nom en double');
  await user.keyboard('{End} 2{Enter}');
  expect(onConfirm).toHaveBeenCalledWith('Nom en double 2');
});

/** A page with a button opening the dialog, as the queue and the student's page have. */
const Opener = ({ onConfirm }: { onConfirm: (reason: string) => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Rejeter</button>
      <RejectDialog
        open={open}
        name="Kouassi Awa"
        reasons={REASONS}
        onCancel={() => setOpen(false)}
        onConfirm={onConfirm}
      />
    </>
  );
};

test('under StrictMode (npm start), opened by a button: the field has the focus, no key is lost', async () => {
  const onConfirm = vi.fn();
  render(
    <StrictMode>
      <Opener onConfirm={onConfirm} />
    </StrictMode>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Rejeter' }));
  const field = await screen.findByLabelText(/Motif du rejet/);
  expect(field).toHaveFocus();
  await user.keyboard('Photo de groupe{Enter}');
  expect(onConfirm).toHaveBeenCalledWith('Photo de groupe');
});

test('a click on the dialog’s blank space gives the focus back to the field', async () => {
  renderDialog();
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Rejeter : Kouassi Awa' });
  await user.click(dialog);
  const field = screen.getByLabelText(/Motif du rejet/);
  expect(field).toHaveFocus();
  await user.keyboard('Nom');
  expect(field).toHaveValue('Nom');
});
