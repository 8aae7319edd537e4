import { expect, test } from 'vitest'
import { freeSlug, slugify } from './slug'

test('slugs are lower-case words joined by hyphens, accents dropped', () => {
	expect(slugify("Michelin Pilot Sport 4 225/45R17 94Y")).toBe('michelin-pilot-sport-4-225-45r17-94y')
	expect(slugify("Café Crème: Winter's Tyres!")).toBe('cafe-creme-winters-tyres')
	expect(slugify('a'.repeat(10) + ' b', 11)).toBe('aaaaaaaaaa')
})

test('a taken slug gets the next free number', () => {
	expect(freeSlug('x', new Set())).toBe('x')
	expect(freeSlug('x', new Set(['x', 'x-2']))).toBe('x-3')
})
