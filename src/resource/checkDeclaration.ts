import { ProgrammingError } from '../api/programmingError';
import {
  DECLARATION_FORMAT,
  fieldsOf,
  roleActionOf,
  rolesOf,
  type ResourceAction,
  type ResourceDeclaration,
} from './declare';

/** A field may not be named `q`: the list's search parameter (docs/api.md, Lists). */
const SEARCH_PARAMETER = 'q';

/**
 * Refuses, at start-up, a declaration the types let through (a cast, plain JavaScript) or
 * an old form (docs/resources.md, « Migration »): a format this app does not read, a rule
 * without `required`, a field named
 * `q`, one call shared by two actions given different roles, a section without its target.
 */
export const checkDeclaration = (declaration: ResourceDeclaration<object>): void => {
  const fault = (message: string) =>
    new ProgrammingError(`ressource « ${declaration.name} » : ${message}`);
  const format = declaration.format ?? DECLARATION_FORMAT;
  if (format !== DECLARATION_FORMAT)
    throw fault(
      `écrite pour le format ${String(format)} des déclarations, cette application lit le ` +
        `format ${DECLARATION_FORMAT} (docs/resources.md, « A stable format »).`,
    );
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
  const actions = Object.keys(declaration.endpoints) as ResourceAction[];
  const key = (action: ResourceAction) => JSON.stringify(declaration.endpoints[action]);
  const rolesKey = (action: ResourceAction) =>
    [...rolesOf(declaration, roleActionOf(action))].sort().join(',');
  for (const action of actions)
    for (const other of actions)
      if (key(action) === key(other) && rolesKey(action) !== rolesKey(other))
        throw fault(
          `${action} et ${other} partagent un appel : ils doivent avoir les mêmes rôles ` +
            '(un appel, un niveau d’accès).',
        );
  if (declaration.section && !declaration.section.target)
    throw fault('la section n’a pas de target (le champ qui porte l’id du parent).');
};
