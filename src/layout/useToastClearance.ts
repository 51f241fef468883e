import { useEffect, type RefObject } from 'react';

const GAP = 14;
/** How far the bottom toasts rise; AppToaster's stylesheet turns it into a translation. */
export const CLEARANCE = '--toast-clearance';
/** A one-line toast, until sonner has measured the front one. */
const FALLBACK_HEIGHT = 56;
const CONTROL = 'button, a[href], input, select, textarea, [role="button"]';
/** A form's fields, kept readable by the toast that answers the form. */
const FIELD = '.MuiFormControl-root, input:not([type="hidden"]), textarea, select';
/** Bars of controls that toasts never cover (a viewer's Précédente / Suivante...). */
export const KEPT_CLEAR = '[data-toast-clearance]';

/**
 * A toast never covers the control it answers: when one appears at the bottom over the
 * control last pressed (« Enregistrer »...) or over a bar marked `data-toast-clearance`, the
 * toasts rise above it until they are all gone; above that control's form's fields too, when
 * they can stay below the app bar. The toasts are measured where they rest, not mid-animation: the list sits at
 * its bottom offset, and the front toast's height is sonner's `--front-toast-height`.
 */
export const useToastClearance = (area: RefObject<HTMLElement | null>) => {
  useEffect(() => {
    const root = area.current;
    if (!root) return;
    let control: Element | null = null;
    let where: DOMRect | null = null;
    const remember = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || root.contains(target)) return;
      control = target.closest(CONTROL);
      where = control?.getBoundingClientRect() ?? null;
    };
    /** The control pressed, or the one now in its place (a form that reset itself). */
    const pressedControl = () => {
      if (control?.isConnected || !where) return control;
      const found = document.elementFromPoint(
        where.x + where.width / 2,
        where.y + where.height / 2,
      );
      control = found && !root.contains(found) ? found.closest(CONTROL) : null;
      return control;
    };
    /**
     * How far the toasts must rise to clear every element (0 when they cover none), rising
     * above one and then any other it brings them onto; null when their top would go above
     * `highest`.
     */
    const clearing = (
      elements: readonly Element[],
      toasts: DOMRect,
      bottom: number,
      height: number,
      highest: number,
    ) => {
      let lift = 0;
      for (let moved = true; moved;) {
        moved = false;
        for (const element of elements) {
          const box = element.getBoundingClientRect();
          const band = bottom - lift;
          const covers =
            box.width > 0 &&
            box.left < toasts.right &&
            box.right > toasts.left &&
            box.top < band &&
            box.bottom > band - height;
          if (!covers) continue;
          lift = bottom - box.top + GAP;
          moved = true;
        }
        if (bottom - lift - height < highest) return null;
      }
      return lift;
    };
    const place = () => {
      for (const list of root.querySelectorAll<HTMLElement>(
        '[data-sonner-toaster][data-y-position="bottom"]',
      )) {
        const lifted = parseFloat(list.style.getPropertyValue(CLEARANCE)) || 0;
        let lift = 0;
        if (list.querySelector('[data-sonner-toast]')) {
          const toasts = list.getBoundingClientRect();
          const bottom = toasts.bottom + lifted;
          const height =
            parseFloat(list.style.getPropertyValue('--front-toast-height')) || FALLBACK_HEIGHT;
          const pressed = pressedControl();
          const kept = [pressed, ...document.querySelectorAll(KEPT_CLEAR)].filter((e) => !!e);
          // A form's answer also leaves its fields readable when there is room below the app
          // bar; otherwise it clears the control, rising at most half the screen.
          const fields = [...(pressed?.closest('form')?.querySelectorAll(FIELD) ?? [])];
          const appBar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
          lift =
            (fields.length > 0 && clearing([...kept, ...fields], toasts, bottom, height, appBar)) ||
            (clearing(kept, toasts, bottom, height, bottom - height - window.innerHeight / 2) ?? 0);
        }
        // Written only when it changes: the observer sees this very attribute.
        if (lift === lifted) continue;
        if (lift) list.style.setProperty(CLEARANCE, `${lift}px`);
        else list.style.removeProperty(CLEARANCE);
      }
    };
    document.addEventListener('pointerdown', remember, true);
    document.addEventListener('keydown', remember, true);
    const observer = new MutationObserver(place);
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style'],
    });
    return () => {
      observer.disconnect();
      document.removeEventListener('pointerdown', remember, true);
      document.removeEventListener('keydown', remember, true);
    };
  }, [area]);
};
