import { screen, waitFor } from '@testing-library/react';
import { clearDemoFaults, setDemoFaults } from '../../src/demo/node';
import { renderAppAs } from '../helpers/demoApp';
import { demoServer, setupUser } from '../students/helpers';

demoServer();
afterEach(() => clearDemoFaults());

const listContent = () => document.querySelector<HTMLElement>('main .RaList-content')!;
const firstRowText = () => document.querySelector('main tbody tr')?.textContent;

test('a page change dims the previous rows under a progress bar, aria-busy, until the new rows arrive', async () => {
  const user = setupUser();
  await renderAppAs('control', '/student');
  await waitFor(() => expect(document.querySelectorAll('main tbody tr')).toHaveLength(25));
  expect(listContent()).toHaveAttribute('aria-busy', 'false');
  const pageOne = firstRowText();

  setDemoFaults({ delayMs: 400, match: 'get_students' });
  await user.click(screen.getByLabelText('Aller à la page 2'));

  expect(await screen.findByLabelText('Chargement de la liste')).toBeInTheDocument();
  expect(listContent()).toHaveAttribute('aria-busy', 'true');
  expect(firstRowText()).toBe(pageOne);
  // The app bar's indicator turns too while data is on its way.
  await waitFor(() => expect(document.querySelector('header .app-loader')).not.toBeNull());

  await waitFor(() => expect(firstRowText()).not.toBe(pageOne));
  await waitFor(() => expect(listContent()).toHaveAttribute('aria-busy', 'false'));
  expect(screen.queryByLabelText('Chargement de la liste')).toBeNull();
});

test('a search on the schools list marks it busy too', async () => {
  const user = setupUser();
  await renderAppAs('agent', '/school');
  await waitFor(() => expect(listContent()).toHaveAttribute('aria-busy', 'false'));
  setDemoFaults({ delayMs: 400, match: 'get_schools' });
  await user.type(screen.getByPlaceholderText('Nom, code ou ville'), 'Tanda');
  await waitFor(() => expect(listContent()).toHaveAttribute('aria-busy', 'true'));
  await waitFor(() => expect(listContent()).toHaveAttribute('aria-busy', 'false'));
});
