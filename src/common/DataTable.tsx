import { DataTable as RaDataTable, type DataTableProps, type RaRecord } from 'react-admin';
import { NewTabBody } from './NewTabRow';

/**
 * react-admin's DataTable whose rows open their record in a new tab on Ctrl/Cmd+click or a
 * middle click (src/common/NewTabRow.tsx). Given here, not as a theme default: the theme
 * comes with the app's first stage, and the rows' code with the lists that show them.
 */
const DataTable = <RecordType extends RaRecord = RaRecord>(props: DataTableProps<RecordType>) => (
  <RaDataTable<RecordType> body={NewTabBody} {...props} />
);

DataTable.Col = RaDataTable.Col;
DataTable.NumberCol = RaDataTable.NumberCol;

export default DataTable;
