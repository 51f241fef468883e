import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { clampedListSearch } from '../../src/common/listPageParams';
import DataBrowserRouter from '../../src/layout/DataBrowserRouter';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureRequests } from '../users/captureRequests';

const server = setupDemoServer(200);

test('perPage is brought to 25, 50 or 100 and page to a positive integer; anything else is dropped', () => {
  expect(clampedListSearch('?perPage=99999999&page=2')).toBe('?perPage=100&page=2');
  expect(clampedListSearch('?perPage=1&page=0')).toBe('?perPage=25&page=1');
  expect(clampedListSearch('?perPage=75&page=-3')).toBe('?perPage=50&page=1');
  expect(clampedListSearch('?perPage=1e9&page=2.7')).toBe('?perPage=100&page=2');
  expect(clampedListSearch('?perPage=abc&page=&sort=name')).toBe('?sort=name');
  expect(clampedListSearch('?perPage=Infinity')).toBe('');
  expect(clampedListSearch('?perPage=50&page=3&filter=%7B%7D')).toBeNull();
  expect(clampedListSearch('')).toBeNull();
});

test('a link with perPage=99999999 asks the API for 100 rows at most, and the address says so', async () => {
  const capture = captureRequests(server, '/api/login/list');
  try {
    await renderAppAs('admin', '/users?perPage=99999999&page=-3');
    await screen.findByText('Administrateur de démonstration', {}, { timeout: 15_000 });
    expect(capture.requests.length).toBeGreaterThan(0);
    for (const request of capture.requests) {
      expect(request.search.get('perPage')).toBe('100');
      expect(request.search.get('page')).toBe('1');
    }
    expect(window.location.search).toBe('?perPage=100&page=1');
  } finally {
    capture.stop();
  }
});

const GoTo = ({ to }: { to: string }) => {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <>
      <button onClick={() => void navigate(to)}>Aller</button>
      <output aria-label="adresse">{pathname + search}</output>
    </>
  );
};

test('a navigation inside the app is clamped too, before the page reads its address', async () => {
  window.history.replaceState(null, '', '/');
  render(
    <DataBrowserRouter>
      <GoTo to="/student?perPage=5000&page=0&sort=student_lastName" />
    </DataBrowserRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Aller' }));
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'adresse' })).toHaveTextContent(
      '/student?perPage=100&page=1&sort=student_lastName',
    ),
  );
});
