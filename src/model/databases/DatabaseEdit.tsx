import { Edit } from 'react-admin';
import { useParams } from 'react-router-dom';
import FormSkeleton from '../../common/FormSkeleton';
import RecordTitle from '../../common/RecordTitle';
import SaveDeleteToolbar from '../common/SaveDeleteToolbar';
import DatabaseForm from './DatabaseForm';
import DatabaseSources from './DatabaseSources';

/** A database (read with `modelDatabase/load`), then its ordered sources. */
const DatabaseEdit = () => {
  const { id } = useParams();
  return (
    <>
      <Edit
        title={<RecordTitle source="modelDatabase_name" prefix="Base " />}
        mutationMode="pessimistic"
        redirect="list"
        loading={<FormSkeleton fields={4} />}
      >
        <DatabaseForm toolbar={<SaveDeleteToolbar />} />
      </Edit>
      {id && <DatabaseSources databaseId={Number(id)} />}
    </>
  );
};

export default DatabaseEdit;
