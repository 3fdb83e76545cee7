import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Fonts and single lines of text for the PDF report, and the few pdfkit 0.20 internals the
 * report needs (checked against node_modules/pdfkit/js/pdfkit.node.mjs; the tests pin them).
 */

export type Pdf = PDFKit.PDFDocument;

/*
 * Noto Sans Devanagari has ASCII and ₹ too, but no Latin beyond Latin-1 ("Ł", "ő", "ș" would
 * be boxes), so text takes it only when it holds Devanagari, and Noto Sans otherwise.
 */
const FONT_FILES = {
  latin: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  latinBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  deva: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  devaBold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
};
let fontData: [string, Buffer][] | undefined;

/** Registers the fonts as 'latin', 'latinBold', 'deva' and 'devaBold' (files read once). */
export function registerFonts(pdf: Pdf): void {
  const require = createRequire(import.meta.url);
  fontData ??= Object.entries(FONT_FILES).map(([name, file]) => [
    name,
    readFileSync(require.resolve(file)),
  ]);
  for (const [name, data] of fontData) pdf.registerFont(name, data);
}

/** pdfkit's embedded font, as far as this code reaches into it. */
export interface EmbeddedFont {
  id: string;
  ref(): PDFKit.PDFKitReference;
  /** Hex glyph ids, added to the font's subset and its ToUnicode map. */
  encode(text: string): [string[], unknown];
  /** Shaped runs by word: fontkit shaping is slow, but this grows with every distinct word. */
  layoutCache?: Record<string, unknown>;
}
interface PdfInternals {
  _font: EmbeddedFont;
  _fontFamilies: Record<string, EmbeddedFont>;
}
const internals = (pdf: Pdf) => pdf as unknown as PdfInternals;

export const currentFont = (pdf: Pdf): EmbeddedFont => internals(pdf)._font;

/** Empties every font's layout cache; returns how many runs it held. */
export function clearLayoutCaches(pdf: Pdf): number {
  let cleared = 0;
  for (const font of new Set(Object.values(internals(pdf)._fontFamilies))) {
    if (font.layoutCache === undefined) continue;
    cleared += Object.keys(font.layoutCache).length;
    font.layoutCache = Object.create(null) as Record<string, unknown>;
  }
  return cleared;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

export interface TextStyle {
  size: number;
  bold?: boolean;
  align?: 'left' | 'right';
}

/** Selects the font for this text and size; true when it is Devanagari. */
export function selectFont(pdf: Pdf, text: string, style: TextStyle): boolean {
  const devanagari = DEVANAGARI.test(text);
  pdf.font(`${devanagari ? 'deva' : 'latin'}${style.bold ? 'Bold' : ''}`).fontSize(style.size);
  return devanagari;
}

/** The text, or its longest start (whole letters, so no broken conjunct) with "…", in width. */
export function fitText(pdf: Pdf, text: string, width: number): string {
  if (pdf.widthOfString(text) <= width) return text;
  const parts = Array.from(graphemes.segment(text), (part) => part.segment);
  const cut = (count: number) => `${parts.slice(0, count).join('').trimEnd()}…`;
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (pdf.widthOfString(cut(mid)) <= width) low = mid;
    else high = mid - 1;
  }
  return pdf.widthOfString(cut(low)) <= width ? cut(low) : '';
}

/** Draws one line of text on a baseline, ellipsised to width, in the fill colour already set. */
export function drawText(
  pdf: Pdf,
  text: string,
  x: number,
  baseline: number,
  width: number,
  style: TextStyle,
): void {
  if (text === '') return;
  const devanagari = selectFont(pdf, text, style);
  const shown = fitText(pdf, text, width);
  if (shown === '') return;
  const left = style.align === 'right' ? x + width - pdf.widthOfString(shown) : x;
  const draw = () => pdf.text(shown, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
  if (devanagari) withActualText(pdf, shown, draw);
  else draw();
}

/**
 * Shaping draws Devanagari glyphs out of reading order (ि before its consonant), so extracted
 * text would read "िवजय"; a Span with ActualText gives copy and search "विजय". The span must sit
 * inside pdfkit's BT…ET: pdfkit draws text in a q…Q with its own matrix and font, and poppler
 * places ActualText with the state at EMC, which after that Q puts it on another line.
 */
function withActualText(pdf: Pdf, actual: string, draw: () => void): void {
  const page = pdf.page;
  const write = page.write;
  let open = false;
  page.write = (chunk: unknown) => {
    if (chunk === 'ET' && open) {
      open = false;
      pdf.endMarkedContent();
    }
    write.call(page, chunk);
    if (chunk === 'BT' && !open) {
      open = true;
      pdf.markContent('Span', { actual });
    }
  };
  try {
    draw();
  } finally {
    page.write = write;
    if (open) pdf.endMarkedContent();
  }
}
