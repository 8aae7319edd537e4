import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { readMinutesPerTyre } from '#app/domain/slots/work-minutes.server'
import { adminLoad, adminPost } from '#tests/admin-fixtures'
import * as services from './services'

// The Services tab as plain form posts (the no-JavaScript path).

async function postTo(fields: Record<string, string>) {
	return adminPost(services, '/admin/services', fields)
}

async function load() {
	return adminLoad(services, '/admin/services')
}

describe('Services tab', () => {
	test('lists the services; a bad edit is re-shown with field errors and changes nothing', async () => {
		const page = await load()
		const puncture = page.data.services.find((s: { slug: string }) => s.slug === 'puncture-repair')
		expect(puncture).toMatchObject({ price: 4500, minutes: 30, perTyre: true })

		const bad = await postTo({ intent: 'update', id: String(puncture.id), name: 'Puncture repair', price: 'forty', minutes: '30', active: 'on' })
		expect(bad.status).toBe(400)
		expect(bad.data.form).toBe(`service-${puncture.id}`)
		expect(bad.data.result.error.price).toEqual(['Enter an amount in dollars, such as 189 or 189.95.'])
		expect(bad.data.result.initialValue).toMatchObject({ price: 'forty' })
		expect((await getDb().selectFrom('services').select('price').where('id', '=', puncture.id).executeTakeFirstOrThrow()).price).toBe(4500)
	})

	test('an edit saves the price in cents and whether it can be booked; an add comes back with a toast', async () => {
		const page = await load()
		const inspection = page.data.services.find((s: { slug: string }) => s.slug === 'tyre-inspection')
		const saved = await postTo({ intent: 'update', id: String(inspection.id), name: 'Tyre inspection', price: '42.50', minutes: '25', perTyre: '', redirectTo: '/admin/services' })
		expect(saved.status).toBe(303)
		expect(saved.location).toBe('/admin/services')
		expect(saved.toast).toMatchObject({ type: 'success', title: 'Service saved.' })
		const row = await getDb().selectFrom('services').selectAll().where('id', '=', inspection.id).executeTakeFirstOrThrow()
		expect(row).toMatchObject({ price: 4250, minutes: 25, active: 0 })

		const added = await postTo({ intent: 'add', name: 'Valve replacement', price: '15', minutes: '10', perTyre: 'on', active: 'on' })
		expect(added.toast).toMatchObject({ title: 'Service added.' })
		expect(await getDb().selectFrom('services').select(['price', 'per_tyre']).where('slug', '=', 'valve-replacement').executeTakeFirst()).toEqual({ price: 1500, per_tyre: 1 })

		const missing = await postTo({ intent: 'update', id: '999999', name: 'Gone', price: '1', minutes: '10' })
		expect(missing.toast).toMatchObject({ type: 'error', title: 'That service no longer exists.' })
	})

	test('the fitting time per tyre: saved, or refused with its message', async () => {
		const refused = await postTo({ intent: 'minutes-per-tyre', minutesPerTyre: '0' })
		expect(refused.status).toBe(400)
		expect(refused.data.result.error.minutesPerTyre).toEqual(['Minutes per tyre are a whole number from 5 to 120.'])
		const saved = await postTo({ intent: 'minutes-per-tyre', minutesPerTyre: '18' })
		expect(saved.status).toBe(303)
		expect(await readMinutesPerTyre(getDb())).toBe(18)
	})
})
