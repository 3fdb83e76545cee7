import type { Plugin } from 'vite';

/** Where the build writes Inter's ₹ (see rupee-font.mjs). */
export const RUPEE_FONT: string;
/** Writes the ₹ font to `target` unless it is there and newer than Inter's file. */
export function writeRupeeFont(target?: string): Promise<string>;
/** Vite: the font exists before any CSS that names it is read. */
export function rupeeFont(): Plugin;
