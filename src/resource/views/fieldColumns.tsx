import { DataTable, type RaRecord } from 'react-admin';
import { fieldsOf, type ResourceDeclaration } from '../declare';
import { displayValue } from './displayValue';

/** The declaration's list fields as `DataTable` columns, sortable where declared. */
export const fieldColumns = (declaration: ResourceDeclaration<object>) =>
  fieldsOf(declaration)
    .filter(([, field]) => field.inList !== false)
    .map(([name, field]) => (
      <DataTable.Col
        key={name}
        source={name}
        label={field.label}
        disableSort={!(field.sortable ?? true)}
        render={(record: RaRecord) => displayValue(field, record[name])}
      />
    ));
