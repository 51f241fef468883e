import { schoolMessages } from '../schools/messages';

/** French name and field labels of `schoolValidationIssues` (schools with students to correct). */
export const schoolIssuesMessages = {
  name: 'École à corriger |||| Écoles à corriger',
  fields: schoolMessages.fields,
};
