import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { seedLogin } from './seedLogin';

setupDemoServer(200);

const LONG = { timeout: 20_000 };
const rowOf = (login: string) => screen.getByText(login).closest('tr')!;

test('a bulk deletion names the accounts; one’s own row cannot be ticked', async () => {
  await seedLogin('groupe-a');
  await seedLogin('groupe-b');
  const user = userEvent.setup();
  await renderAppAs('admin', '/users');
  await screen.findByText('groupe-b', {}, LONG);

  const own = within(screen.getByText('Vous').closest('tr')!).queryByRole('checkbox');
  expect(own === null || (own as HTMLInputElement).disabled).toBe(true);
  await user.click(within(rowOf('groupe-a')).getByRole('checkbox'));
  await user.click(within(rowOf('groupe-b')).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Supprimer' }));
  const confirm = await screen.findByRole('dialog', {}, LONG);
  expect(within(confirm).getByText('Supprimer 2 éléments ?')).toBeInTheDocument();
  expect(confirm).toHaveTextContent('La suppression est définitive : groupe-a, groupe-b.');
  await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
  await waitFor(() => expect(screen.queryByText('groupe-a')).toBeNull(), LONG);
  expect(screen.queryByText('groupe-b')).toBeNull();
  expect(screen.getByText('Vous')).toBeInTheDocument();
});
