import type { Login } from '../api/types';
import { showDate } from '../common/dates';
import ExportButton from '../common/export/ExportButton';
import type { CsvColumn } from '../common/export/csv';
import { roleLabel } from './roleChoices';

const CREATED_AT = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium' });

/** The columns of the accounts' CSV export (never a password), with French headers. */
export const USER_CSV_COLUMNS: readonly CsvColumn<Login>[] = [
  { header: 'Identifiant', value: (u) => u.login_name },
  { header: 'Nom complet', value: (u) => u.login_fullName },
  { header: 'Adresse e-mail', value: (u) => u.login_email },
  { header: 'Rôle principal', value: (u) => roleLabel(u.login_role) },
  {
    header: 'Rôles supplémentaires',
    value: (u) => (u.login_additionalRoles ?? []).map(roleLabel).join(', '),
  },
  { header: 'Créé le', value: (u) => showDate(CREATED_AT, u.login_createdAt) },
];

/** 'Exporter' the filtered accounts as a CSV for French Excel. */
const UserExportButton = () => (
  <ExportButton<Login>
    title="Export CSV des utilisateurs"
    noun="utilisateurs"
    fileName="utilisateurs"
    columns={USER_CSV_COLUMNS}
  />
);

export default UserExportButton;
