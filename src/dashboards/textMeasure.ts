import type { Theme } from '@mui/material';

let context: CanvasRenderingContext2D | null | undefined;

/**
 * How wide a text draws as a chart's tick label (the theme's caption at `fontSize` px), in px.
 * Where no canvas can measure (tests), nothing is too wide: the chart's own cut then applies.
 */
export const tickLabelMeasure = (theme: Theme, fontSize: number) => {
  if (context === undefined) {
    context =
      typeof CanvasRenderingContext2D === 'undefined'
        ? null
        : document.createElement('canvas').getContext('2d');
  }
  const { fontFamily, fontWeight, letterSpacing } = theme.typography.caption;
  const spacing =
    typeof letterSpacing === 'string' && letterSpacing.endsWith('em')
      ? parseFloat(letterSpacing) * fontSize
      : 0;
  const font = `${fontWeight ?? 400} ${fontSize}px ${fontFamily ?? theme.typography.fontFamily}`;
  return (text: string) => {
    if (!context) return 0;
    context.font = font;
    return context.measureText(text).width + spacing * text.length;
  };
};
