import { screen, within } from '@testing-library/react';
import { prefetchFirstData } from '../../src/resource/firstData';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';

const server = setupDemoServer();

const studentListCalls: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/api/student/get_students') studentListCalls.push(url.search);
});
beforeEach(() => (studentListCalls.length = 0));

const OPENING_PAGE = '?page=1&perPage=25&sort=student_lastName&order=ASC';

test.each([false, true])(
  'the list a login opens on is asked for before the app renders, and only once (StrictMode: %s)',
  async (strict) => {
    await renderAppAs('admin', '/student', {
      strict,
      beforeRender: () => {
        prefetchFirstData('/student');
        expect(studentListCalls).toEqual([OPENING_PAGE]);
      },
    });
    const table = await screen.findByRole('table');
    expect((await within(table).findAllByRole('row')).length).toBeGreaterThan(25);
    expect(studentListCalls).toEqual([OPENING_PAGE]);
  },
);

test('a list opened with its own parameters is asked for by the list alone', async () => {
  const location = '/student?order=DESC&page=1&perPage=25&sort=student_lastName';
  await renderAppAs('admin', location, {
    beforeRender: () => {
      prefetchFirstData(location);
      expect(studentListCalls).toEqual([]);
    },
  });
  await screen.findByRole('table');
  expect(studentListCalls).toEqual(['?page=1&perPage=25&sort=student_lastName&order=DESC']);
});

test('a record page asks for no list ahead', async () => {
  prefetchFirstData('/student/CI-0001/show');
  prefetchFirstData('/validation');
  expect(studentListCalls).toEqual([]);
});
