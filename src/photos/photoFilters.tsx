import { SearchInput, SelectInput } from 'react-admin';
import { VALIDATION_STATE_CHOICES } from '../common/validationStates';
import DrenFilterInput from '../common/DrenFilterInput';
import SchoolFilterInput from './SchoolFilterInput';

/**
 * The grid's filters, all on the server and kept in the URL (react-admin's default).
 * On a phone only the search and the state stay visible; DREN and school come from the
 * filter button, so that the photos are not pushed below the first screen.
 */
const filters = (compact: boolean) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nom ou matricule" />,
  <SelectInput
    key="photo_state"
    source="photo_state"
    choices={VALIDATION_STATE_CHOICES}
    emptyText="Tous"
    alwaysOn
  />,
  <DrenFilterInput key="dren_id" source="dren_id" clears="school_id" alwaysOn={!compact} />,
  <SchoolFilterInput key="school_id" source="school_id" alwaysOn={!compact} />,
];

export const photoFilters = { wide: filters(false), compact: filters(true) };
