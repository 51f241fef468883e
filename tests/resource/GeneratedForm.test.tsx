import { render, screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { defineResource } from '../../src/resource/declare';
import GeneratedCreate from '../../src/resource/views/GeneratedCreate';
import { TestAdmin } from '../helpers/TestAdmin';

interface Thing {
  thing_id: number;
  thing_name: string;
  thing_notes: string;
  thing_count: number;
  thing_active: boolean;
  thing_day: string;
  thing_kind: string;
  thing_created: string;
}

/** One field of each type, so every input the generated form makes is rendered. */
const things = defineResource<Thing>({
  name: 'formThings',
  label: { one: 'Chose', many: 'Choses' },
  idField: 'thing_id',
  endpoints: {
    list: { method: 'GET', path: '/api/formThing/list', body: false },
    create: { method: 'POST', path: '/api/formThing/save', body: true },
  },
  fields: {
    thing_name: { label: 'Nom', type: 'text' },
    thing_notes: { label: 'Notes', type: 'longText' },
    thing_count: { label: 'Nombre', type: 'number' },
    thing_active: { label: 'Active', type: 'boolean' },
    thing_day: { label: 'Jour', type: 'date' },
    thing_kind: { label: 'Sorte', type: 'choice', choices: [{ id: 'a', name: 'Première' }] },
    thing_created: { label: 'Créée le', type: 'date', readOnly: true },
  },
});

const renderForm = () =>
  render(
    <TestAdmin roles={['admin']} path="/formThings/create">
      <ResourceContextProvider value="formThings">
        <GeneratedCreate declaration={things} />
      </ResourceContextProvider>
    </TestAdmin>,
  );

test('the generated form renders one input per editable field without any React error', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    renderForm();
    for (const label of ['Nom', 'Notes', 'Nombre', 'Active', 'Jour', 'Sorte'])
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
    expect(screen.queryByLabelText('Créée le')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
});
