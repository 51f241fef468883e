import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RaRecord } from 'react-admin';
import { fieldsOf, type ResourceDeclaration } from '../../../src/resource/declare';

/** An input's label, required (« Année * ») or not. */
export const labelOf = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s\\*)?$`);

/** Text as user-event types it: `{` and `[` start its key names. */
const typed = (value: unknown) => String(value).replace(/[{[]/g, (bracket) => bracket + bracket);

/**
 * Types a record's values into a generated form, as a user would, input by input (`previous`:
 * the values the form holds, left alone where they do not change).
 */
export const fillForm = async (
  user: UserEvent,
  form: HTMLElement,
  declaration: ResourceDeclaration<object>,
  record: RaRecord,
  previous?: RaRecord,
) => {
  for (const [name, field] of fieldsOf(declaration)) {
    const value = record[name];
    if (field.readOnly || (previous && previous[name] === value)) continue;
    const input = within(form).getByLabelText(labelOf(field.label));
    if (field.type === 'boolean') {
      if ((input as HTMLInputElement).checked !== Boolean(value)) await user.click(input);
    } else if (field.type === 'choice') {
      const choice = field.choices?.find(({ id }) => id === value);
      if (!choice) continue;
      await user.click(input);
      await user.click(await screen.findByRole('option', { name: choice.name }));
    } else {
      await user.clear(input);
      if (value !== null && value !== '') await user.type(input, typed(value));
    }
  }
};

/** Waits until an edition form shows the record (its first typed input holds its value). */
export const formHolds = async (
  form: HTMLElement,
  declaration: ResourceDeclaration<object>,
  record: RaRecord,
) => {
  const [name, field] = fieldsOf(declaration).find(
    ([, each]) => !each.readOnly && ['text', 'longText', 'number', 'date'].includes(each.type),
  ) ?? [undefined, undefined];
  if (!field) return;
  await waitFor(
    () =>
      expect(within(form).getByLabelText(labelOf(field.label))).toHaveValue(
        field.type === 'number' ? record[name] : String(record[name] ?? ''),
      ),
    { timeout: 20_000 },
  );
};
