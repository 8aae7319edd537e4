import { describe, expect, test } from 'vitest'
import { firstReveal } from './reveal'

// Where a block was when the page was shown decides whether it waits to be revealed: the fold
// line is 100 px above the screen's bottom edge (here a 800 px screen, so 700).
describe('a block’s first report from its observer', () => {
	const foldLine = 700

	test('a block below the fold line waits to be revealed', () => {
		expect(firstReveal({ isIntersecting: false, top: 1500, foldLine })).toBe('waiting')
		expect(firstReveal({ isIntersecting: false, top: 700, foldLine })).toBe('waiting')
	})

	test('a block in view stays as served', () => {
		expect(firstReveal({ isIntersecting: true, top: 200, foldLine })).toBe('static')
		expect(firstReveal({ isIntersecting: true, top: 699, foldLine })).toBe('static')
	})

	test('a block already scrolled past (a restored scroll position) stays as served', () => {
		expect(firstReveal({ isIntersecting: false, top: -900, foldLine })).toBe('static')
	})
})
