import fs from 'node:fs'
import path from 'node:path'
import { transform } from 'esbuild'
import { expect, test } from 'vitest'

// The build minifies the stylesheets with esbuild, which only warns about a rule left open: every
// rule after it then nests inside it and silently stops applying (the outbox's sections once did).

const folder = path.dirname(new URL(import.meta.url).pathname)
const sheets = fs.readdirSync(folder).filter((file) => file.endsWith('.css'))

test('there are stylesheets to check', () => {
	expect(sheets).toContain('app.css')
})

test.each(sheets)('%s parses without a warning', async (file) => {
	const { warnings } = await transform(fs.readFileSync(path.join(folder, file), 'utf8'), { loader: 'css', minify: true })
	expect(warnings.map((w) => `${w.location?.line}: ${w.text}`)).toEqual([])
})
