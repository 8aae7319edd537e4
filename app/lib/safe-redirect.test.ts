import { expect, test } from 'vitest'
import { safeRedirect } from './safe-redirect'

test.each([
	['/shipping', '/shipping'],
	['/?width=205&profile=55#results', '/?width=205&profile=55#results'],
	['//evil.example', '/'],
	['/\\evil.example', '/'],
	['https://evil.example', '/'],
	['', '/'],
	[null, '/'],
])('safeRedirect(%s) is %s', (target, expected) => {
	expect(safeRedirect(target)).toBe(expected)
})
