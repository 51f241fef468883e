import { Edit } from 'react-admin';
import { useParams } from 'react-router-dom';
import FormSkeleton from '../../common/FormSkeleton';
import RecordTitle from '../../common/RecordTitle';
import SaveDeleteToolbar from '../common/SaveDeleteToolbar';
import EntityForm from './EntityForm';
import EntitySources from './EntitySources';

/** An entity (read with `modelEntity/load`), then its ordered sources. */
const EntityEdit = () => {
  const { id } = useParams();
  return (
    <>
      <Edit
        title={<RecordTitle source="modelEntity_name" prefix="Entité " />}
        mutationMode="pessimistic"
        redirect="list"
        loading={<FormSkeleton fields={3} />}
      >
        <EntityForm toolbar={<SaveDeleteToolbar />} />
      </Edit>
      {id && <EntitySources entityId={Number(id)} />}
    </>
  );
};

export default EntityEdit;
