import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../src/auth/clientSession';
import { defineResource, type ResourceDeclaration } from '../../src/resource/declare';
import GeneratedCreate from '../../src/resource/views/GeneratedCreate';
import { DRAFT_WRITE_DELAY_MS } from '../../src/drafts/useFormDraft';
import { AUTHOR, logInAs, renderCreate, storedDrafts } from './renderDraftForm';

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
  expect(storedDrafts()[`form-draft:${AUTHOR}:draftRooms:create`].values).toEqual({
    room_name: 'Salle 12',
    room_notes: 'Tableau à remplacer',
    room_seats: 40,
  });
  first.unmount();

  renderCreate('draftRooms', view);
  expect(await screen.findByText(/^Reprendre la saisie du .+ à \d\d:\d\d \?$/)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Reprendre' }));
  expect(screen.getByLabelText(/^Nom/)).toHaveValue('Salle 12');
  expect(screen.getByLabelText(/^Notes/)).toHaveValue('Tableau à remplacer');
  expect(screen.getByLabelText(/^Places/)).toHaveValue(40);
});
