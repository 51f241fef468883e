import { useMemo } from 'react';
import {
  SelectInput,
  TextInput,
  maxLength,
  required,
  useGetList,
  type RaRecord,
} from 'react-admin';
import { ALL_RECORDS } from '../common/modelChoices';
import SourcesSection from '../sources/SourcesSection';
import { ENTITY_SOURCES } from '../sources/sourceModels';

const validateTable = [required(), maxLength(200)];

/** "Base › Source" for every database source, by id. */
const useDatabaseSourceNames = () => {
  const { data: databases } = useGetList('model-database', { pagination: ALL_RECORDS });
  const { data: sources } = useGetList('model-database-source', { pagination: ALL_RECORDS });
  return useMemo(() => {
    const databaseNames = new Map(databases?.map((d) => [d.id, String(d.modelDatabase_name)]));
    return new Map(
      (sources ?? []).map((source) => [
        source.id,
        `${databaseNames.get(source.modelDatabase_id) ?? '…'} › ${source.modelDatabaseSource_name}`,
      ]),
    );
  }, [databases, sources]);
};

/** Where an entity is read from, in the order the sources are tried. */
const EntitySources = ({ entityId }: { entityId: number }) => {
  const names = useDatabaseSourceNames();
  const choices = useMemo(
    () =>
      [...names]
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'fr')),
    [names],
  );
  const fields = (
    <>
      <SelectInput
        source="modelDatabaseSource_id"
        label="Source de données"
        choices={choices}
        translateChoice={false}
        validate={required()}
      />
      <TextInput
        source="modelEntitySource_table"
        label="Table ou chemin"
        validate={validateTable}
        autoComplete="off"
        spellCheck={false}
        helperText="Par exemple public.eleve"
      />
    </>
  );
  return (
    <SourcesSection
      model={ENTITY_SOURCES}
      ownerId={entityId}
      nameOf={(record: RaRecord) => names.get(record.modelDatabaseSource_id) ?? '…'}
      detailOf={(record: RaRecord) => String(record.modelEntitySource_table ?? '')}
      fields={fields}
    />
  );
};

export default EntitySources;
