import { makeZip } from './zip.ts'

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships'
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml'

/**
 * A workbook made by hand around the XML of one sheet's rows (and of its shared strings): what
 * no spreadsheet program would write, such as millions of empty cells in a few kilobytes.
 */
export function workbook(sheetData: string, sharedStrings?: string): Buffer {
  const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${text}`)
  return makeZip([
    {
      name: '[Content_Types].xml',
      data: xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${TYPE}.sharedStrings+xml"/></Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: xml(`<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`),
    },
    {
      name: 'xl/sharedStrings.xml',
      data: xml(`<sst xmlns="${MAIN}">${sharedStrings ?? ''}</sst>`),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
  ])
}
