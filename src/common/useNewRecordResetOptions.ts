import { useRecordContext } from 'react-admin';

/**
 * react-admin resets its form with the initial values in an effect after the form shows
 * (ra-core's useAugmentedForm). On a loaded computer React runs that effect in a later task,
 * and keys typed first were emptied with it (a required « Nom » found empty on
 * /model-entity/create). A new record's form keeps the fields already typed in
 * (react-hook-form's `keepDirtyValues`); with no initial value at all, react-hook-form still
 * counts them unchanged until the next key (« Enregistrer » waits for it). An edit form is
 * left as react-admin has it: there the same reset follows a save, and fields kept « changed »
 * could then ask before leaving.
 * One object for every form: a new one at each render would make react-admin reset again.
 */
const KEEP_TYPED = { keepDirtyValues: true } as const;

/** `resetOptions` for a react-admin form: keeps the first keys on a new record. */
export const useNewRecordResetOptions = () =>
  useRecordContext()?.id == null ? KEEP_TYPED : undefined;
