import { AssistiveDndState, type DndState } from '@headless-tree/core';

/**
 * What the screen reader hears during a keyboard move (headless-tree's own texts are
 * English). The hotkeys are headless-tree's defaults.
 */
export function treeAnnouncement<T>(
  dnd: DndState<T> | null | undefined,
  state: AssistiveDndState,
): string {
  const names = dnd?.draggedItems?.map((item) => item.getItemName()).join(', ') ?? '';
  const target = dnd?.dragTarget;
  const position = !target
    ? 'aucune'
    : 'childIndex' in target
      ? `rang ${target.childIndex + 1} sur ${target.item.getChildren().length + 1} dans « ${target.item.getItemName()} »`
      : `dans « ${target.item.getItemName()} »`;
  switch (state) {
    case AssistiveDndState.Started:
      return `Déplacement de « ${names} ». Position actuelle : ${position}. Flèches haut et bas pour choisir la place, Entrée pour déposer, Échap pour annuler.`;
    case AssistiveDndState.Dragging:
      return `« ${names} », ${position}`;
    case AssistiveDndState.Completed:
      return 'Déplacement terminé.';
    case AssistiveDndState.Aborted:
      return 'Déplacement annulé.';
    default:
      return 'Pour déplacer l’élément sélectionné au clavier : Ctrl+Maj+D, ou le bouton « Déplacer vers… ».';
  }
}
