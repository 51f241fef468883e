import { canSee } from '../../auth/access';
import { useUserRoles } from '../../auth/useUserRoles';
import { rolesOf } from '../declare';
import { resourceDeclarations } from '../register';
import RelatedSection from './RelatedSection';

/**
 * The sections other modules declare on the page of `of` (`section: { of, target }`), each
 * shown to the users its module's roles (or its page's) allow to read, with the writes they
 * allow. A page renders it once.
 */
const RelatedSections = ({ of }: { of: string }) => {
  const roles = useUserRoles();
  if (!roles) return null;
  return resourceDeclarations()
    .filter(({ section }) => section?.of === of)
    .filter((declaration) => canSee(rolesOf(declaration), roles))
    .map((declaration) => <RelatedSection key={declaration.name} declaration={declaration} />);
};

export default RelatedSections;
