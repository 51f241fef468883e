import { SelectInput, TextInput } from 'react-admin';
import FrenchDateInput from '../../common/FrenchDateInput';
import { DECISION_LABELS, TARGET_LABELS } from '../../decision/labels';
import DecidedByInput from './DecidedByInput';

const choices = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));

/** The history's filters (in the URL): student, target, decision, who decided and days. */
export const historyFilters = [
  <TextInput
    key="student_idNumber"
    source="student_idNumber"
    label="Matricule"
    alwaysOn
    resettable
  />,
  <SelectInput
    key="validation_target"
    source="validation_target"
    label="Cible"
    choices={choices(TARGET_LABELS)}
    emptyText="Toutes"
    alwaysOn
  />,
  <SelectInput
    key="validation_state"
    source="validation_state"
    label="Décision"
    choices={choices(DECISION_LABELS)}
    emptyText="Toutes"
    alwaysOn
  />,
  <DecidedByInput key="validation_by" source="validation_by" alwaysOn />,
  <FrenchDateInput key="date_from" source="date_from" label="Du" alwaysOn />,
  <FrenchDateInput key="date_to" source="date_to" label="Au" alwaysOn />,
];
