import fs from 'node:fs'
import { expect, test } from 'vitest'

// The image uploads reach sharp and every e-mail goes through nodemailer: versions with known
// high advisories (sharp before 0.35, nodemailer before 9.0.1) must never come back, whether
// through package.json, the lock file or what is installed. (`npm audit` in .ci/run checks the
// whole tree when the advisory service can be reached; this holds these two even when not.)
const FIXED = { sharp: '0.35.0', nodemailer: '9.0.1' } as const

function atLeast(version: string, minimum: string) {
	const parts = (v: string) => v.replace(/^[^\d]*/, '').split(/[.+-]/).slice(0, 3).map(Number)
	const [a, b] = [parts(version), parts(minimum)]
	for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0)
	return true
}

test('the version check compares numerically', () => {
	expect(atLeast('0.34.5', '0.35.0')).toBe(false)
	expect(atLeast('0.35.5', '0.35.0')).toBe(true)
	expect(atLeast('7.0.13', '9.0.1')).toBe(false)
	expect(atLeast('10.6.0', '9.0.1')).toBe(true)
	expect(atLeast('^9.0.0', '9.0.1')).toBe(false)
})

test.each(Object.entries(FIXED))('%s is at or past the release that fixed its advisories', (name, fixed) => {
	const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }
	const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version?: string }> }
	const installed = (JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version
	expect(atLeast(manifest.dependencies[name]!, fixed), `package.json asks for ${manifest.dependencies[name]}`).toBe(true)
	expect(atLeast(lock.packages[`node_modules/${name}`]!.version!, fixed), 'package-lock.json').toBe(true)
	expect(atLeast(installed, fixed), `installed ${installed}`).toBe(true)
})
