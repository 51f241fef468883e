/**
 * The Directions Régionales de l'Éducation Nationale of Côte d'Ivoire used by the
 * demo, with the towns their schools are in and the share of schools they hold.
 */
import type { NameGroup } from './names';

/** Broad area of a DREN: decides the mix of family names of its pupils. */
export type Area = 'abidjan' | 'south' | 'centre' | 'east' | 'west' | 'north';

/* prettier-ignore */
export const AREA_NAME_MIX: Record<Area, readonly (readonly [NameGroup, number])[]> = {
  abidjan: [['akan', 45], ['north', 35], ['krou', 20]],
  south: [['akan', 60], ['north', 20], ['krou', 20]],
  centre: [['akan', 72], ['north', 20], ['krou', 8]],
  east: [['akan', 75], ['north', 22], ['krou', 3]],
  west: [['krou', 60], ['north', 25], ['akan', 15]],
  north: [['north', 90], ['akan', 6], ['krou', 4]],
};

export interface DrenDefinition {
  /** Short code after 'DREN-'. */
  code: string;
  /** Name after 'DREN '. */
  name: string;
  area: Area;
  /** Relative share of the country's schools. */
  weight: number;
  /** Towns (communes) of its schools; the first one is the seat of the DREN. */
  towns: readonly string[];
}

