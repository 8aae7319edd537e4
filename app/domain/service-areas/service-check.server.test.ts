import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { areaCheckFromQuery, isServiceable, servedSuburb } from './service-check.server'

const query = (text: string) => areaCheckFromQuery(getDb(), new URLSearchParams(text))

describe('is this address one we drive to (seeded service areas)', () => {
	test('postcode and suburb must match a service area; the suburb in any case and spacing', async () => {
		const db = getDb()
		expect(await isServiceable(db, { postcode: '3168', suburb: 'Clayton' })).toBe(true)
		expect(await servedSuburb(db, { postcode: ' 3168', suburb: '  clayton ' })).toBe('Clayton')
		expect(await isServiceable(db, { postcode: '3220', suburb: 'Geelong' })).toBe(false)
		expect(await isServiceable(db, { postcode: '3000', suburb: 'Clayton' })).toBe(false)
		expect(await isServiceable(db, { postcode: '31x8', suburb: 'Clayton' })).toBe(false)
	})

	test("the pages' check from a query string: served, not served, the fields' messages, or none asked", async () => {
		expect(await query('')).toBeNull()
		expect(await query('width=205')).toBeNull()
		expect(await query('suburb=clayton&postcode=3168')).toEqual({ status: 'served', suburb: 'Clayton', postcode: '3168' })
		expect(await query('suburb=Geelong&postcode=3220')).toEqual({ status: 'not-served', suburb: 'Geelong', postcode: '3220' })
		expect(await query('suburb=&postcode=31')).toEqual({
			status: 'invalid',
			suburb: '',
			postcode: '31',
			errors: { suburb: 'Enter your suburb.', postcode: 'Enter your 4-digit postcode.' },
		})
		expect(await query(`suburb=${'x'.repeat(5000)}&postcode=3168`)).toMatchObject({ status: 'invalid', errors: { suburb: 'Enter your suburb (at most 60 letters).' } })
	})
})
