import { PassThrough } from 'node:stream'
import type { Cell } from '../../domain/export/flatten.ts'

const BATCH = 500

/**
 * A table as one XLSX worksheet, written by ExcelJS's streaming writer into the returned stream.
 * Cells keep their types (numbers, booleans, text); text is never a formula in XLSX, so it needs
 * no guard. Rows go out in batches with a turn of the event loop between them, so the archive
 * flows to the socket while it is made.
 */
export function xlsxStream(
  sheet: string,
  columns: readonly string[],
  rows: readonly Map<string, Cell>[],
) {
  const out = new PassThrough()
  const write = async () => {
    // Loaded by the first XLSX export: its few hundred modules are not every start's cost.
    const { default: ExcelJS } = await import('exceljs')
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    })
    // Excel limits sheet names to 31 characters.
    const worksheet = workbook.addWorksheet(sheet.slice(0, 31) || 'data')
    worksheet.addRow([...columns]).commit()
    for (let i = 0; i < rows.length; i += BATCH) {
      for (const row of rows.slice(i, i + BATCH))
        worksheet.addRow(columns.map((c) => row.get(c) ?? null)).commit()
      await new Promise((resolve) => setImmediate(resolve))
    }
    worksheet.commit()
    await workbook.commit()
  }
  write().catch((err) => out.destroy(err))
  return out
}
