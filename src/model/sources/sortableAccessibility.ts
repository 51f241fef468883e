import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/**
 * dnd-kit's screen-reader texts in French (its defaults are English). `drag.moved` keeps the
 * grab's announcement from being replaced at once by "over its own place".
 */
export function sortableAccessibility(
  ids: readonly UniqueIdentifier[],
  nameOf: (id: UniqueIdentifier) => string,
  drag: { moved: boolean },
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const rank = (id: UniqueIdentifier) => `${ids.indexOf(id) + 1} sur ${ids.length}`;
  return {
    screenReaderInstructions: {
      draggable:
        'Pour changer l’ordre : Espace ou Entrée saisit la source, les flèches haut et bas la déplacent, Espace ou Entrée la dépose, Échap annule.',
    },
    announcements: {
      onDragStart: ({ active }) => {
        drag.moved = false;
        return `« ${nameOf(active.id)} » saisie, position ${rank(active.id)}.`;
      },
      onDragOver: ({ active, over }) => {
        if (!drag.moved && (!over || over.id === active.id)) return undefined;
        drag.moved = true;
        return over
          ? `« ${nameOf(active.id)} » est en position ${rank(over.id)}.`
          : `« ${nameOf(active.id)} » n’est plus dans la liste.`;
      },
      onDragEnd: ({ active, over }) =>
        over
          ? `« ${nameOf(active.id)} » déposée en position ${rank(over.id)}.`
          : `« ${nameOf(active.id)} » déposée.`,
      onDragCancel: ({ active }) =>
        `Déplacement annulé : « ${nameOf(active.id)} » reprend sa place.`,
    },
  };
}
