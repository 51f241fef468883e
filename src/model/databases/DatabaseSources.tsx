import { TextInput, maxLength, required, type RaRecord } from 'react-admin';
import SourcesSection from '../sources/SourcesSection';
import { DATABASE_SOURCES } from '../sources/sourceModels';

const validateName = [required(), maxLength(120)];
const validateConnection = [required(), maxLength(500)];

const fields = (
  <>
    <TextInput
      source="modelDatabaseSource_name"
      label="Nom"
      validate={validateName}
      autoComplete="off"
      autoFocus
    />
    <TextInput
      source="modelDatabaseSource_connection"
      label="Connexion"
      validate={validateConnection}
      autoComplete="off"
      spellCheck={false}
      helperText="Chaîne de connexion, par exemple postgresql://lecture@hote:5432/base"
    />
  </>
);

/** A database's sources, in the order they are tried. */
const DatabaseSources = ({ databaseId }: { databaseId: number }) => (
  <SourcesSection
    model={DATABASE_SOURCES}
    ownerId={databaseId}
    nameOf={(record: RaRecord) => String(record.modelDatabaseSource_name ?? '')}
    detailOf={(record: RaRecord) => String(record.modelDatabaseSource_connection ?? '')}
    fields={fields}
  />
);

export default DatabaseSources;
