import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../src/auth/clientSession';
import { defineResource, type ResourceDeclaration } from '../../src/resource/declare';
import GeneratedCreate from '../../src/resource/views/GeneratedCreate';
import GeneratedEdit from '../../src/resource/views/GeneratedEdit';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { TestAdmin } from '../helpers/TestAdmin';
import { DRAFT_WRITE_DELAY_MS } from '../../src/drafts/useFormDraft';
import { AUTHOR, draftKeys, logInAs, renderCreate, storedDrafts } from './renderDraftForm';
import { seen } from '../helpers/seen';

interface Room {
  room_id: number;
  room_name: string;
  room_notes: string;
  room_seats: number;
}

/** A resource module's declaration: its form is generated, its draft kept as any other's. */
const rooms = defineResource<Room>({
  name: 'draftRooms',
  label: { one: 'Salle', many: 'Salles' },
  idField: 'room_id',
  endpoints: {
    list: { method: 'GET', path: '/api/draftRoom/list', body: false },
    create: { method: 'POST', path: '/api/draftRoom/save', body: true },
    update: { method: 'POST', path: '/api/draftRoom/save', body: true },
  },
  fields: {
    room_name: { label: 'Nom', type: 'text' },
    room_notes: { label: 'Notes', type: 'longText' },
    room_seats: { label: 'Places', type: 'number' },
  },
});

const view = <GeneratedCreate declaration={rooms as unknown as ResourceDeclaration<object>} />;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  logInAs(AUTHOR);
});

afterEach(() => {
  endSession();
  vi.useRealTimers();
});

test('a generated form keeps its draft, offers it back and « Reprendre » fills it', async () => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const first = renderCreate('draftRooms', view);
  await user.type(await screen.findByLabelText(/^Nom/), 'Salle 12');
  await user.type(screen.getByLabelText(/^Notes/), 'Tableau à remplacer');
  await user.type(screen.getByLabelText(/^Places/), '40');
  await act(() => vi.advanceTimersByTimeAsync(DRAFT_WRITE_DELAY_MS));
  await waitFor(() => expect(draftKeys()).toHaveLength(1));
  expect((await storedDrafts())[`form-draft:${AUTHOR}:draftRooms:create`].values).toEqual({
    room_name: 'Salle 12',
    room_notes: 'Tableau à remplacer',
    room_seats: 40,
  });
  first.unmount();

  renderCreate('draftRooms', view);
  await seen(screen.findByText(/^Reprendre la saisie du .+ à \d\d:\d\d \?$/));
  await user.click(screen.getByRole('button', { name: 'Reprendre' }));
  expect(screen.getByLabelText(/^Nom/)).toHaveValue('Salle 12');
  expect(screen.getByLabelText(/^Notes/)).toHaveValue('Tableau à remplacer');
  expect(screen.getByLabelText(/^Places/)).toHaveValue(40);
});

const ROOM = { id: 5, room_id: 5, room_name: 'Salle 5', room_notes: 'Projecteur', room_seats: 30 };

const renderEdit = (update = vi.fn(async () => ({ data: ROOM }))) =>
  render(
    <TestAdmin
      roles={['admin']}
      path="/draftRooms/5"
      dataProvider={{ getOne: async () => ({ data: ROOM }), update }}
    >
      <ResourceContextProvider value="draftRooms">
        <Routes>
          <Route
            path="/draftRooms/:id"
            element={
              <GeneratedEdit declaration={rooms as unknown as ResourceDeclaration<object>} />
            }
          />
        </Routes>
      </ResourceContextProvider>
    </TestAdmin>,
  );

test('an edition keeps its changed fields under its record, and its save removes them', async () => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const first = renderEdit();
  await user.type(await screen.findByDisplayValue('Salle 5'), ' bis');
  await act(() => vi.advanceTimersByTimeAsync(DRAFT_WRITE_DELAY_MS));
  await waitFor(() => expect(draftKeys()).toHaveLength(1));
  expect(await storedDrafts()).toEqual({
    [`form-draft:${AUTHOR}:draftRooms:5`]: {
      savedAt: expect.any(Number),
      values: { room_name: 'Salle 5 bis' },
    },
  });
  first.unmount();

  const update = vi.fn(async () => ({ data: { ...ROOM, room_name: 'Salle 5 bis' } }));
  renderEdit(update);
  await user.click(await screen.findByRole('button', { name: 'Reprendre' }));
  expect(screen.getByLabelText(/^Nom/)).toHaveValue('Salle 5 bis');
  expect(screen.getByLabelText(/^Notes/)).toHaveValue('Projecteur');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(draftKeys()).toEqual([]));
});
