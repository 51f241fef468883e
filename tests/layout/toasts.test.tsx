import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider, useAddUndoableMutation, useNotify } from 'react-admin';
import { Toaster, toast } from 'sonner';
import { ApiError, NetworkError } from '../../src/api/errors';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import NotificationBridge from '../../src/layout/NotificationBridge';
import { toastPromise } from '../../src/common/toastPromise';

afterEach(() => {
  toast.dismiss();
});

type Notify = ReturnType<typeof useNotify>;
type AddMutation = ReturnType<typeof useAddUndoableMutation>;

const Notifier = ({ onReady }: { onReady: (notify: Notify, addMutation: AddMutation) => void }) => {
  onReady(useNotify(), useAddUndoableMutation());
  return null;
};

const renderBridge = () => {
  const hooks: { notify: Notify; addMutation: AddMutation } = {
    notify: () => undefined,
    addMutation: () => undefined,
  };
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <Notifier onReady={(notify, addMutation) => Object.assign(hooks, { notify, addMutation })} />
      <NotificationBridge />
      <Toaster />
    </AdminContext>,
  );
  return hooks;
};

describe('react-admin notifications go through sonner', () => {
  test('each type, translated into French', async () => {
    const { notify } = renderBridge();
    act(() => {
      notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
      notify('Échec de la sauvegarde', { type: 'error' });
    });
    expect(await screen.findByText('Élément mis à jour')).toBeInTheDocument();
    expect(screen.getByText('Échec de la sauvegarde')).toBeInTheDocument();
    expect(document.querySelector('[data-type="success"]')).not.toBeNull();
    expect(document.querySelector('[data-type="error"]')).not.toBeNull();
  });

  test('created, updated and deleted notices, sent as info by react-admin, use the success style', async () => {
    const { notify } = renderBridge();
    act(() => {
      notify('resources.model-entity.notifications.created', {
        type: 'info',
        messageArgs: { smart_count: 1, _: 'Élément créé' },
      });
      notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
    });
    // No record written here: the notice names the kind of record only.
    expect(await screen.findByText('Entité créée')).toBeInTheDocument();
    expect(await screen.findByText('Élément supprimé')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-type="success"]')).toHaveLength(2);
    expect(document.querySelector('[data-type="info"]')).toBeNull();
  });

  test("a call's 401 notice is left to the session's own 'Session expirée' toast", async () => {
    const { notify } = renderBridge();
    act(() => {
      notify('Votre session a expiré, veuillez vous reconnecter.', { type: 'error' });
      notify('Échec de la sauvegarde', { type: 'error' });
    });
    expect(await screen.findByText('Échec de la sauvegarde')).toBeInTheDocument();
    expect(screen.queryByText('Votre session a expiré, veuillez vous reconnecter.')).toBeNull();
  });

  test('an undoable change is cancelled by « Annuler »', async () => {
    const hooks = renderBridge();
    const mutation = vi.fn();
    act(() => {
      hooks.addMutation(mutation);
      hooks.notify('Élément supprimé', { type: 'info', undoable: true });
    });
    // fireEvent: sonner's pointer handlers need setPointerCapture, which jsdom lacks.
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(mutation).toHaveBeenCalledWith({ isUndo: true });
  });

  test('the default duration is 4000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { notify } = renderBridge();
    act(() => notify('Bonjour'));
    expect(await screen.findByText('Bonjour')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_800));
    expect(screen.getByText('Bonjour')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(screen.queryByText('Bonjour')).toBeNull());
    vi.useRealTimers();
  });
});

