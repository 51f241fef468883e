import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureDecisions, capturePosts, LONG, onScreen, queueHead } from './helpers';

const server = setupDemoServer();
afterEach(() => server.resetHandlers());

const progress = () => screen.getByRole('status', { name: 'Progression' });

test('the sitting survives a visit to Accueil: its count, and Ctrl+Z undoes its decision', async () => {
  const user = userEvent.setup();
  const releases = capturePosts(server, '/api/validation/release');
  const claims = capturePosts(server, '/api/validation/claim');
  await renderAppAs('control', '/validation', { strict: true });
  const [first, second] = await queueHead('data', 2);
  await onScreen(first);
  const bodies = captureDecisions(server);
  await user.keyboard('v');
  await onScreen(second);
  await waitFor(() => expect(bodies).toHaveLength(1), LONG);

  await user.click(screen.getAllByRole('link', { name: /^Accueil/ })[0]);
  await waitFor(() => expect(window.location.pathname).toBe('/'), LONG);
  // Away, the records it held go back to the others.
  await waitFor(() => expect(releases.some((body) => !body.student_idNumbers)).toBe(true), LONG);
  const claimsBefore = claims.length;

  act(() => window.history.back());
  await onScreen(second);
  expect(progress()).toHaveTextContent('1 décision dans cette séance');
  // Back: its records are claimed again, the one on screen kept.
  await waitFor(() => expect(claims.length).toBeGreaterThan(claimsBefore), LONG);
  expect(claims.at(-1)).toMatchObject({ keep: [second.student_idNumber] });

  await user.keyboard('{Control>}z{/Control}');
  await onScreen(first);
  await waitFor(() => expect(bodies).toHaveLength(2), LONG);
  expect(bodies[1]).toEqual({
    student_idNumber: first.student_idNumber,
    validation_target: 'data',
    validation_state: 'pending',
    validation_comment: 'Décision annulée',
  });
  expect(progress()).toHaveTextContent('0 décision dans cette séance');
});

test('Données and Photo each keep their own sitting across a switch', async () => {
  const user = userEvent.setup();
  await renderAppAs('control', '/validation');
  const [first, second] = await queueHead('data', 2);
  await onScreen(first);
  await user.keyboard('v');
  await onScreen(second);
  expect(progress()).toHaveTextContent('1 décision dans cette séance');

  await user.click(screen.getByRole('button', { name: 'Photo' }));
  const [photoFirst] = await queueHead('photo', 1);
  await onScreen(photoFirst);
  expect(progress()).toHaveTextContent('0 décision dans cette séance');

  await user.click(screen.getByRole('button', { name: 'Données' }));
  await onScreen(second);
  expect(progress()).toHaveTextContent('1 décision dans cette séance');
  await user.keyboard('{Control>}z{/Control}');
  await onScreen(first);
  expect(progress()).toHaveTextContent('0 décision dans cette séance');
});
