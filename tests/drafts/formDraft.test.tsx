import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { endSession } from '../../src/auth/clientSession';
import { DRAFT_LIFETIME_MS } from '../../src/drafts/draftStore';
import { DRAFT_WRITE_DELAY_MS } from '../../src/drafts/useFormDraft';
import ServiceMessageCreate from '../../src/serviceMessages/ServiceMessageCreate';
import UserCreate from '../../src/users/UserCreate';
import {
  AUTHOR,
  draftKeys,
  logInAs,
  OTHER_USER,
  renderCreate,
  storedDrafts,
} from './renderDraftForm';
import { seen } from '../helpers/seen';

const SAVED_AT = new Date('2026-11-27T05:12:00');
const OFFER = 'Reprendre la saisie du 27 novembre 2026 à 05:12 ?';
const USER_DRAFT = `form-draft:${AUTHOR}:users:create`;
const LONG_NAME = 'KOUASSI-N’GUESSAN Adjoua Marie-Thérèse Épouse YAO-KONAN de Grand-Bassam';

let user: UserEvent;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: SAVED_AT });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  localStorage.clear();
  logInAs(AUTHOR);
});

afterEach(() => {
  endSession();
  vi.useRealTimers();
});

const field = (label: RegExp) => screen.getByLabelText(label);
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const fillUser = async () => {
  await user.type(await screen.findByLabelText(/^Identifiant/), 'akouassi');
  await user.click(field(/^Nom complet/));
  await user.paste(LONG_NAME);
  const roles = within(screen.getByRole('group', { name: /Rôles supplémentaires/ }));
  await user.click(roles.getByRole('checkbox', { name: 'Administrateur' }));
  await user.click(roles.getByRole('checkbox', { name: 'Accès à la liste des API' }));
  await user.type(field(/^Mot de passe/), 'secret-2026');
  await user.type(field(/^Confirmer le mot de passe/), 'secret-2026');
};

