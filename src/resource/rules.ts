import * as z from 'zod/mini';
import fr from 'zod/v4/locales/fr.js';
import { fieldsOf, type ResourceDeclaration } from './declare';
import { valueSchemaOf } from './fieldSchema';

// French messages for every rule that does not give its own. Only the generated forms and
// the demo API load this module: the rules' schemas and zod's French messages stay out of the
// app's first load (zod/mini itself is in it, checking the login's answers).
z.config(fr());

const REQUIRED = 'Ce champ est obligatoire.';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A value's check: a required one refuses an empty value with « Ce champ est obligatoire. »
 * before its type and rule run (`valueSchemaOf`); an optional one saves an empty value as
 * null, unchecked.
 */
const checkedValue = (required: boolean | undefined, value: z.ZodMiniType): z.ZodMiniType => {
  if (required)
    return z.pipe(
      z.custom((input) => !isEmpty(input), { error: REQUIRED }),
      value,
    ) as z.ZodMiniType;
  return z.pipe(
    z.transform((input): unknown => (isEmpty(input) ? null : input)),
    z.nullable(value),
  ) as z.ZodMiniType;
};

/**
 * The schema of a record sent to be saved: every field that is not read-only, of its type and
 * following its rule and choices (`valueSchemaOf`), a section's `target` (its owner's id,
 * required), then the declaration's `check` across fields, once each field is valid. Other
 * keys are dropped here: the demo API refuses them before (`savedKeysOf`).
 */
export const saveSchema = <R extends object>(declaration: ResourceDeclaration<R>) =>
  z
    .object({
      ...Object.fromEntries(
        fieldsOf(declaration)
          .filter(([, field]) => !field.readOnly)
          .map(([name, field]) => [name, checkedValue(field.required, valueSchemaOf(field))]),
      ),
      // A section's record keeps its owner: the target is sent, never shown as a field.
      ...(declaration.section && {
        [declaration.section.target]: checkedValue(
          true,
          z.union([z.int(), z.string()], { error: 'Identifiant attendu.' }),
        ),
      }),
    })
    .check(
      z.superRefine((record, ctx) => {
        // The record follows each field's rule here: it is the declaration's record type.
        const errors = (declaration.check?.(record as R) ?? {}) as Record<
          string,
          string | undefined
        >;
        for (const [field, message] of Object.entries(errors))
          if (message) ctx.addIssue({ code: 'custom', message, path: [field], input: record });
      }),
    );

/** French field errors of a failed check, in react-admin's `{ field: message }` shape. */
export const fieldErrorsOf = (error: z.core.$ZodError): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'root');
    errors[field] ??= issue.message;
  }
  return errors;
};
