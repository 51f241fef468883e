import { ProgrammingError } from '../api/errors';
import { fieldsOf, type ResourceDeclaration } from './declare';

/** A field may not be named `q`: the list's search parameter (docs/api.md, Lists). */
const SEARCH_PARAMETER = 'q';

/**
 * Refuses, at start-up, a declaration the types let through (a cast, plain JavaScript) or
 * an old form (docs/resources.md, « Migration »): a rule without `required`, a field named
 * `q`, a section whose target is missing.
 */
export const checkDeclaration = (declaration: ResourceDeclaration<object>): void => {
  const fault = (message: string) =>
    new ProgrammingError(`ressource « ${declaration.name} » : ${message}`);
  for (const [name, field] of fieldsOf(declaration)) {
    if (field.rule && typeof field.required !== 'boolean')
      throw fault(
        `le champ « ${name} » a une règle (rule) mais ne dit pas s'il est obligatoire : ` +
          'ajoutez required: true (une valeur vide est refusée) ou required: false ' +
          '(une valeur vide est enregistrée vide, la règle ne la voit pas).',
      );
    if (name === SEARCH_PARAMETER)
      throw fault('aucun champ ne peut s’appeler « q », le paramètre de recherche des listes.');
  }
  if (declaration.section && !declaration.section.target)
    throw fault('la section n’a pas de target (le champ qui porte l’id du parent).');
};
