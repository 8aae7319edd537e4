// ExcelJS is loaded the first time a workbook is read or written, not when the server starts: a
// price list is an owner's occasional task, and the library with what it pulls in (zip, XML,
// lodash, bluebird) stays in every server's heap once loaded, for the garbage collector to go
// over again under every customer's load.

/** The ExcelJS module, loaded on first use. */
export const excelLibrary = () => import('exceljs')
