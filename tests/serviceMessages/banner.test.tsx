import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ServiceMessage, ServiceMessageType } from '../../src/api/types';
import ServiceMessagesBanner from '../../src/serviceMessages/banner/ServiceMessagesBanner';
import { resetFetchWarnings } from '../../src/serviceMessages/banner/fetchWarnings';
import { refreshServiceMessages } from '../../src/serviceMessages/banner/refreshServiceMessages';
import { SERVICE_MESSAGE_POLL_MS } from '../../src/serviceMessages/banner/useDisplayedServiceMessages';
import { MINIMISED_MESSAGES_KEY } from '../../src/constants/storageKeys';
import { messageKey } from '../../src/serviceMessages/banner/useMinimisedMessages';
import { TestAdmin } from '../helpers/TestAdmin';

const message = (
  id: number,
  type: ServiceMessageType,
  title: string,
  content = `Contenu ${id}`,
): ServiceMessage => ({
  serviceMessage_id: id,
  serviceMessage_title: title,
  serviceMessage_content: content,
  serviceMessage_type: type,
  serviceMessage_displayed: true,
  serviceMessage_createdAt: '2025-01-01T08:00:00Z',
});

const MESSAGES = [
  message(1, 'Info', 'Maintenance prévue'),
  message(2, 'Warning', 'Lenteurs'),
  message(3, 'Alert', 'Incident en cours'),
];

type Call = ReturnType<typeof vi.fn<(name: string) => Promise<unknown>>>;

