import { AssistiveDndState, type DndState } from '@headless-tree/core';

/**
 * What the screen reader hears during a keyboard move (headless-tree's own texts are
 * English). The hotkeys are headless-tree's defaults.
 */
export function treeAnnouncement<T>(
  dnd: DndState<T> | null | undefined,
  state: AssistiveDndState,
): string {
  const dragged = dnd?.draggedItems ?? [];
  const names = dragged.map((item) => item.getItemName()).join(', ');
  const target = dnd?.dragTarget;
  let position = 'aucune';
  if (target && 'insertionIndex' in target) {
    // The rank once dropped: among the target's children without the moved ones, plus them.
    const movedIds = new Set(dragged.map((item) => item.getId()));
    const others = target.item.getChildren().filter((child) => !movedIds.has(child.getId()));
    position = `rang ${target.insertionIndex + 1} sur ${others.length + dragged.length} dans « ${target.item.getItemName()} »`;
  } else if (target) position = `dans « ${target.item.getItemName()} »`;
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