describe('promise-driven toasts', () => {
  test('loading, then success', async () => {
    render(<Toaster />);
    let finish: (value: number) => void = () => undefined;
    const promise = new Promise<number>((resolve) => (finish = resolve));
    void toastPromise(promise, { loading: 'Export…', success: 'Export terminé', error: 'Échec' });
    expect(await screen.findByText('Export…')).toBeInTheDocument();
    act(() => finish(1));
    expect(await screen.findByText('Export terminé')).toBeInTheDocument();
  });

  test.each([
    [
      new ApiError('HTTP error! status: 500', 500),
      'Erreur du serveur (code 500). Réessayez dans quelques instants.',
    ],
    [
      new NetworkError(),
      'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
    ],
  ])('an HTTP failure gives an error toast in French (%s)', async (error, text) => {
    render(<Toaster />);
    await toastPromise(Promise.reject(error), {
      loading: 'Envoi…',
      success: 'Envoyé',
      error: "L'envoi a échoué",
    }).catch(() => undefined);
    expect(await screen.findByText("L'envoi a échoué")).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(document.querySelector('[data-type="error"]')).not.toBeNull();
  });
});

describe('promise-driven toasts, their content', () => {
  test('one toast goes from loading to the success said from the result, with its button', async () => {
    render(<Toaster />);
    const undo = vi.fn();
    let finish: (value: number) => void = () => undefined;
    const promise = new Promise<number>((resolve) => (finish = resolve));
    void toastPromise(promise, {
      loading: 'Validation de 3 élèves…',
      success: (count) => ({
        message: `${count} élèves validés`,
        action: { label: 'Annuler', onClick: undo },
      }),
      error: 'Échec',
    });
    const loading = await screen.findByText('Validation de 3 élèves…');
    const toastElement = loading.closest('[data-sonner-toast]');
    expect(toastElement).toHaveAttribute('data-type', 'loading');
    act(() => finish(3));
    expect(await screen.findByText('3 élèves validés')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
    expect(document.querySelector('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(undo).toHaveBeenCalledTimes(1);
  });

  test("a 401 closes the loading toast: the session's own 'Session expirée' says it", async () => {
    render(<Toaster />);
    let fail: (error: unknown) => void = () => undefined;
    const promise = new Promise<never>((_, reject) => (fail = reject));
    void toastPromise(promise, { loading: 'Envoi…', success: 'Envoyé', error: 'Échec' }).catch(
      () => undefined,
    );
    await screen.findByText('Envoi…');
    act(() => fail(new ApiError('HTTP error! status: 401', 401)));
    await waitFor(() => expect(screen.queryByText('Envoi…')).toBeNull());
    expect(screen.queryByText('Échec')).toBeNull();
  });
});

test('the toaster sits at the bottom center', async () => {
  const AppToaster = (await import('../../src/layout/AppToaster')).default;
  // The 'system' theme asks matchMedia, which jsdom lacks.
  const listeners = { addEventListener: () => undefined, removeEventListener: () => undefined };
  vi.stubGlobal('matchMedia', () => ({ matches: false, ...listeners }));
  render(<AppToaster />);
  act(() => {
    toast('Position');
  });
  await screen.findByText('Position');
  const list = document.querySelector('[data-sonner-toaster]');
  expect(list?.getAttribute('data-y-position')).toBe('bottom');
  expect(list?.getAttribute('data-x-position')).toBe('center');
  vi.unstubAllGlobals();
});

test("the toasts follow the app's theme, not the system's", async () => {
  const AppToaster = (await import('../../src/layout/AppToaster')).default;
  document.documentElement.dataset.theme = 'dark';
  const { unmount } = render(<AppToaster />);
  act(() => {
    toast('Thème');
  });
  await screen.findByText('Thème');
  const list = () => document.querySelector('[data-sonner-toaster]');
  expect(list()?.getAttribute('data-sonner-theme')).toBe('dark');
  act(() => {
    document.documentElement.dataset.theme = 'light';
  });
  await waitFor(() => expect(list()?.getAttribute('data-sonner-theme')).toBe('light'));
  // Unmounted first: without a theme sonner would ask matchMedia, which jsdom lacks.
  unmount();
  delete document.documentElement.dataset.theme;
});