/** Lets the pending promises settle, without moving the clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const renderBanner = async (call: Call) => {
  render(
    <TestAdmin dataProvider={{ call }}>
      <ServiceMessagesBanner />
    </TestAdmin>,
  );
  await settle();
};

const alertOf = (title: string) => screen.getByText(title).closest('.MuiAlert-root');

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetFetchWarnings();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('fetches at mount, then exactly every 60 s', async () => {
  expect(SERVICE_MESSAGE_POLL_MS).toBe(60_000);
  const call: Call = vi.fn(async () => MESSAGES);
  await renderBanner(call);
  expect(call).toHaveBeenCalledTimes(1);
  expect(call).toHaveBeenCalledWith('serviceMessage.getDisplayed');
  await elapse(59_999);
  expect(call).toHaveBeenCalledTimes(1);
  await elapse(1);
  expect(call).toHaveBeenCalledTimes(2);
  await elapse(60_000 * 3);
  expect(call).toHaveBeenCalledTimes(5);
});

test('a new message appears at the next poll, or at once on refreshServiceMessages()', async () => {
  const call: Call = vi.fn(async () => [MESSAGES[0]]);
  await renderBanner(call);
  expect(screen.queryByText('Lenteurs')).toBeNull();
  call.mockResolvedValue(MESSAGES.slice(0, 2));
  await elapse(SERVICE_MESSAGE_POLL_MS);
  expect(screen.getByText('Lenteurs')).toBeInTheDocument();
  call.mockResolvedValue(MESSAGES);
  act(refreshServiceMessages);
  await settle();
  expect(screen.getByText('Incident en cours')).toBeInTheDocument();
  expect(call).toHaveBeenCalledTimes(3);
});

test('each type has its own style, with the title in bold', async () => {
  await renderBanner(vi.fn(async () => MESSAGES));
  expect(alertOf('Maintenance prévue')).toHaveClass('MuiAlert-colorInfo');
  expect(alertOf('Lenteurs')).toHaveClass('MuiAlert-colorWarning');
  expect(alertOf('Incident en cours')).toHaveClass('MuiAlert-colorError');
  expect(screen.getByText('Maintenance prévue').tagName).toBe('STRONG');
  expect(alertOf('Maintenance prévue')).toHaveTextContent('Contenu 1');
});

test('HTML in a message is shown as text, never run', async () => {
  const html = '<img src=x onerror="alert(1)"><b>gras</b>';
  await renderBanner(vi.fn(async () => [message(9, 'Info', '<i>Titre</i>', html)]));
  expect(screen.getByText(html)).toBeInTheDocument();
  expect(screen.getByText('<i>Titre</i>')).toBeInTheDocument();
  expect(document.querySelector('img, b, i')).toBeNull();
});

test('nothing is shown when there is no message', async () => {
  await renderBanner(vi.fn(async () => []));
  expect(screen.queryByRole('region', { name: 'Messages de service' })).toBeNull();
});

test('each message is minimised and expanded on its own, and stays so across polls', async () => {
  await renderBanner(vi.fn(async () => MESSAGES));
  const minimiseButtons = screen.getAllByRole('button', { name: 'Réduire le message' });
  expect(minimiseButtons).toHaveLength(3);
  fireEvent.click(minimiseButtons[1]);

  expect(screen.queryByText('Lenteurs')).toBeNull();
  expect(screen.getByText('Maintenance prévue')).toBeInTheDocument();
  expect(screen.getByText('Incident en cours')).toBeInTheDocument();
  const icon = screen.getByRole('button', { name: 'Afficher le message : Lenteurs' });
  expect(icon).toHaveClass('MuiIconButton-colorWarning');

  fireEvent.mouseOver(icon);
  await elapse(1000);
  expect(screen.getByRole('tooltip')).toHaveTextContent('Lenteurs');

  await elapse(SERVICE_MESSAGE_POLL_MS);
  expect(screen.queryByText('Contenu 2')).toBeNull();

  fireEvent.click(icon);
  expect(screen.getByText('Contenu 2')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Afficher le message/ })).toBeNull();
});

test('a minimised message stays minimised after a remount (a reload, another tab)', async () => {
  const call: Call = vi.fn(async () => MESSAGES);
  const { unmount } = render(
    <TestAdmin dataProvider={{ call }}>
      <ServiceMessagesBanner />
    </TestAdmin>,
  );
  await settle();
  const maintenance = alertOf('Maintenance prévue') as HTMLElement;
  fireEvent.click(within(maintenance).getByRole('button', { name: 'Réduire le message' }));
  unmount();
  await renderBanner(call);
  expect(
    screen.getByRole('button', { name: 'Afficher le message : Maintenance prévue' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Lenteurs')).toBeInTheDocument();
});

test('the choice is shared with the other tabs at once', async () => {
  await renderBanner(vi.fn(async () => MESSAGES));
  const key = JSON.parse(localStorage.getItem(MINIMISED_MESSAGES_KEY) ?? '[]');
  expect(key).toEqual([]);
  // Another tab minimises 'Lenteurs': it writes the key and this tab gets a storage event.
  localStorage.setItem(MINIMISED_MESSAGES_KEY, JSON.stringify([messageKey(MESSAGES[1])]));
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: MINIMISED_MESSAGES_KEY }));
  });
  expect(screen.queryByText('Contenu 2')).toBeNull();
  expect(
    screen.getByRole('button', { name: 'Afficher le message : Lenteurs' }),
  ).toBeInTheDocument();
});

test('a minimised message shows again in full once its text changes', async () => {
  const call: Call = vi.fn(async () => MESSAGES);
  await renderBanner(call);
  fireEvent.click(screen.getAllByRole('button', { name: 'Réduire le message' })[0]);
  expect(screen.queryByText('Contenu 3')).toBeNull();
  call.mockResolvedValue([message(3, 'Alert', 'Incident en cours', 'Rétabli à 10 h'), MESSAGES[0]]);
  await elapse(SERVICE_MESSAGE_POLL_MS);
  expect(screen.getByText('Rétabli à 10 h')).toBeInTheDocument();
});

test('ordered by severity (alerts, warnings, information), then newest first', async () => {
  const dated = (m: ServiceMessage, day: string) => ({ ...m, serviceMessage_createdAt: day });
  await renderBanner(
    vi.fn(async () => [
      dated(message(4, 'Info', 'Info ancienne'), '2025-01-01T08:00:00Z'),
      dated(message(5, 'Warning', 'Avertissement'), '2025-01-02T08:00:00Z'),
      dated(message(6, 'Info', 'Info récente'), '2025-02-01T08:00:00Z'),
      dated(message(7, 'Alert', 'Alerte'), '2024-12-01T08:00:00Z'),
    ]),
  );
  const titles = [...document.querySelectorAll('.MuiAlert-root strong')].map(
    (el) => el.textContent,
  );
  expect(titles).toEqual(['Alerte', 'Avertissement', 'Info récente', 'Info ancienne']);
});

test('on a phone each message is one line until tapped open', async () => {
  // Narrower than 768px: jsdom has no matchMedia, this one says every max-width matches.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  await renderBanner(vi.fn(async () => [MESSAGES[2]]));
  const line = screen.getByRole('button', { name: /Incident en cours/ });
  expect(line).toHaveAttribute('aria-expanded', 'false');
  expect(line).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
  fireEvent.click(line);
  expect(line).toHaveAttribute('aria-expanded', 'true');
  expect(line).not.toHaveStyle({ whiteSpace: 'nowrap' });
  vi.unstubAllGlobals();
});

test('failures are silent: previous messages kept, at most 3 console warnings in all', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error');
  const call: Call = vi.fn(async () => MESSAGES);
  await renderBanner(call);
  expect(screen.getByText('Lenteurs')).toBeInTheDocument();

  call.mockRejectedValue(new Error('HTTP error! status: 500'));
  await elapse(SERVICE_MESSAGE_POLL_MS);
  call.mockResolvedValue({ pas: 'une liste' }); // malformed: a failure too
  await elapse(SERVICE_MESSAGE_POLL_MS);
  call.mockRejectedValue(new TypeError('Failed to fetch'));
  for (let poll = 0; poll < 5; poll += 1) await elapse(SERVICE_MESSAGE_POLL_MS);

  expect(call).toHaveBeenCalledTimes(8);
  expect(warn).toHaveBeenCalledTimes(3);
  expect(warn.mock.calls[0][0]).toMatch(/^Messages de service : échec du chargement/);
  expect(warn.mock.calls[1][0]).toMatch(/mal formée/);
  expect(error).not.toHaveBeenCalled();
  expect(screen.getByText('Lenteurs')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Réduire le message' })).toHaveLength(3);
  expect(screen.queryByText(/échec|erreur/i)).toBeNull();

  // The count is for the whole page load, not per banner.
  await renderBanner(call);
  expect(warn).toHaveBeenCalledTimes(3);
});

test('the banner’s code holds no raw HTML injection', async () => {
  const dir = join(process.cwd(), 'src/serviceMessages/banner');
  for (const file of readdirSync(dir)) {
    expect(readFileSync(join(dir, file), 'utf8')).not.toMatch(/dangerouslySetInnerHTML|innerHTML/);
  }
});
