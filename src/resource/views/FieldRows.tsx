import { SimpleList, useListContext, type RaRecord, type RowClickFunction } from 'react-admin';
import DataTable from '../../common/DataTable';
import type { ReactElement, ReactNode } from 'react';
import ListErrorState from '../../common/ListErrorState';
import ListSkeleton from '../../common/ListSkeleton';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import { fieldsOf, type ResourceDeclaration } from '../declare';
import { displayValue } from './displayValue';
import RowOpener, { type RowOpen } from './RowOpener';

/** react-admin's row click for the way a row opens its record. */
const rowClickOf = (open: RowOpen | false): 'edit' | 'show' | RowClickFunction | false =>
  typeof open === 'function' ? (id) => (open(id), false) : open;

/**
 * The records of the surrounding list context: the declaration's list fields as columns
 * (sortable where declared), or one line per record (its first two fields) under 768px. A row
 * opens its record by a click, and by the keyboard through its first cell (`RowOpener`).
 * Until the first answer, the columns over grey rows; a failed load, its French message and
 * « Réessayer »; no record, `empty` when given (a page's list shows its own).
 */
const FieldRows = ({
  declaration,
  open,
  empty,
  bulkActionButtons = false,
}: {
  declaration: ResourceDeclaration<object>;
  /** A page to open, or a function (a section opens its dialog); false: rows open nothing. */
  open: RowOpen | false;
  empty?: ReactNode;
  bulkActionButtons?: ReactElement | false;
}) => {
  const narrow = useNarrowScreen();
  const { isPending, error, total } = useListContext();
  const columns = fieldsOf(declaration).filter(([, field]) => field.inList !== false);
  const [first, second] = columns;
  if (error) return <ListErrorState />;
  if (isPending)
    return <ListSkeleton columns={columns.map(([source, { label }]) => ({ source, label }))} />;
  if (empty && total === 0) return empty;
  const rowClick = rowClickOf(open);
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
      {columns.map(([name, field], index) => (
        <DataTable.Col
          key={name}
          source={name}
          label={field.label}
          disableSort={!(field.sortable ?? true)}
          render={(record: RaRecord) => {
            const value = displayValue(field, record[name]);
            // An empty main cell still opens its record.
            return index === 0 && open ? (
              <RowOpener open={open}>{value || 'Ouvrir'}</RowOpener>
            ) : (
              value
            );
          }}
        />
      ))}
    </DataTable>
  );
};

export default FieldRows;
