import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { addServiceArea, listServiceAreas, normaliseSuburb, removeServiceArea, serviceAreaStrings } from './service-area-admin.server'

describe('service area admin', () => {
	test('suburbs get one spelling', () => {
		expect(normaliseSuburb('  glen   WAVERLEY ')).toBe('Glen Waverley')
		expect(normaliseSuburb("o'connor")).toBe("O'Connor")
		expect(normaliseSuburb('narre warren-south')).toBe('Narre Warren-South')
	})

	test('add, refuse a duplicate, list as postcode,suburb, remove', async () => {
		const db = getDb()
		expect(await addServiceArea(db, { postcode: '3999', suburb: 'test town' })).toMatchObject({ ok: true, area: { postcode: '3999', suburb: 'Test Town' } })
		expect(await addServiceArea(db, { postcode: '3999', suburb: 'Test Town' })).toMatchObject({ ok: false, status: 409 })
		expect(serviceAreaStrings(await listServiceAreas(db))).toContain('3999,Test Town')
		expect(await removeServiceArea(db, { postcode: '3999', suburb: 'TEST TOWN' })).toMatchObject({ ok: true })
		expect(await removeServiceArea(db, { postcode: '3999', suburb: 'Test Town' })).toMatchObject({ ok: false, status: 404 })
	})
})