describe('the user form', () => {
  test('keeps what is typed one second after the last change, never a password nor a role', async () => {
    renderCreate('users', <UserCreate />);
    await fillUser();
    await wait(DRAFT_WRITE_DELAY_MS - 100);
    expect(draftKeys()).toEqual([]);
    await wait(100);
    await waitFor(() => expect(draftKeys()).toEqual([USER_DRAFT]));
    expect(await storedDrafts()).toEqual({
      [USER_DRAFT]: {
        savedAt: expect.any(Number),
        values: { login_name: 'akouassi', login_fullName: LONG_NAME },
      },
    });
    expect(JSON.stringify(localStorage)).not.toContain('secret-2026');
  });

  test('offers the draft back, naming its fields; « Reprendre » fills them, no password nor role', async () => {
    const first = renderCreate('users', <UserCreate />);
    await fillUser();
    await wait(DRAFT_WRITE_DELAY_MS);
    await waitFor(() => expect(draftKeys()).toEqual([USER_DRAFT]));
    first.unmount();

    renderCreate('users', <UserCreate />);
    await seen(screen.findByText(OFFER));
    expect(screen.getByText(/Cette saisie n’a pas été enregistrée\./).textContent).toBe(
      'Cette saisie n’a pas été enregistrée. Champs repris : Identifiant, Nom complet.',
    );
    expect(field(/^Nom complet/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Reprendre' }));
    expect(screen.queryByText(OFFER)).toBeNull();
    await waitFor(() => expect(field(/^Nom complet/)).toHaveValue(LONG_NAME));
    expect(field(/^Identifiant/)).toHaveValue('akouassi');
    const roles = within(screen.getByRole('group', { name: /Rôles supplémentaires/ }));
    expect(roles.getByRole('checkbox', { name: 'Administrateur' })).not.toBeChecked();
    expect(roles.getByRole('checkbox', { name: 'Accès à la liste des API' })).not.toBeChecked();
    expect(field(/^Mot de passe/)).toHaveValue('');
  });

  test('« Ignorer » drops the draft and leaves the form empty', async () => {
    const first = renderCreate('users', <UserCreate />);
    await fillUser();
    await wait(DRAFT_WRITE_DELAY_MS);
    await waitFor(() => expect(draftKeys()).toEqual([USER_DRAFT]));
    first.unmount();
    renderCreate('users', <UserCreate />);
    await user.click(await screen.findByRole('button', { name: 'Ignorer' }));
    expect(screen.queryByText(OFFER)).toBeNull();
    expect(draftKeys()).toEqual([]);
    expect(field(/^Nom complet/)).toHaveValue('');
  });

  test('another user of the browser is offered nothing, and the author still is', async () => {
    const first = renderCreate('users', <UserCreate />);
    await fillUser();
    await wait(DRAFT_WRITE_DELAY_MS);
    await waitFor(() => expect(draftKeys()).toEqual([USER_DRAFT]));
    first.unmount();
    endSession();
    logInAs(OTHER_USER);
    const other = renderCreate('users', <UserCreate />);
    await screen.findByLabelText(/^Identifiant/);
    expect(screen.queryByText(OFFER)).toBeNull();
    other.unmount();
    endSession();
    logInAs(AUTHOR);
    renderCreate('users', <UserCreate />);
    await seen(screen.findByText(OFFER));
  });

  test('a draft is offered for 24 h, then no longer, and is removed', async () => {
    const first = renderCreate('users', <UserCreate />);
    await fillUser();
    await wait(DRAFT_WRITE_DELAY_MS);
    await waitFor(() => expect(draftKeys()).toEqual([USER_DRAFT]));
    first.unmount();
    const { savedAt } = (await storedDrafts())[USER_DRAFT];
    vi.setSystemTime(savedAt + DRAFT_LIFETIME_MS - 60_000);
    const before = renderCreate('users', <UserCreate />);
    await seen(screen.findByText(OFFER));
    before.unmount();
    vi.setSystemTime(savedAt + DRAFT_LIFETIME_MS);
    renderCreate('users', <UserCreate />);
    await screen.findByLabelText(/^Identifiant/);
    expect(screen.queryByText(/Reprendre la saisie/)).toBeNull();
    expect(draftKeys()).toEqual([]);
  });

  test('is removed once the server has saved the account, kept when it refused it', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('Serveur indisponible'), { status: 503 }))
      .mockImplementation(async (_resource, { data }) => ({ data: { ...data, id: 99 } }));
    renderCreate('users', <UserCreate />, create);
    await fillUser();
    await user.click(screen.getByRole('combobox', { name: 'Rôle principal' }));
    await user.click(await screen.findByRole('option', { name: 'Contrôleur' }));
    await user.type(field(/^Adresse e-mail/), 'akouassi@education.gouv.ci');
    // Saved at once, before the debounce: the submit writes what is pending.
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(draftKeys()).toEqual([USER_DRAFT]));
    const { values } = (await storedDrafts())[USER_DRAFT];
    expect(values).toMatchObject({ login_email: 'akouassi@education.gouv.ci' });
    expect(values).not.toHaveProperty('login_role');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(draftKeys()).toEqual([]));
  });
});

describe('the service message form', () => {
  const CONTENT = 'Coupure du réseau prévue samedi. '.repeat(25).slice(0, 800);

  test('keeps an 800-character message and gives it back whole', async () => {
    const first = renderCreate('service-messages', <ServiceMessageCreate />);
    await user.type(await screen.findByLabelText(/^Titre/), 'Maintenance');
    await user.click(field(/^Contenu/));
    await user.paste(CONTENT);
    await wait(DRAFT_WRITE_DELAY_MS);
    await waitFor(() => expect(draftKeys()).toHaveLength(1));
    expect((await storedDrafts())[`form-draft:${AUTHOR}:service-messages:create`].values).toEqual({
      serviceMessage_title: 'Maintenance',
      serviceMessage_content: CONTENT,
    });
    first.unmount();

    renderCreate('service-messages', <ServiceMessageCreate />);
    await user.click(await screen.findByRole('button', { name: 'Reprendre' }));
    expect(field(/^Titre/)).toHaveValue('Maintenance');
    expect(field(/^Contenu/)).toHaveValue(CONTENT);
    expect(CONTENT).toHaveLength(800);
  });
});
