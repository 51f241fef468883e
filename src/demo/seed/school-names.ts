/**
 * Names of secondary schools: public "Lycée Moderne de …", "Collège Moderne d'…",
 * private "Collège Privé Les Élites de …", a few well-known establishments.
 */
import type { School } from '../../api/types';
import { list } from './names';
import { Random, Weighted } from './random';

/** 'first': 6ème to 3ème only (premier cycle); 'both': 6ème to Terminale. */
export type Cycle = 'first' | 'both';

interface SchoolKind {
  label: string;
  /** Cycle taught, or 'mixed' when it varies from one school to another. */
  cycle: Cycle | 'mixed';
  /** Pool of patron names; none for public schools named after their town. */
  patrons?: readonly string[];
}

const LAY_PATRONS = list(`
  Les Élites, La Colombe, Les Pionniers, Jean Mermoz, Victor Hugo, La Fontaine, Les Lauriers,
  La Réussite, L'Excellence, Le Savoir, Les Génies, La Sagesse, Les Étoiles, Le Progrès,
  Voltaire, Descartes, Pythagore, Marie Curie, Les Cocotiers, Le Flamboyant, Anador,
  Les Palmiers, La Renaissance, Le Baobab, Bethel, Emmanuel, Les Bâtisseurs, La Lumière,
  Les Champions, Alliance
`);
const SAINT_PATRONS = list(`
  Saint-Michel, Sainte-Thérèse, Notre-Dame, Saint-Joseph, Saint-Paul, Sainte-Marie,
  Saint-Augustin, Saint-Jean, Sainte-Anne, Saint-Pierre, Saint-François-Xavier,
  Sainte-Bernadette, Notre-Dame des Apôtres, Saint-Charles
`);

const PUBLIC_KINDS = new Weighted<SchoolKind>([
  [{ label: 'Lycée Moderne', cycle: 'both' }, 34],
  [{ label: 'Collège Moderne', cycle: 'first' }, 50],
  [{ label: 'Lycée Municipal', cycle: 'both' }, 10],
  [{ label: 'Lycée Technique', cycle: 'both' }, 3],
  [{ label: 'Lycée Professionnel', cycle: 'both' }, 3],
]);
const PRIVATE_KINDS = new Weighted<SchoolKind>([
  [{ label: 'Collège Privé', cycle: 'mixed', patrons: LAY_PATRONS }, 34],
  [{ label: 'Groupe Scolaire', cycle: 'mixed', patrons: LAY_PATRONS }, 20],
  [{ label: 'Cours Secondaire', cycle: 'first', patrons: LAY_PATRONS }, 8],
  [{ label: 'Lycée Privé', cycle: 'both', patrons: LAY_PATRONS }, 10],
  [{ label: 'Institution', cycle: 'both', patrons: SAINT_PATRONS }, 8],
  [{ label: 'Collège Catholique', cycle: 'both', patrons: SAINT_PATRONS }, 10],
  [{ label: 'Collège Méthodiste', cycle: 'both' }, 5],
  [{ label: 'Collège Protestant', cycle: 'mixed' }, 5],
]);

/** Well-known schools, placed first in their DREN. */
/* prettier-ignore */
export const FAMOUS_SCHOOLS: readonly {
  dren: string; name: string; town: string; type: School['school_type']; cycle: Cycle;
}[] = [
  { dren: 'ABJ1', name: "Lycée Classique d'Abidjan", town: 'Cocody', type: 'Public', cycle: 'both' },
  { dren: 'ABJ1', name: 'Lycée Sainte-Marie de Cocody', town: 'Cocody', type: 'Public', cycle: 'both' },
  { dren: 'ABJ1', name: "Lycée Technique d'Abidjan", town: 'Cocody', type: 'Public', cycle: 'both' },
  { dren: 'ABJ1', name: 'Lycée Moderne de Cocody', town: 'Cocody', type: 'Public', cycle: 'both' },
  { dren: 'ABJ1', name: 'Collège Saint-Viateur', town: 'Cocody', type: 'Privé', cycle: 'both' },
  { dren: 'ABJ1', name: 'Lycée Mamie Faitai', town: 'Bingerville', type: 'Public', cycle: 'both' },
  { dren: 'ABJ4', name: "Collège Moderne d'Adjamé", town: 'Adjamé', type: 'Public', cycle: 'first' },
  { dren: 'ABJ4', name: "Lycée Municipal d'Attécoubé", town: 'Attécoubé', type: 'Public', cycle: 'both' },
  { dren: 'ABJ4', name: 'Collège Notre-Dame du Plateau', town: 'Plateau', type: 'Privé', cycle: 'both' },
  { dren: 'BKE1', name: 'Lycée Classique de Bouaké', town: 'Bouaké', type: 'Public', cycle: 'both' },
  { dren: 'BKE2', name: 'Lycée Municipal Djibo Sounkalo', town: 'Bouaké', type: 'Public', cycle: 'both' },
  { dren: 'YAM', name: 'Lycée Scientifique de Yamoussoukro', town: 'Yamoussoukro', type: 'Public', cycle: 'both' },
  { dren: 'YAM', name: 'Lycée Mamie Adjoua', town: 'Yamoussoukro', type: 'Public', cycle: 'both' },
  { dren: 'DAB', name: 'Collège Méthodiste de Dabou', town: 'Dabou', type: 'Privé', cycle: 'both' },
];

/** Towns whose name takes an article. */
const WITH_ARTICLE: Record<string, string> = { Plateau: 'du Plateau' };

/** "de Cocody", "d'Adjamé", "du Plateau". */
export function ofTown(town: string): string {
  return WITH_ARTICLE[town] ?? (/^[AEIOUÉÈ]/.test(town) ? `d'${town}` : `de ${town}`);
}

export interface NamedSchool {
  name: string;
  type: School['school_type'];
  cycle: Cycle;
}

/** Draws a school of a town, with a name not yet in used (which it then joins). */
export function nameSchool(
  rng: Random,
  town: string,
  publicShare: number,
  used: Set<string>,
): NamedSchool {
  const type = rng.chance(publicShare) ? 'Public' : 'Privé';
  const kind = (type === 'Public' ? PUBLIC_KINDS : PRIVATE_KINDS).draw(rng);
  const cycle = kind.cycle === 'mixed' ? (rng.chance(0.55) ? 'both' : 'first') : kind.cycle;
  const tail = ' ' + ofTown(town);
  const head = kind.patrons ? `${kind.label} ${rng.pick(kind.patrons)}` : kind.label;
  const candidates = kind.patrons && rng.chance(0.5) ? [head, head + tail] : [head + tail];
  for (const candidate of candidates) {
    if (!used.has(candidate)) {
      used.add(candidate);
      return { name: candidate, type, cycle };
    }
  }
  for (let n = 2; ; n++) {
    const candidate = `${head} ${n}${tail}`;
    if (!used.has(candidate)) {
      used.add(candidate);
      return { name: candidate, type, cycle };
    }
  }
}
