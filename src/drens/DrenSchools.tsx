import ListAltIcon from '@mui/icons-material/ListAlt';
import { ReferenceManyField, useRecordContext } from 'react-admin';
import type { Dren } from '../api/types';
import EmptyState from '../common/EmptyState';
import ListPagination from '../common/ListPagination';
import LinkButton from '../common/LinkButton';
import PageSection from '../common/PageSection';
import { filteredListPath } from '../common/filteredListPath';
import SchoolRows from '../schools/SchoolRows';

/** A DREN's schools, paged by the server; each opens the school's page. */
const DrenSchools = () => {
  const dren = useRecordContext<Dren>();
  return (
    <PageSection
      title="Écoles de la DREN"
      actions={
        dren && (
          <LinkButton
            to={filteredListPath('/school', { dren_id: dren.dren_id })}
            icon={<ListAltIcon />}
          >
            Ouvrir dans la liste des écoles
          </LinkButton>
        )
      }
    >
      <ReferenceManyField
        reference="school"
        target="dren_id"
        sort={{ field: 'school_name', order: 'ASC' }}
        perPage={25}
        pagination={<ListPagination />}
        empty={<EmptyState message="Aucune école n’est rattachée à cette DREN." />}
      >
        <SchoolRows hideDren />
      </ReferenceManyField>
    </PageSection>
  );
};

export default DrenSchools;
