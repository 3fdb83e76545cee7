/** A tap or send that scripts/island-boot.js held before the page's script had taken over. */
export interface HeldAction {
  /** 'open': a button that opens an island; 'click': any button of a hydrated page. */
  kind: 'open' | 'click' | 'submit';
  element: Element;
}

declare global {
  interface Window {
    /** Set by scripts/island-boot.js: stops holding and hands over what it held, once. */
    __rondaHeld?: () => HeldAction[];
  }
}

/** What was held (nothing on a page without the boot script); holding stops. */
export function takeHeldActions(): HeldAction[] {
  return window.__rondaHeld?.() ?? [];
}
