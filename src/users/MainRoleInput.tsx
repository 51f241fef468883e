import { SelectInput, type Validator } from 'react-admin';
import { keepOwnAdminRole } from './ownAccount';
import { NO_ROLE_LABEL, ROLE_CHOICES } from './roleChoices';

/** The choice standing for "no main role"; the form and the API hold ''. */
const NO_ROLE = 'none';
const CHOICES = [{ id: NO_ROLE, name: NO_ROLE_LABEL }, ...ROLE_CHOICES];

const format = (value: string | null | undefined) => value || NO_ROLE;
const parse = (value: string) => (value === NO_ROLE ? '' : value);

/**
 * Marks the input as required so that SelectInput shows no unnamed empty item: there is
 * always a choice, 'Aucun rôle' being one of them.
 */
const oneOfTheChoices: Validator = Object.assign(() => undefined, { isRequired: true });

/** The main role, 'Aucun rôle' included as an explicit choice. */
const MainRoleInput = () => (
  <SelectInput
    source="login_role"
    choices={CHOICES}
    translateChoice={false}
    format={format}
    parse={parse}
    validate={[oneOfTheChoices, keepOwnAdminRole]}
  />
);

export default MainRoleInput;
