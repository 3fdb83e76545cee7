import { escapeMarkup } from '@ronda/shared';
import type { CellKind } from './report-document.ts';

/**
 * The fixed parts of a report workbook (SpreadsheetML, ECMA-376): package, workbook and styles.
 * Every report uses the same nine cell formats, so the style sheet is a constant and each cell
 * names its format by index.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Indexes into cellXfs below: 0 is the default (text). */
export const TITLE_STYLE = 1;
export const HEADER_STYLE = 2;
export const KIND_STYLE: Record<CellKind, number> = {
  text: 0,
  date: 3,
  time: 4,
  minutes: 5,
  integer: 6,
  km: 7,
  money: 8,
};

// XML 1.0 has no place for C0 controls other than tab and line breaks: they are what is looked for.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF&<>"]/;

/** Escapes text for an XML text node or attribute, dropping what XML 1.0 cannot hold. */
export function xmlText(value: string): string {
  // Most names and words need nothing: one scan instead of five replacements.
  if (!NEEDS_ESCAPE.test(value)) return value;
  return escapeMarkup(
    value
      // eslint-disable-next-line no-control-regex -- as NEEDS_ESCAPE
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, ''),
  );
}

export function contentTypesXml(sheets: number): string {
  const sheet = (i: number) =>
    `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`;
  return (
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    Array.from({ length: sheets }, (_, i) => sheet(i + 1)).join('') +
    '</Types>'
  );
}

export const ROOT_RELS_XML =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

export function workbookXml(names: readonly string[]): string {
  const sheets = names
    .map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}">` +
    `<bookViews><workbookView/></bookViews><sheets>${sheets}</sheets></workbook>`
  );
}

export function workbookRelsXml(sheets: number): string {
  const sheet = (i: number) =>
    `<Relationship Id="rId${i}" Type="${REL}/worksheet" Target="worksheets/sheet${i}.xml"/>`;
  return (
    `${XML_HEAD}<Relationships xmlns="${PKG_REL}">` +
    Array.from({ length: sheets }, (_, i) => sheet(i + 1)).join('') +
    `<Relationship Id="rId${sheets + 1}" Type="${REL}/styles" Target="styles.xml"/>` +
    '</Relationships>'
  );
}

const font = (bold: boolean) =>
  `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
const xf = (numFmtId: number, extra = '') =>
  `<xf numFmtId="${numFmtId}" fontId="0" fillId="0" borderId="0" xfId="0"${numFmtId ? ' applyNumberFormat="1"' : ''}${extra}/>`;

/** Built-in number formats 1 ("0") and 2 ("0.00"); 164 on are this file's own. */
export const STYLES_XML =
  `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="4">' +
  '<numFmt numFmtId="164" formatCode="dd-mmm-yyyy"/>' +
  '<numFmt numFmtId="165" formatCode="hh:mm"/>' +
  '<numFmt numFmtId="166" formatCode="[h]:mm"/>' +
  '<numFmt numFmtId="167" formatCode="&quot;₹&quot;#,##0.00"/>' +
  '</numFmts>' +
  `<fonts count="2">${font(false)}${font(true)}</fonts>` +
  // Excel expects the first two fills to be these two, whatever the file uses.
  '<fills count="3"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill>' +
  '<fill><patternFill patternType="solid"><fgColor rgb="FFE7ECF2"/><bgColor indexed="64"/></patternFill></fill>' +
  '</fills>' +
  '<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border>' +
  '<border><left/><right/><top/><bottom style="thin"><color rgb="FFB8C2CC"/></bottom><diagonal/></border>' +
  '</borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="9">' +
  xf(0) +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1"/>' +
  xf(164) +
  xf(165) +
  xf(166) +
  xf(1) +
  xf(2) +
  xf(167) +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';
