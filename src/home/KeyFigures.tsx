import type { Role } from '../api/types';
import FigureCard from './FigureCard';
import HomeSection from './HomeSection';
import { visibleKeyFigures } from './keyFigures';

/** The key figures the user may see, each linking to its page. */
const KeyFigures = ({ roles }: { roles: readonly Role[] }) => {
  const figures = visibleKeyFigures(roles);
  if (figures.length === 0) return null;
  return (
    <HomeSection title="Chiffres clés">
      {figures.map((figure) => (
        <FigureCard key={figure.path} figure={figure} />
      ))}
    </HomeSection>
  );
};

export default KeyFigures;
