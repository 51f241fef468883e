import { screen } from '@testing-library/react';
import { login as appLogin } from '../../src/auth/session';
import { call, login } from '../demo/helpers';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { LONG, queueHead } from './helpers';

// Issue 40, point 11: a search for a student another controller holds says who holds them,
// not « File terminée » as if nobody were waiting.
setupDemoServer();
// The record is chosen as an admin reads the queue, before the test's own user logs in.
beforeEach(() => appLogin('admin', 'admin'));

test('searching the queue for a student another controller holds says who holds them', async () => {
  const [student] = await queueHead('data', 1);
  const query = { validation_target: 'data', q: student.student_idNumber };
  const held = await call('validation.claim', {
    token: await login('admin'),
    body: { holder: 'sitting-of-admin', query, count: 1 },
  });
  expect(held.http).toBe(200);

  await renderAppAs('control', `/validation?q=${student.student_idNumber}`);
  expect(
    await screen.findByRole('heading', { name: 'En cours de revue par un autre contrôleur' }, LONG),
  ).toBeInTheDocument();
  expect(
    screen.getByText('1 élève correspondant à ces filtres est en cours de revue par admin.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('File terminée')).toBeNull();
  expect(screen.getByTestId('review-others')).toHaveTextContent(
    '1 autre contrôleur sur cette file · 1 élève réservé',
  );
});
