import { screen, within } from '@testing-library/react';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';

setupDemoServer(200);

test('Mon profil shows the login and the full name, not the numeric id', async () => {
  await renderAppAs('control', '/account');
  const heading = await screen.findByRole(
    'heading',
    { name: 'Mes informations' },
    { timeout: 20_000 },
  );
  const card = within(heading.closest<HTMLElement>('.MuiCard-root')!);
  expect(card.getByText('Identifiant').nextElementSibling).toHaveTextContent(/^control$/);
  expect(card.getByText('Nom complet').nextElementSibling).not.toHaveTextContent(/^—?$/);
  expect(card.getByText('Nom complet').nextElementSibling).not.toHaveTextContent(/^\d+$/);
});
