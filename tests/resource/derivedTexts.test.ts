import { noticeOf, textsOf } from '../../src/resource/derivedTexts';
import { defineResource } from '../../src/resource/declare';

const moduleNamed = (one: string, many: string, feminine?: boolean, texts = {}) =>
  defineResource<{ id: number }>({
    name: 'textsTest',
    label: { one, many, feminine },
    idField: 'id',
    endpoints: { list: 'login.list' },
    texts,
  });

test('a feminine label gives feminine texts and notices', () => {
  const years = moduleNamed('Année scolaire', 'Années scolaires', true);
  expect(textsOf(years)).toEqual({
    empty: 'Aucune année scolaire pour le moment.',
    createTitle: 'Nouvelle année scolaire',
    deleteTitle: 'Supprimer l’année scolaire « %{recordRepresentation} » ?',
    deleteContent: 'Cette année scolaire sera supprimée définitivement.',
  });
  expect(noticeOf(years)).toEqual({
    one: 'Année scolaire',
    many: 'années scolaires',
    feminine: true,
  });
  expect(textsOf(moduleNamed('Classe', 'Classes', true)).deleteTitle).toBe(
    'Supprimer la classe « %{recordRepresentation} » ?',
  );
});

test('a masculine label (the default) elides before a vowel', () => {
  expect(textsOf(moduleNamed('Atelier', 'Ateliers'))).toEqual({
    empty: 'Aucun atelier pour le moment.',
    createTitle: 'Nouvel atelier',
    deleteTitle: 'Supprimer l’atelier « %{recordRepresentation} » ?',
    deleteContent: 'Cet atelier sera supprimé définitivement.',
  });
  expect(textsOf(moduleNamed('Trimestre', 'Trimestres'))).toMatchObject({
    createTitle: 'Nouveau trimestre',
    deleteTitle: 'Supprimer le trimestre « %{recordRepresentation} » ?',
    deleteContent: 'Ce trimestre sera supprimé définitivement.',
  });
  expect(noticeOf(moduleNamed('DREN', 'DREN')).many).toBe('DREN');
});

test('a text or a notice given wins over the derived one', () => {
  const classes = moduleNamed('Classe', 'Classes', true, { empty: 'Aucune classe ici.' });
  expect(textsOf(classes)).toMatchObject({
    empty: 'Aucune classe ici.',
    createTitle: 'Nouvelle classe',
  });
  const notice = { one: 'Salle', many: 'salles', feminine: true };
  expect(noticeOf({ ...classes, notice })).toBe(notice);
});
