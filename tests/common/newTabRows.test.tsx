import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';

setupDemoServer();
afterEach(() => vi.restoreAllMocks());

const LONG = { timeout: 15_000 };

/** The first data row of the page's table and the text of its first cell. */
const firstRow = async () => {
  const table = await within(await screen.findByRole('main')).findByRole('table', {}, LONG);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), LONG);
  return within(table).getAllByRole('row')[1];
};

test('Ctrl+click, Cmd+click and a middle click on a row open the record in a new tab', async () => {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  await renderAppAs('agent', '/dren');
  const row = await firstRow();
  const cell = within(row).getAllByRole('cell')[2]; // the city: plain text, not a link

  fireEvent.click(cell, { ctrlKey: true });
  await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  const [path, target, features] = open.mock.calls[0];
  expect(path).toMatch(/^\/dren\/\d+\/show$/);
  expect([target, features]).toEqual(['_blank', 'noopener']);

  fireEvent.click(cell, { metaKey: true });
  fireEvent(cell, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
  await waitFor(() => expect(open).toHaveBeenCalledTimes(3));
  expect(open.mock.calls.map(([called]) => called)).toEqual([path, path, path]);
  // The list stays where it is.
  expect(window.location.pathname).toBe('/dren');

  fireEvent.click(cell);
  await waitFor(() => expect(window.location.pathname).toBe(path));
  expect(open).toHaveBeenCalledTimes(3);
});

test('a row whose click edits opens the edit page in the new tab; a link in the row is left alone', async () => {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  await renderAppAs('admin', '/users');
  const row = await firstRow();
  fireEvent.click(within(row).getAllByRole('cell')[2], { ctrlKey: true });
  await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  expect(open.mock.calls[0][0]).toMatch(/^\/users\/\d+$/);

  // The login name's own link: the browser opens it, the row does not open a second tab.
  fireEvent.click(within(row).getAllByRole('link')[0], { ctrlKey: true });
  expect(open).toHaveBeenCalledTimes(1);
});
