import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A prerendered form can be typed into before React takes the page over. React's state starts
 * from the initial values and never hears of that input, so the page would show one thing and
 * send another. Once, right after mounting, this copies whatever the form's named controls hold
 * (where it differs from `initial`) into the state through `adopt`. On a normal client-side
 * mount the controls equal the state and nothing happens. A layout effect, so the state holds
 * the typed values before anything else runs: a send held until hydration is replayed right
 * after it (app/islands), and must send what is on the screen.
 */
export function useAdoptTypedValues<T extends { [K in keyof T]: string | boolean }>(
  formRef: RefObject<HTMLFormElement | null>,
  initial: T,
  adopt: (typed: Partial<T>) => void,
): void {
  const first = useRef({ initial, adopt });
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const { initial: start, adopt: apply } = first.current;
    const typed: Partial<Record<keyof T, string | boolean>> = {};
    for (const key of Object.keys(start) as Array<keyof T & string>) {
      const control = form.elements.namedItem(key);
      const isCheckbox = control instanceof HTMLInputElement && control.type === 'checkbox';
      const isField =
        control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement;
      if (!isField) continue;
      const current = isCheckbox ? control.checked : control.value;
      if (current !== start[key]) typed[key] = current;
    }
    if (Object.keys(typed).length > 0) apply(typed as Partial<T>);
  }, [formRef]);
}
