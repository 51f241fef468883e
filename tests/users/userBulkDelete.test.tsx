import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { seedLogin } from './seedLogin';

setupDemoServer(200);

const LONG = { timeout: 20_000 };
const OWN_ACCOUNT = 'Vous ne pouvez pas supprimer votre propre compte.';
const rowOf = (login: string) => screen.getByText(login).closest('tr')!;

test('a bulk deletion with one refusal: the others go, the summary names the failure and why', async () => {
  await seedLogin('groupe-a');
  const user = userEvent.setup();
  await renderAppAs('admin', '/users');
  await screen.findByText('groupe-a', {}, LONG);

  await user.click(within(rowOf('groupe-a')).getByRole('checkbox'));
  await user.click(within(screen.getByText('Vous').closest('tr')!).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Supprimer' }));
  const confirm = await screen.findByRole('dialog', {}, LONG);
  expect(within(confirm).getByText('Supprimer 2 éléments ?')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));

  const summary = await screen.findByRole(
    'dialog',
    { name: "1 élément sur 2 n'a pas pu être supprimé." },
    LONG,
  );
  expect(within(summary).getByText('1 élément a été supprimé.')).toBeInTheDocument();
  const failure = within(summary).getByRole('listitem');
  expect(failure).toHaveTextContent('admin');
  expect(failure).toHaveTextContent(OWN_ACCOUNT);

  await user.click(within(summary).getByRole('button', { name: 'Fermer' }));
  await waitFor(() => expect(screen.queryByText('groupe-a')).toBeNull(), LONG);
  expect(screen.getByText('Vous')).toBeInTheDocument();
});
