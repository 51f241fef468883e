import type { AriaLabelConfig } from '@xyflow/react';

/** React Flow's accessibility texts, in French (its defaults are English). */
export const FRENCH_ARIA_LABELS: Partial<AriaLabelConfig> = {
  'node.a11yDescription.default':
    'Appuyez sur Entrée ou Espace pour sélectionner un élément et ouvrir son détail.',
  'node.a11yDescription.keyboardDisabled':
    'Appuyez sur Entrée ou Espace pour sélectionner un élément et ouvrir son détail.',
  'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }) =>
    `Élément déplacé vers ${direction}. Nouvelle position : x ${x}, y ${y}.`,
  'edge.a11yDescription.default': 'Appuyez sur Entrée ou Espace pour sélectionner un lien.',
  'controls.ariaLabel': 'Commandes de la carte',
  'controls.zoomIn.ariaLabel': 'Zoom avant',
  'controls.zoomOut.ariaLabel': 'Zoom arrière',
  'controls.fitView.ariaLabel': 'Afficher toute la carte',
  'controls.interactive.ariaLabel': 'Activer ou désactiver les déplacements',
  'minimap.ariaLabel': 'Vue d’ensemble de la carte',
  'handle.ariaLabel': 'Point de liaison',
};
