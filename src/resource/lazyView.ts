import { lazy, type ComponentType } from 'react';

type Load = () => Promise<{ default: ComponentType }>;

/** A lazily loaded view whose chunk can be fetched ahead of its first render. */
export type PreloadableView = ComponentType & { preload?: () => Promise<unknown> };

/**
 * `React.lazy` plus `preload()`: the menu fetches a page's chunk as soon as the pointer or
 * the keyboard reaches its entry (`preloadPage`), before the click asks for it.
 */
export const lazyView = (load: Load): PreloadableView =>
  Object.assign(lazy(load), { preload: load });
