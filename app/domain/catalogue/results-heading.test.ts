import { describe, expect, test } from 'vitest'
import { resultsHeading } from './results-heading'
import { parseHomeSearch } from './search-query'

const heading = (query: string) => resultsHeading(parseHomeSearch(new URLSearchParams(query)))

describe('resultsHeading', () => {
	test('a search from a car names it with its size', () => {
		expect(heading('width=205&profile=55&rim=16&vehicle=2020 Toyota Corolla')).toBe('Tyres for your 2020 Toyota Corolla (205/55R16)')
		expect(heading('front_width=225&front_profile=40&front_rim=18&rear_width=255&rear_profile=35&rear_rim=18&side=rear&vehicle=2016 Lexus IS')).toBe(
			'Tyres for your 2016 Lexus IS (225/40R18 front, 255/35R18 rear)',
		)
	})
	test('without a car: the size, the staggered sizes or the brand', () => {
		expect(heading('width=205&profile=55&rim=16')).toBe('Tyres in 205/55R16')
		expect(heading('front_width=225&front_profile=40&front_rim=18&rear_width=255&rear_profile=35&rear_rim=18')).toBe('Staggered fit: 225/40R18 front, 255/35R18 rear')
		expect(heading('brand=Michelin')).toBe('Michelin tyres')
	})
	test('a vehicle name that is not a plain car name is left out', () => {
		expect(heading('width=205&profile=55&rim=16&vehicle=<script>')).toBe('Tyres in 205/55R16')
		expect(heading(`width=205&profile=55&rim=16&vehicle=${'A'.repeat(61)}`)).toBe('Tyres in 205/55R16')
		expect(parseHomeSearch(new URLSearchParams('vehicle=2020 Toyota Corolla')).filters).toBeNull()
	})
})
