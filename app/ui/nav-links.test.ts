import { describe, expect, test } from 'vitest'
import { isCurrentLink } from './nav-links'

describe('isCurrentLink', () => {
	test('the page itself and the pages below it, in either case', () => {
		expect(isCurrentLink('/services', '/services')).toBe(true)
		expect(isCurrentLink('/services/puncture-repair', '/services')).toBe(true)
		expect(isCurrentLink('/Services/Puncture-Repair', '/services/puncture-repair')).toBe(true)
		expect(isCurrentLink('/blog/when-to-replace-your-tyres', '/blogs')).toBe(false)
	})

	test('not a path that only begins with the same letters', () => {
		expect(isCurrentLink('/services-extra', '/services')).toBe(false)
		expect(isCurrentLink('/about-us-too', '/about-us')).toBe(false)
	})

	test('Home is current on home alone', () => {
		expect(isCurrentLink('/', '/', true)).toBe(true)
		expect(isCurrentLink('/about-us', '/', true)).toBe(false)
		expect(isCurrentLink('/about-us', '/about-us', true)).toBe(true)
		expect(isCurrentLink('/about-us/team', '/about-us', true)).toBe(false)
	})
})
