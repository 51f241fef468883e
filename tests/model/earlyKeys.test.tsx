import { useLayoutEffect } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Create } from 'react-admin';
import EntityForm from '../../src/model/entities/EntityForm';
import { renderModelPage, setupModelServer } from './harness';

setupModelServer();
const LONG = { timeout: 10_000 };

/**
 * The first keys, typed once the form shows but before React runs its effects: on a loaded
 * computer React runs them in a later task, and a key can come first (seen in CI on
 * /model-entity/create). react-admin resets its form in one of those effects (ra-core's
 * useAugmentedForm). Here the keys are typed in a layout effect of the same commit, which
 * always runs before them.
 */
const TypedBeforeEffects = ({ label, text }: { label: RegExp; text: string }) => {
  useLayoutEffect(() => {
    fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
  }, [label, text]);
  return null;
};

test('a new entity keeps the first keys of its name, typed before react-admin’s reset after mount', async () => {
  const user = userEvent.setup();
  renderModelPage(
    <Create title="Nouvelle entité" mutationMode="pessimistic" redirect="edit">
      <>
        <EntityForm />
        <TypedBeforeEffects label={/^Nom/} text="Cantines" />
      </>
    </Create>,
    { route: '/model-entity/*', path: '/model-entity/create', resource: 'model-entity' },
  );
  const name = await screen.findByLabelText(/^Nom/, {}, LONG);
  await waitFor(() => expect(name).toHaveValue('Cantines'));
  await user.type(name, ' scolaires');

  expect(name).toHaveValue('Cantines scolaires');
  expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
});
