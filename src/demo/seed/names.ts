/**
 * Ivorian first and last names, the most common first in each list. Last names
 * are grouped by broad linguistic area (Akan in the centre, south and east; Mandé
 * and Gur in the north; Krou in the west), first names by tradition; each DREN
 * mixes them in its own proportions.
 */

import { Random, Weighted } from './random';

/** Splits a comma-separated list of names. */
export function list(text: string): readonly string[] {
  return text.trim().split(/,\s*/);
}

export type NameGroup = 'akan' | 'north' | 'krou';
export type FirstNameGroup = 'akan' | 'muslim' | 'christian';

export const LAST_NAMES: Record<NameGroup, readonly string[]> = {
  akan: list(
    `
    Kouassi, Kouadio, Yao, Konan, N'Guessan, Kouamé, Koffi, Kra, Assi, Aka, Ehui, Brou, Amani,
    Kouakou, Adou, N'Dri, Koua, Tanoh, Boni, Ekra, Anoh, Kassi, Amoikon, Yapi, Akpa, Allou,
    Ahoussou, Kacou, Aboa, Gnagne, Achi, Essoh
    `,
  ),
  north: list(
    `
    Koné, Ouattara, Traoré, Coulibaly, Bamba, Diabaté, Touré, Diallo, Bakayoko, Fofana, Cissé,
    Sanogo, Soro, Tuo, Yéo, Silué, Doumbia, Konaté, Camara, Dembélé, Sylla, Kamagaté, Diomandé,
    Kanté, Sangaré, Berté, Fadiga, Ouédraogo, Sawadogo, Dosso, Karamoko
    `,
  ),
  krou: list(
    `
    Gueu, Zadi, Séri, Dago, Tapé, Gnahoré, Djédjé, Zoro, Gbagbo, Guéi, Tia, Oulaï, Bohoun,
    Lago, Digbeu, Kipré, Zogbo, Gnaoré, Dogbo, Bléhi, Zahui, Goré, Zézé, Glé, Oulé
    `,
  ),
};

export const FIRST_NAMES: Record<FirstNameGroup, { F: readonly string[]; M: readonly string[] }> = {
  akan: {
    F: list(
      `
      Aya, Adjoua, Akissi, Affoué, Amenan, Ahou, Amoin, Amlan, Ahoua, Abla, Akoua, Amah, Adjo,
      Ahoutou
      `,
    ),
    M: list(
      `
      Kouadio, Kouamé, Konan, Yao, Koffi, N'Guessan, Kouassi, Kouakou, Kassi, Ahoussou, N'Dri,
      Brou, Kacou, Anoh
      `,
    ),
  },
  muslim: {
    F: list(
      `
      Mariam, Fatou, Aminata, Awa, Kadidja, Salimata, Fanta, Nafissatou, Rokia, Assetou,
      Maïmouna, Oumou, Hawa, Djénéba, Ramatou, Aïcha
      `,
    ),
    M: list(
      `
      Mamadou, Moussa, Ibrahim, Seydou, Adama, Souleymane, Bakary, Lassina, Drissa, Abdoulaye,
      Issouf, Yacouba, Karim, Ousmane, Siaka, Zoumana
      `,
    ),
  },
  christian: {
    F: list(
      `
      Marie-Laure, Marie-Noëlle, Christelle, Grâce, Prisca, Estelle, Sandrine, Josiane, Ruth,
      Esther, Larissa, Carine, Nadège, Murielle, Ange-Marie, Emmanuella, Bénédicte, Océane,
      Chloé, Inès
      `,
    ),
    M: list(
      `
      Jean-Marc, Jean-Baptiste, Emmanuel, Désiré, Serge, Arnaud, Franck, Hervé, Ange,
      Marc-Antoine, Junior, Wilfried, Cédric, Yannick, Stéphane, Olivier, Fabrice,
      Jean-Philippe, Christian, Didier
      `,
    ),
  },
};

/** Weights of the first-name traditions within each last-name group. */
export const FIRST_NAME_MIX: Record<NameGroup, readonly (readonly [FirstNameGroup, number])[]> = {
  akan: [
    ['akan', 55],
    ['christian', 40],
    ['muslim', 5],
  ],
  north: [
    ['muslim', 85],
    ['christian', 15],
  ],
  krou: [
    ['christian', 80],
    ['akan', 10],
    ['muslim', 10],
  ],
};

const FIRST_NAME_DRAW = Object.fromEntries(
  Object.entries(FIRST_NAME_MIX).map(([group, mix]) => [group, new Weighted(mix)]),
) as Record<NameGroup, Weighted<FirstNameGroup>>;

export function drawLastName(rng: Random, group: NameGroup): string {
  return rng.pickSkewed(LAST_NAMES[group]);
}

/** A first name fitting the family-name group (traditions mix within each group). */
export function drawFirstName(rng: Random, group: NameGroup, gender: 'F' | 'M'): string {
  return rng.pickSkewed(FIRST_NAMES[FIRST_NAME_DRAW[group].draw(rng)][gender]);
}

const fullNames = new Map<string, Map<string, string>>();

/**
 * 'KOUASSI Aya': last name in capitals, then first name. Cached: the same few
 * thousand combinations come back for tens of thousands of photos.
 */
export function fullName(lastName: string, firstName: string): string {
  let byFirst = fullNames.get(lastName);
  if (byFirst === undefined) fullNames.set(lastName, (byFirst = new Map()));
  let text = byFirst.get(firstName);
  if (text === undefined) {
    text = `${lastName.toUpperCase()} ${firstName}`;
    byFirst.set(firstName, text);
  }
  return text;
}

/** Lower-case ASCII form of a name, for login names and e-mail addresses. */
export function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}
