import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'

/** A CSV answer as rows of text, its BOM checked and removed. */
export function csvRows(body: string): string[][] {
  if (!body.startsWith('\uFEFF')) throw new Error('the CSV has no byte-order mark')
  return parse(body.slice(1), { relax_column_count: false }) as string[][]
}

/** An XLSX answer's first worksheet as rows of cell values, read with ExcelJS. */
export async function xlsxRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(body as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('the XLSX has no worksheet')
  const rows: unknown[][] = []
  const width = sheet.getRow(1).cellCount
  sheet.eachRow((row) => {
    const values: unknown[] = []
    for (let i = 1; i <= width; i++) values.push(row.getCell(i).value ?? null)
    rows.push(values)
  })
  return rows
}

/** Rows (a header, then records) as objects of the header's columns, empty cells left out. */
export function asObjects(rows: unknown[][]): Array<Record<string, unknown>> {
  const [header = [], ...records] = rows
  return records.map((r) =>
    Object.fromEntries(
      header.flatMap((h, i) => (r[i] === '' || r[i] === null ? [] : [[String(h), r[i]]])),
    ),
  )
}
