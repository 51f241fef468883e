import * as z from 'zod/mini';
import fr from 'zod/v4/locales/fr.js';
import { fieldsOf, type ResourceDeclaration } from './declare';

// French messages for every rule that does not give its own. Only the generated forms and
// the demo API load this module (zod/mini), so the app's first load carries no validator.
z.config(fr());

/**
 * The schema of a record sent to be saved: every field with a rule that is not read-only.
 * Fields without a rule are accepted as they are.
 */
export const saveSchema = (declaration: ResourceDeclaration<object>) =>
  z.object(
    Object.fromEntries(
      fieldsOf(declaration)
        .filter(([, field]) => field.rule && !field.readOnly)
        .map(([name, field]) => [name, field.rule!]),
    ),
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
