import { showDate } from '../../common/dates';
import type { FieldDeclaration } from '../fieldDeclaration';

const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });

/** A value as the generated views show it, in French. */
export const displayValue = (field: FieldDeclaration, value: unknown): string => {
  if (value === undefined || value === null || value === '') return '';
  switch (field.type) {
    case 'boolean':
      return value ? 'Oui' : 'Non';
    case 'date':
      return showDate(DAY, String(value));
    case 'choice':
      return field.choices?.find(({ id }) => id === value)?.name ?? String(value);
    case 'number':
      return Number(value).toLocaleString('fr-FR');
    default:
      return String(value);
  }
};
