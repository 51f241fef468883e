import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { useParams } from 'react-router-dom';
import FormSkeleton from '../../common/FormSkeleton';
import RecordTitle from '../../common/RecordTitle';
import EntityForm from './EntityForm';
import EntitySources from './EntitySources';

const EntityToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

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
        <EntityForm toolbar={<EntityToolbar />} />
      </Edit>
      {id && <EntitySources entityId={Number(id)} />}
    </>
  );
};

export default EntityEdit;