/* prettier-ignore */
export const DREN_DEFINITIONS: readonly DrenDefinition[] = [
  { code: 'ABJ1', name: 'Abidjan 1', area: 'abidjan', weight: 6, towns: ['Cocody', 'Bingerville'] },
  { code: 'ABJ2', name: 'Abidjan 2', area: 'abidjan', weight: 7, towns: ['Abobo', 'Anyama'] },
  { code: 'ABJ3', name: 'Abidjan 3', area: 'abidjan', weight: 7, towns: ['Yopougon', 'Songon'] },
  { code: 'ABJ4', name: 'Abidjan 4', area: 'abidjan', weight: 6, towns: ['Plateau', 'Adjamé', 'Treichville', 'Marcory', 'Koumassi', 'Port-Bouët', 'Attécoubé'] },
  { code: 'ABG', name: 'Abengourou', area: 'east', weight: 1.5, towns: ['Abengourou', 'Niablé', 'Amélékia', 'Agnibilékrou'] },
  { code: 'ABO', name: 'Aboisso', area: 'south', weight: 1.2, towns: ['Aboisso', 'Adiaké', 'Ayamé', 'Tiapoum', 'Maféré'] },
  { code: 'ADZ', name: 'Adzopé', area: 'south', weight: 1.2, towns: ['Adzopé', 'Akoupé', 'Yakassé-Attobrou', 'Afféry'] },
  { code: 'AGB', name: 'Agboville', area: 'south', weight: 1.2, towns: ['Agboville', 'Azaguié', 'Rubino', 'Grand-Morié'] },
  { code: 'BDK', name: 'Bondoukou', area: 'east', weight: 1.2, towns: ['Bondoukou', 'Tanda', 'Transua', 'Sandégué'] },
  { code: 'BGN', name: 'Bongouanou', area: 'centre', weight: 1, towns: ['Bongouanou', 'Arrah', "M'Batto"] },
  { code: 'BFL', name: 'Bouaflé', area: 'centre', weight: 1.2, towns: ['Bouaflé', 'Zuénoula', 'Bonon'] },
  { code: 'BKE1', name: 'Bouaké 1', area: 'centre', weight: 3, towns: ['Bouaké', 'Béoumi'] },
  { code: 'BKE2', name: 'Bouaké 2', area: 'centre', weight: 3, towns: ['Bouaké', 'Sakassou', 'Botro'] },
  { code: 'BNA', name: 'Bouna', area: 'north', weight: 0.6, towns: ['Bouna', 'Doropo', 'Téhini', 'Nassian'] },
  { code: 'BDL', name: 'Boundiali', area: 'north', weight: 0.8, towns: ['Boundiali', 'Tengréla', 'Kouto'] },
  { code: 'DBK', name: 'Dabakala', area: 'north', weight: 0.6, towns: ['Dabakala', 'Satama-Sokoura'] },
  { code: 'DAB', name: 'Dabou', area: 'south', weight: 1.2, towns: ['Dabou', 'Jacqueville', 'Grand-Lahou'] },
  { code: 'DAL', name: 'Daloa', area: 'west', weight: 2.5, towns: ['Daloa', 'Vavoua', 'Zoukougbeu'] },
  { code: 'DKR', name: 'Daoukro', area: 'centre', weight: 1, towns: ['Daoukro', "M'Bahiakro", 'Prikro'] },
  { code: 'DIM', name: 'Dimbokro', area: 'centre', weight: 1, towns: ['Dimbokro', 'Bocanda'] },
  { code: 'DIV', name: 'Divo', area: 'south', weight: 1.5, towns: ['Divo', 'Hiré', 'Guitry'] },
  { code: 'DUE', name: 'Duékoué', area: 'west', weight: 1.2, towns: ['Duékoué', 'Bangolo', 'Facobly'] },
  { code: 'FKE', name: 'Ferkessédougou', area: 'north', weight: 1, towns: ['Ferkessédougou', 'Kong', 'Ouangolodougou'] },
  { code: 'GAG', name: 'Gagnoa', area: 'west', weight: 2, towns: ['Gagnoa', 'Ouragahio', 'Guibéroua'] },
  { code: 'GBM', name: 'Grand-Bassam', area: 'south', weight: 1.2, towns: ['Grand-Bassam', 'Bonoua', 'Alépé'] },
  { code: 'GUI', name: 'Guiglo', area: 'west', weight: 1, towns: ['Guiglo', 'Bloléquin', 'Toulépleu', 'Taï'] },
  { code: 'ISS', name: 'Issia', area: 'west', weight: 1, towns: ['Issia', 'Saïoua'] },
  { code: 'KAT', name: 'Katiola', area: 'centre', weight: 0.8, towns: ['Katiola', 'Niakaramandougou', 'Fronan'] },
  { code: 'KOR', name: 'Korhogo', area: 'north', weight: 2.5, towns: ['Korhogo', 'Sinématiali', "M'Bengué", 'Dikodougou'] },
  { code: 'MAN', name: 'Man', area: 'west', weight: 2, towns: ['Man', 'Danané', 'Biankouma', 'Logoualé'] },
  { code: 'MKO', name: 'Mankono', area: 'north', weight: 0.7, towns: ['Mankono', 'Dianra', 'Kounahiri'] },
  { code: 'MIN', name: 'Minignan', area: 'north', weight: 0.5, towns: ['Minignan', 'Kaniasso', 'Goulia'] },
  { code: 'ODI', name: 'Odienné', area: 'north', weight: 0.8, towns: ['Odienné', 'Madinani', 'Samatiguila'] },
  { code: 'OUM', name: 'Oumé', area: 'centre', weight: 0.8, towns: ['Oumé', 'Diégonéfla'] },
  { code: 'SPE', name: 'San-Pedro', area: 'west', weight: 2.5, towns: ['San-Pedro', 'Tabou', 'Grand-Béréby'] },
  { code: 'SAS', name: 'Sassandra', area: 'west', weight: 0.8, towns: ['Sassandra', 'Fresco'] },
  { code: 'SEG', name: 'Séguéla', area: 'north', weight: 0.8, towns: ['Séguéla', 'Kani', 'Worofla'] },
  { code: 'SOU', name: 'Soubré', area: 'west', weight: 2, towns: ['Soubré', 'Méagui', 'Buyo', 'Gueyo'] },
  { code: 'TIA', name: 'Tiassalé', area: 'south', weight: 1, towns: ['Tiassalé', "N'Douci", 'Taabo'] },
  { code: 'TBA', name: 'Touba', area: 'north', weight: 0.6, towns: ['Touba', 'Koro', 'Ouaninou'] },
  { code: 'TMD', name: 'Toumodi', area: 'centre', weight: 0.9, towns: ['Toumodi', 'Djékanou', 'Kokumbo'] },
  { code: 'YAM', name: 'Yamoussoukro', area: 'centre', weight: 2.5, towns: ['Yamoussoukro', 'Attiégouakro', 'Tiébissou', 'Didiévi'] },
];
