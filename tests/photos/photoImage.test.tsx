import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { clearImageCache, imageCacheSize } from '../../src/api/imageCache';
import { tokenStorage } from '../../src/api/token';
import { endSession } from '../../src/auth/clientSession';
import StudentPhotoImage from '../../src/photos/StudentPhotoImage';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { authProviderWith } from '../helpers/TestAdmin';

const UUID = 'c0ffee00-0000-4000-8000-000000000001';
const MINIATURE = `/api/photos/${UUID}/miniature`;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="150"/>';

const fetchMock = vi.fn<typeof fetch>();
const revoke = vi.spyOn(URL, 'revokeObjectURL');

beforeEach(() => {
  tokenStorage.set('jeton-1');
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(SVG, { headers: { 'Content-Type': 'image/svg+xml' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  revoke.mockClear();
});
afterEach(() => {
  clearImageCache();
  vi.unstubAllGlobals();
});

const Photo = ({ uuid = UUID, lazy = false }: { uuid?: string; lazy?: boolean }) => (
  <StudentPhotoImage
    uuid={uuid}
    size="miniature"
    alt="Photo de KONÉ Aya"
    width={120}
    height={150}
    lazy={lazy}
  />
);

const renderPhotos = (children: ReactNode, authProvider = authProviderWith([])) =>
  render(
    <MemoryRouter>
      <AdminContext
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient()}
      >
        {children}
      </AdminContext>
    </MemoryRouter>,
  );

const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call][1]?.headers);
const shownImage = () => screen.findByRole('img', { name: 'Photo de KONÉ Aya' });

test('fetches the image with the Bearer token and shows it through an object URL', async () => {
  renderPhotos(<Photo />);
  const image = await shownImage();
  expect(image.getAttribute('src')).toMatch(/^blob:/);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0][0]).toBe(MINIATURE);
  expect(headersOf(0).get('Authorization')).toBe('Bearer jeton-1');
});

test('one fetch for the same photo shown twice at once, and none when shown again', async () => {
  const { unmount } = renderPhotos(
    <>
      <Photo />
      <Photo />
    </>,
  );
  await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
  const [first, second] = screen.getAllByRole('img');
  expect(first.getAttribute('src')).toBe(second.getAttribute('src'));
  unmount();
  renderPhotos(<Photo />);
  await shownImage();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('the object URL is revoked 30 s after the photo is no longer shown', async () => {
  const { unmount } = renderPhotos(<Photo />);
  const src = (await shownImage()).getAttribute('src');
  expect(revoke).not.toHaveBeenCalled();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  unmount();
  await vi.advanceTimersByTimeAsync(29_999);
  expect(revoke).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(revoke).toHaveBeenCalledWith(src);
  vi.useRealTimers();
  expect(imageCacheSize()).toBe(1); // The image stays in memory, for the next time.
});

test('the end of the session empties the cache: the next user fetches with their token', async () => {
  const { unmount } = renderPhotos(<Photo />);
  const src = (await shownImage()).getAttribute('src');
  unmount();
  act(() => endSession());
  expect(imageCacheSize()).toBe(0);
  expect(revoke).toHaveBeenCalledWith(src);
  tokenStorage.set('jeton-2');
  renderPhotos(<Photo />);
  await shownImage();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(headersOf(1).get('Authorization')).toBe('Bearer jeton-2');
});

test('a failed image shows the French placeholder, and is asked again next time', async () => {
  fetchMock.mockImplementation(async () => new Response('', { status: 500 }));
  const { unmount } = renderPhotos(<Photo />);
  expect(await screen.findByText('Photo indisponible')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Photo de KONÉ Aya : photo indisponible' })).toBeVisible();
  unmount();
  renderPhotos(<Photo />);
  await screen.findByText('Photo indisponible');
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('a 401 takes the usual way of auth errors (checkError)', async () => {
  fetchMock.mockImplementation(async () => new Response('', { status: 401 }));
  const checkError = vi.fn(async () => undefined);
  renderPhotos(<Photo />, { ...authProviderWith([]), checkError });
  await screen.findByText('Photo indisponible');
  await waitFor(() =>
    expect(checkError).toHaveBeenCalledWith(expect.objectContaining({ status: 401 })),
  );
});

describe('lazy loading', () => {
  let observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
  beforeEach(() => {
    observed = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observed.push({ element, callback: this.callback });
        }
        unobserve() {}
        disconnect() {}
      },
    );
  });
  const scrollNear = (isIntersecting: boolean) =>
    act(() =>
      observed.forEach(({ element, callback }) =>
        callback(
          [{ target: element, isIntersecting } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      ),
    );

  test('nothing is fetched until the photo comes near the viewport', async () => {
    renderPhotos(<Photo uuid="c0ffee00-0000-4000-8000-000000000002" lazy />);
    await waitFor(() => expect(observed).toHaveLength(1));
    expect(fetchMock).not.toHaveBeenCalled();
    scrollNear(true);
    await shownImage();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  /** Lays every element out at `top` for this test only (restored even when it fails). */
  const laidOutAt = (top: number) => {
    const layout = vi
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top, bottom: top + 150, width: 120, height: 150 } as DOMRect);
    onTestFinished(() => layout.mockRestore());
  };

  test('a photo laid out in view is fetched at once, without waiting for the observer', async () => {
    laidOutAt(100);
    renderPhotos(<Photo uuid="c0ffee00-0000-4000-8000-000000000004" lazy />);
    await shownImage();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a photo laid out far below the viewport waits for the observer', async () => {
    laidOutAt(window.innerHeight + 2000);
    renderPhotos(<Photo uuid="c0ffee00-0000-4000-8000-000000000005" lazy />);
    await waitFor(() => expect(observed).toHaveLength(1));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a photo scrolled away before it arrived is not fetched to the end', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    renderPhotos(<Photo uuid="c0ffee00-0000-4000-8000-000000000003" lazy />);
    await waitFor(() => expect(observed).toHaveLength(1));
    scrollNear(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    scrollNear(false);
    const signal = fetchMock.mock.calls[0][1]?.signal;
    await waitFor(() => expect(signal?.aborted).toBe(true));
    expect(screen.queryByText('Photo indisponible')).toBeNull();
  });
});
