import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { FIRST_LOAD, PHOTO_LIST, SLOW, captureRequests, photosOnPage, photosUrl } from './helpers';

const server = setupDemoServer();

const tiles = () => within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem');

test('the grid asks the server for page 1 of 50 photos, newest first', async () => {
  const requests = captureRequests(server, PHOTO_LIST);
  await renderAppAs('control', '/photos');
  await screen.findByRole('list', { name: 'Photos' }, FIRST_LOAD);
  expect(requests.last()).toEqual({
    page: '1',
    perPage: '50',
    sort: 'photo_takenAt',
    order: 'DESC',
  });
  expect(tiles()).toHaveLength(50);
});

test('filters and paging in the URL reach the server', async () => {
  const requests = captureRequests(server, PHOTO_LIST);
  const filter = { photo_state: 'rejected', dren_id: 2, q: 'ko' };
  await renderAppAs('admin', photosUrl({ filter, page: 1, perPage: 25 }));
  await screen.findByRole('list', { name: 'Photos' }, SLOW);
  expect(requests.last()).toMatchObject({
    page: '1',
    perPage: '25',
    photo_state: 'rejected',
    dren_id: '2',
    q: 'ko',
  });
  for (const tile of tiles()) expect(within(tile).getByText('Rejeté')).toBeInTheDocument();
});

test('each tile shows the lazily loaded miniature, the student linked, the matricule', async () => {
  await renderAppAs('control', photosUrl({ perPage: 25 }));
  await screen.findByRole('list', { name: 'Photos' }, SLOW);
  const [first] = await photosOnPage(1, 25);
  const tile = tiles()[0];
  // Fetched with the token, shown through an object URL (lazily: tests/photos/photoImage).
  const image = await within(tile).findByRole('img', {
    name: `Photo de ${first.student_fullName}`,
  });
  expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  expect(image).toHaveAttribute('data-photo-uuid', first.photo_uuid);
  expect(image).toHaveAttribute('decoding', 'async');
  expect(within(tile).getByRole('link', { name: first.student_fullName })).toHaveAttribute(
    'href',
    `/student/${first.student_idNumber}/show`,
  );
  expect(within(tile).getByText(first.student_idNumber)).toBeInTheDocument();
  const date = new Date(first.photo_takenAt).toLocaleDateString('fr-FR');
  expect(within(tile).getByText(date)).toBeInTheDocument();
});

test('choosing a state sends it to the server and goes back to page 1', async () => {
  const requests = captureRequests(server, PHOTO_LIST);
  await renderAppAs('control', photosUrl({ page: 2, perPage: 25 }));
  await screen.findByRole('list', { name: 'Photos' }, SLOW);
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: 'État' }));
  await user.click(await screen.findByRole('option', { name: 'Validé' }));
  await waitFor(() =>
    expect(requests.last()).toMatchObject({ photo_state: 'validated', page: '1' }),
  );
  await waitFor(() => expect(window.location.search).toContain('validated'));
});

test('the school filter only offers the schools of the chosen DREN', async () => {
  const schools = captureRequests(server, '/api/school/get_schools');
  await renderAppAs('control', photosUrl({ filter: { dren_id: 3 } }));
  await screen.findByRole('list', { name: 'Photos' }, SLOW);
  await waitFor(() => expect(schools.all().some((query) => !query.ids)).toBe(true));
  const choices = schools.all().filter((query) => !query.ids);
  expect(choices.at(-1)).toMatchObject({ dren_id: '3' });
});

test('a search without result says so in French and offers to clear the filters', async () => {
  await renderAppAs('control', photosUrl({ filter: { q: 'zzzzzzzz' } }));
  expect(
    await screen.findByText('Aucune photo ne correspond à ces filtres.', {}, SLOW),
  ).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Effacer les filtres' }));
  await screen.findByRole('list', { name: 'Photos' }, SLOW);
});

test('choosing another DREN clears the school filter', async () => {
  const requests = captureRequests(server, PHOTO_LIST);
  await renderAppAs('control', '/photos');
  await screen.findByRole('list', { name: 'Photos' }, SLOW);
  const [photo] = await photosOnPage(1, 1, { dren_id: 2 });
  window.history.replaceState(
    null,
    '',
    photosUrl({ filter: { dren_id: 2, school_id: photo.school_id } }),
  );
  window.dispatchEvent(new PopStateEvent('popstate'));
  await waitFor(() =>
    expect(requests.last()).toMatchObject({ school_id: String(photo.school_id) }),
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: 'DREN' }));
  const options = await screen.findAllByRole('option', {}, SLOW);
  await user.click(
    options.find((option) => !option.textContent?.includes('Abidjan 2')) ?? options[0],
  );
  await waitFor(() => expect(requests.last().school_id).toBeUndefined(), SLOW);
  expect(requests.last().dren_id).not.toBe('2');
});
