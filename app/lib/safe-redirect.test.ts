import { expect, test } from 'vitest'
import { safeRedirect } from './safe-redirect'

test.each([
	['/shipping', '/shipping'],
	['/?width=205&profile=55#results', '/?width=205&profile=55#results'],
	['/admin/coupons?x=1', '/admin/coupons?x=1'],
	['/product/zeta-ice%20plus', '/product/zeta-ice%20plus'],
])('safeRedirect(%j) keeps the local path %j', (target, expected) => {
	expect(safeRedirect(target)).toBe(expected)
})

// Each of these, put in a Location header, takes a browser to another site or makes the header
// invalid (a 500): every one must give the fallback.
test.each([
	'//evil.example',
	'/\\evil.example',
	'https://evil.example',
	'/\t/evil.example/',
	'/\n/evil.example/',
	'/\r\n/evil.example/',
	'/\t\\evil.example',
	'/admin\r\nSet-Cookie: a=b',
	'/caf\u00e9',
	'/\u2028/evil.example',
	'/\u0000',
	'/./\t/evil.example',
	'/../evil.example',
	'/%2e%2e/',
	'/ /evil.example',
	'',
	'evil.example',
	`/${'a'.repeat(3000)}`,
])('safeRedirect(%j) is the fallback', (target) => {
	expect(safeRedirect(target, '/fallback')).toBe('/fallback')
})

test('what it answers is always a valid header value on this site', () => {
	for (const target of ['/\t/evil.example/', '/caf\u00e9', '/ok?a=1']) {
		const location = safeRedirect(target)
		expect(() => new Headers({ Location: location })).not.toThrow()
		expect(new URL(location, 'https://shop.example').origin).toBe('https://shop.example')
	}
})

test('non-string and missing targets give the fallback', () => {
	expect(safeRedirect(null)).toBe('/')
	expect(safeRedirect(undefined, '/x')).toBe('/x')
	expect(safeRedirect(new File(['/'], 'a'), '/x')).toBe('/x')
})
