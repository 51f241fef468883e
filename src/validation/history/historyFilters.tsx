import { DateInput, SelectInput, TextInput } from 'react-admin';
import { DECISION_LABELS, TARGET_LABELS } from '../labels';

const choices = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));

/** The history's filters (in the URL): student, target, decision, controller and days. */
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
  <DateInput key="date_from" source="date_from" label="Du" alwaysOn />,
  <DateInput key="date_to" source="date_to" label="Au" alwaysOn />,
  <TextInput key="validation_by" source="validation_by" label="Contrôleur" />,
];
