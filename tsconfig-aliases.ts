import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The import aliases (`#app/*`, `#db/*`, …) are declared once, in tsconfig.json's `paths`, which
 * tsc, eslint's resolver and Playwright read themselves; Vite and Vitest take theirs from here.
 * (package.json `imports` would be read by Vite and Node, but TypeScript does not add extensions
 * to their targets, so every import would need one.)
 */
export function aliasesFromTsconfig(root: string) {
	const tsconfig = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
		compilerOptions?: { paths?: Record<string, string[]> }
	}
	return Object.entries(tsconfig.compilerOptions?.paths ?? {}).map(([from, [to]]) => {
		if (!from.endsWith('/*') || !to?.endsWith('/*')) throw new Error(`tsconfig.json paths: only "prefix/*" aliases are supported (${from})`)
		return { find: from.slice(0, -1), replacement: path.join(root, to.slice(0, -1)) + '/' }
	})
}
