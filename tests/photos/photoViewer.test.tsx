import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataProvider } from '../../src/api/dataProvider';
import type { PhotoRecord } from '../../src/photos/types';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { FIRST_LOAD, SLOW, photosOnPage, photosUrl } from './helpers';

setupDemoServer();

const PER_PAGE = 25;

/** The viewer shows this photo: its title, its fullsize image, the URL. */
const expectViewerOn = async (photo: PhotoRecord) => {
  const dialog = await screen.findByRole('dialog', { name: photo.student_fullName }, SLOW);
  const image = await within(dialog).findByRole('img', {
    name: `Photo de ${photo.student_fullName}`,
  });
  expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  expect(image).toHaveAttribute('data-photo-uuid', photo.photo_uuid);
  expect(window.location.hash).toBe(`#photo=${photo.id}`);
  return dialog;
};

const openFirstTile = async () => {
  await renderAppAs('control', photosUrl({ perPage: PER_PAGE }));
  const photos = await photosOnPage(1, PER_PAGE);
  const user = userEvent.setup();
  const grid = await screen.findByRole('list', { name: 'Photos' }, FIRST_LOAD);
  await user.click(
    within(grid).getByRole('button', {
      name: `Agrandir la photo de ${photos[0].student_fullName}`,
    }),
  );
  return { user, photos, dialog: await expectViewerOn(photos[0]) };
};

test('a tile opens the fullsize viewer with the photo’s details and its student', async () => {
  const { photos, dialog } = await openFirstTile();
  const [first] = photos;
  expect(within(dialog).getByText(first.student_idNumber)).toBeInTheDocument();
  expect(within(dialog).getByText('1 sur', { exact: false })).toBeInTheDocument();
  // The photo's state, named so beside a student page whose « État » is the data's.
  expect(within(dialog).getByText('État de la photo')).toBeInTheDocument();
  expect(within(dialog).queryByText('État')).toBeNull();
  expect(within(dialog).getByRole('link', { name: "Voir la fiche de l'élève" })).toHaveAttribute(
    'href',
    `/student/${first.student_idNumber}/show`,
  );
  const { data: school } = await dataProvider.getOne('school', { id: first.school_id });
  expect(await within(dialog).findByText(school.school_name, {}, SLOW)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Photo précédente' })).toBeDisabled();
});

test('opening the viewer adds a history entry: Back closes it, and leaves the list as it was', async () => {
  const { user, photos } = await openFirstTile();
  const listUrl = `${window.location.pathname}${window.location.search}`;
  await user.keyboard('{ArrowRight}');
  await expectViewerOn(photos[1]);
  act(() => window.history.back());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(window.location.hash).toBe('');
  expect(`${window.location.pathname}${window.location.search}`).toBe(listUrl);
});

test('ArrowRight and ArrowLeft move through the page, Escape closes', async () => {
  const { user, photos } = await openFirstTile();
  await user.keyboard('{ArrowRight}');
  await expectViewerOn(photos[1]);
  await user.keyboard('{ArrowRight}');
  await expectViewerOn(photos[2]);
  await user.keyboard('{ArrowLeft}');
  const dialog = await expectViewerOn(photos[1]);
  await user.click(within(dialog).getByRole('button', { name: 'Photo suivante' }));
  await expectViewerOn(photos[2]);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(window.location.hash).toBe(''));
  await waitFor(() =>
    expect(
      screen.getByRole('button', { name: `Agrandir la photo de ${photos[2].student_fullName}` }),
    ).toHaveFocus(),
  );
});

test('past the last photo of the page, the viewer moves on to the next page', async () => {
  const [page1, page2] = [await photosOnPageAfterLogin(1), await photosOnPage(2, PER_PAGE)];
  const last = page1[PER_PAGE - 1];
  await renderAppAs('control', photosUrl({ perPage: PER_PAGE, photo: last.id }));
  await expectViewerOn(last);
  const user = userEvent.setup();
  await user.keyboard('{ArrowRight}');
  await expectViewerOn(page2[0]);
  expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
  await user.keyboard('{ArrowLeft}');
  await expectViewerOn(last);
  expect(new URLSearchParams(window.location.search).get('page')).toBe('1');
});

test('a shared link to a photo of another page opens it on its own', async () => {
  const [elsewhere] = await photosOnPageAfterLogin(3);
  await renderAppAs('control', photosUrl({ perPage: PER_PAGE, photo: elsewhere.id }));
  const dialog = await expectViewerOn(elsewhere);
  expect(within(dialog).getByRole('button', { name: 'Photo suivante' })).toBeDisabled();
});

test('an unknown photo in the URL says so in French', async () => {
  await renderAppAs('control', photosUrl({ perPage: PER_PAGE, photo: 99999999 }));
  expect(await screen.findByText(/Photo introuvable/, {}, SLOW)).toBeInTheDocument();
});

/** The demo API needs a token: log in before reading the expected photos. */
async function photosOnPageAfterLogin(page: number) {
  const { login } = await import('../../src/auth/session');
  await login('control', 'control');
  return photosOnPage(page, PER_PAGE);
}
