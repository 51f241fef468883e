import type { Viewport, XYPosition } from '@xyflow/react';
import { ROW_HEIGHT } from './layout';
import { NODE_WIDTH } from './MapNodeView';

/** The smallest zoom at which a node's text reads (its captions ≥ 10.8 px on screen). */
export const READABLE_ZOOM = 0.9;
const MARGIN = 16;

/**
 * The map's first view: the whole graph when it fits at a readable zoom; otherwise that
 * zoom, from the left edge (where the data starts) and around the middle rows, where every
 * column has nodes. The controls zoom out to the whole graph.
 */
export function initialViewport(
  width: number,
  height: number,
  positions: readonly XYPosition[],
): Viewport {
  if (positions.length === 0) return { x: 0, y: 0, zoom: 1 };
  const xs = positions.map((point) => point.x);
  const ys = positions.map((point) => point.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  const graphWidth = Math.max(...xs) + NODE_WIDTH - left;
  const graphHeight = Math.max(...ys) + ROW_HEIGHT - top;
  const fit = Math.min((width - 2 * MARGIN) / graphWidth, (height - 2 * MARGIN) / graphHeight);
  const zoom = Math.min(1, Math.max(READABLE_ZOOM, fit));
  const x =
    graphWidth * zoom <= width - 2 * MARGIN
      ? (width - graphWidth * zoom) / 2 - left * zoom
      : MARGIN - left * zoom;
  const y = height / 2 - (top + graphHeight / 2) * zoom;
  return { x, y, zoom };
}
