import { createElement, lazy, useState, type ComponentType } from 'react';

type Load = () => Promise<{ default: ComponentType }>;

/** A lazily loaded view whose chunk can be fetched ahead of its first render. */
export type PreloadableView = ComponentType & { preload?: () => Promise<unknown> };

/**
 * `React.lazy` plus `preload()`: the menu fetches a page's chunk as soon as the pointer or
 * the keyboard reaches its entry (`preloadPage`), before the click asks for it. Once the
 * chunk is there, the view renders at once: React.lazy suspends on its first render even
 * then, which costs a fallback, another pass and React's throttling of suspended retries
 * (measured: the list's queries went out 1.1 s after the layout's at login, 4x CPU).
 */
export const lazyView = <Module extends { default: ComponentType }>(
  load: () => Promise<Module>,
): ComponentType & { preload: () => Promise<Module> } => {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const View = () => {
    // Chosen once where it is mounted: turning from Lazy to the loaded one would remount it.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  };
  return Object.assign(View, { preload });
};

const views = new WeakMap<Load, PreloadableView>();

/** The one lazy view of `load` (a custom page's), shared by its route and its preloading. */
export const lazyViewOf = (load: Load): PreloadableView => {
  let view = views.get(load);
  if (!view) views.set(load, (view = lazyView(load)));
  return view;
};
