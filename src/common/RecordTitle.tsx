import { useRecordContext } from 'react-admin';

/** A show page's title: the record's `source`, after an optional prefix. */
const RecordTitle = ({ source, prefix = '' }: { source: string; prefix?: string }) => {
  const record = useRecordContext();
  return record ? <>{`${prefix}${String(record[source] ?? '')}`}</> : null;
};

export default RecordTitle;
