import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { excelLibrary } from './excel.server'

// ExcelJS must be loaded only when a workbook is read or written: imported by any server module,
// it and what it pulls in would sit in every server's heap from the start.

function sourceFiles(dir: string) {
	return fs
		.readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
		.map((file) => path.join(dir, file))
}

test('no server module imports ExcelJS itself; only excel.server.ts loads it, on first use', () => {
	const importers = ['app', 'server'].flatMap(sourceFiles).filter((file) => /^import (?!type )[^\n]*from 'exceljs'/m.test(fs.readFileSync(file, 'utf8')))
	expect(importers).toEqual([])
})

test('the loaded library reads and writes workbooks', async () => {
	const { default: ExcelJS } = await excelLibrary()
	expect(typeof ExcelJS.stream.xlsx.WorkbookReader).toBe('function')
	expect(typeof ExcelJS.stream.xlsx.WorkbookWriter).toBe('function')
})
