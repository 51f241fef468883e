import { useGetResourceLabel, useRecordContext, useResourceContext } from 'react-admin';

/**
 * A record page's title: the record's `source`, after an optional prefix. Before the record
 * is there (loading, or a load error with "Réessayer"), the resource's French name (« DREN »,
 * « École »), as react-admin's own default title does for the other record pages.
 */
const RecordTitle = ({ source, prefix = '' }: { source: string; prefix?: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const getResourceLabel = useGetResourceLabel();
  if (!record) return resource ? <>{getResourceLabel(resource, 1)}</> : null;
  return <>{`${prefix}${String(record[source] ?? '')}`}</>;
};

export default RecordTitle;
