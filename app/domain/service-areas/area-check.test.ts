import { describe, expect, test } from 'vitest'
import { areaCheckErrors } from './area-check'

describe('areaCheckErrors', () => {
	test('a suburb and a 4-digit postcode are enough to ask', () => {
		expect(areaCheckErrors({ suburb: ' Clayton ', postcode: '3168' })).toBeNull()
	})

	test('says which field is missing, with the messages the page shows', () => {
		expect(areaCheckErrors({ suburb: '  ', postcode: '3168' })).toEqual({ suburb: 'Enter your suburb.' })
		expect(areaCheckErrors({ suburb: 'Clayton', postcode: '316' })).toEqual({ postcode: 'Enter your 4-digit postcode.' })
		expect(areaCheckErrors({ suburb: '', postcode: '' })).toEqual({ suburb: 'Enter your suburb.', postcode: 'Enter your 4-digit postcode.' })
	})
})
