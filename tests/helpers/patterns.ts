/** `a@` + a quarter megabyte of dots + `@`: quadratic for /^[^\s@]+@[^\s@]+\.[^\s@]+$/ (about 80 s). */
export const HOSTILE_EMAIL = `a@${'.'.repeat(250_000)}@`

/** One character class and nothing else (zod counts code points with one): a scan that cannot backtrack. */
function isSingleCharacterScan(pattern: RegExp) {
	return /^\[(?:\\.|[^\]\\])*\]$/.test(pattern.source)
}

/**
 * Runs `run` and returns every regular expression that was applied (test, exec, match, replace,
 * split, search) to a string longer than `minLength` meanwhile, except plain one-character scans.
 * A schema whose length checks abort first gives none, however long the input.
 */
export function patternsRunOnLongInput(run: () => unknown, minLength = 1000): string[] {
	const hits = new Set<string>()
	const proto = RegExp.prototype as unknown as Record<string | symbol, (...args: unknown[]) => unknown>
	const names: Array<string | symbol> = ['test', 'exec', Symbol.match, Symbol.matchAll, Symbol.replace, Symbol.split, Symbol.search]
	const originals = names.map((name) => proto[name]!)
	names.forEach((name, i) => {
		const original = originals[i]!
		proto[name] = function (this: RegExp, ...args: unknown[]) {
			if (typeof args[0] === 'string' && args[0].length > minLength && !isSingleCharacterScan(this)) hits.add(String(this))
			return original.apply(this, args)
		}
	})
	try {
		run()
	} finally {
		names.forEach((name, i) => {
			proto[name] = originals[i]!
		})
	}
	return [...hits]
}
