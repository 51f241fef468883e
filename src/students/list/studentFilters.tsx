import { SearchInput, SelectInput } from 'react-admin';
import DrenFilterInput from '../../common/DrenFilterInput';
import { VALIDATION_STATE_CHOICES } from '../../common/validationStates';
import { PHOTO_CHOICES } from '../labels';
import ClassFilterInput from './ClassFilterInput';
import SchoolFilterInput from './SchoolFilterInput';

export const SEARCH_LABEL = 'Rechercher un élève (nom, matricule ou UUID)';

/**
 * The list's filters: search, DREN and state shown (the search only on a phone, where the
 * rows need the height), the others added with "Ajouter un filtre". Choosing another DREN
 * clears the school, which belonged to the former one.
 */
export const studentFilters = (compact: boolean) => [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Nom, matricule ou UUID"
    slotProps={{ htmlInput: { 'aria-label': SEARCH_LABEL } }}
    sx={{ minWidth: { sm: 260 } }}
  />,
  <DrenFilterInput
    key="dren_id"
    source="dren_id"
    alwaysOn={!compact}
    clears="school_id"
    minWidth={220}
  />,
  <SelectInput
    key="student_state"
    source="student_state"
    choices={VALIDATION_STATE_CHOICES}
    emptyText="Tous"
    alwaysOn={!compact}
  />,
  <SchoolFilterInput key="school_id" source="school_id" />,
  <ClassFilterInput key="student_class" source="student_class" />,
  <SelectInput
    key="student_hasPhoto"
    source="student_hasPhoto"
    choices={PHOTO_CHOICES}
    emptyText="Toutes"
  />,
];
