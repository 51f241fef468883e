import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  AdminContext,
  CreateBase,
  DeleteButton,
  RecordContextProvider,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  testDataProvider,
  useSaveContext,
} from 'react-admin';
import { Toaster, toast } from 'sonner';
import { recordNotice, recordsNotice } from '../../src/common/recordNotice';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import NotificationBridge from '../../src/layout/NotificationBridge';
import '../../src/collectPages';

afterEach(() => toast.dismiss());

test('the builder names the record, with the noun’s gender and number', () => {
  const user = { one: 'Utilisateur', many: 'utilisateurs' };
  const base = { one: 'Base de données', many: 'bases de données', feminine: true };
  expect(recordNotice(user, 'created', 'kone.a')).toBe('Utilisateur « kone.a » créé');
  expect(recordNotice(base, 'updated', 'Scolarité')).toBe('Base de données « Scolarité » modifiée');
  expect(recordNotice(user, 'deleted')).toBe('Utilisateur supprimé');
  expect(recordsNotice(base, 'deleted', 3)).toBe('3 bases de données supprimées');
});

const definitions = {
  users: { name: 'users', recordRepresentation: 'login_name' },
  'service-messages': { name: 'service-messages', recordRepresentation: 'serviceMessage_title' },
};

const dataProvider = testDataProvider({
  create: async (_resource, { data }) => ({ data: { ...data, id: 7 } }) as never,
  delete: async (_resource, { previousData }) => ({ data: previousData }) as never,
});

const renderWith = (ui: React.ReactNode) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceDefinitionContextProvider definitions={definitions}>
        {ui}
        <NotificationBridge />
        <Toaster />
      </ResourceDefinitionContextProvider>
    </AdminContext>,
  );

const SaveNow = ({ data }: { data: Record<string, unknown> }) => {
  const { save } = useSaveContext();
  return <button onClick={() => save?.(data)}>Enregistrer</button>;
};

test('react-admin’s « Élément créé » becomes « Utilisateur « kone.a » créé », as a success', async () => {
  renderWith(
    <CreateBase resource="users" redirect={false}>
      <SaveNow data={{ login_name: 'kone.a', login_role: 'control' }} />
    </CreateBase>,
  );
  await act(async () =>
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' })),
  );
  const notice = await screen.findByText('Utilisateur « kone.a » créé');
  expect(notice.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
  expect(screen.queryByText('Élément créé')).toBeNull();
});

test('a deletion names what was deleted: « Message « Maintenance » supprimé »', async () => {
  renderWith(
    <ResourceContextProvider value="service-messages">
      <RecordContextProvider value={{ id: 3, serviceMessage_title: 'Maintenance' }}>
        <DeleteButton mutationMode="pessimistic" redirect={false} />
      </RecordContextProvider>
    </ResourceContextProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByText('Message « Maintenance » supprimé')).toBeInTheDocument();
});
