import { useMediaQuery } from '@mui/material';
import { DataTable, SimpleList, type RaRecord, type RowClickFunction } from 'react-admin';
import type { ReactElement } from 'react';
import { MOBILE_QUERY } from '../../constants/sidebar';
import { fieldsOf, type ResourceDeclaration } from '../declare';
import { displayValue } from './displayValue';

/**
 * The records of the surrounding list context: the declaration's list fields as columns
 * (sortable where declared), or one line per record (its first two fields) under 768px.
 */
const FieldRows = ({
  declaration,
  rowClick,
  bulkActionButtons = false,
}: {
  declaration: ResourceDeclaration<object>;
  /** A page to open, or a function (a section opens its dialog and returns false). */
  rowClick: 'edit' | 'show' | RowClickFunction | false;
  bulkActionButtons?: ReactElement | false;
}) => {
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const columns = fieldsOf(declaration).filter(([, field]) => field.inList !== false);
  const [first, second] = columns;
  if (narrow)
    return (
      <SimpleList
        rowClick={rowClick}
        primaryText={(record: RaRecord) => first && displayValue(first[1], record[first[0]])}
        secondaryText={(record: RaRecord) => second && displayValue(second[1], record[second[0]])}
      />
    );
  return (
    <DataTable rowClick={rowClick} bulkActionButtons={bulkActionButtons}>
      {columns.map(([name, field]) => (
        <DataTable.Col
          key={name}
          source={name}
          label={field.label}
          disableSort={!(field.sortable ?? true)}
          render={(record: RaRecord) => displayValue(field, record[name])}
        />
      ))}
    </DataTable>
  );
};

export default FieldRows;
