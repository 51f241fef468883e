import type { Theme } from '@mui/material';

/**
 * The menu's scrolling area: it takes the room between the app's name and the foot, and a
 * shadow shows at an edge where entries are hidden (two covers that scroll with the content
 * over two shadows that stay: a cover hides its shadow once that edge is reached).
 */
export const menuScrollSx = ({ palette }: Theme) => {
  const paper = palette.background.paper;
  const shade = palette.mode === 'light' ? 'rgba(0,0,0,0.18)' : 'rgba(0,0,0,0.6)';
  return {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto' as const,
    overflowX: 'hidden' as const,
    overscrollBehavior: 'contain' as const,
    background: `linear-gradient(${paper} 30%, transparent) top / 100% 32px no-repeat local,
      linear-gradient(transparent, ${paper} 70%) bottom / 100% 32px no-repeat local,
      radial-gradient(farthest-side at 50% 0, ${shade}, transparent) top / 100% 10px no-repeat scroll,
      radial-gradient(farthest-side at 50% 100%, ${shade}, transparent) bottom / 100% 10px no-repeat scroll`,
    backgroundColor: paper,
  };
};
