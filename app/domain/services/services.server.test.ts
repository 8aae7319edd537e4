import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { readMinutesPerTyre, saveMinutesPerTyre } from '#app/domain/slots/work-minutes.server'
import { MinutesPerTyreSchema, ServiceFormSchema } from './service-schema'
import { activeServicesBySlug, addService, findService, listServices, updateService } from './services.server'

describe('the owner’s list of services', () => {
	test('every shop starts with the six services at Melbourne prices, GST included, in cents', async () => {
		const services = await listServices(getDb())
		const bySlug = new Map(services.map((s) => [s.slug, s]))
		for (const slug of ['puncture-repair', 'tyre-rotation', 'wheel-balancing', 'rotation-and-balance', 'tyre-inspection', 'old-tyre-recycling']) {
			expect(bySlug.get(slug), slug).toBeDefined()
		}
		expect(bySlug.get('puncture-repair')).toMatchObject({ name: 'Puncture repair', price: 4500, minutes: 30, perTyre: true, active: true })
		expect(bySlug.get('wheel-balancing')).toMatchObject({ price: 7900, perTyre: false })
	})

	test('a service added from the form gets a slug of its own; editing changes price, minutes and whether it can be booked', async () => {
		const db = getDb()
		const input = ServiceFormSchema.parse({ name: 'Nitrogen fill', price: '$19.50', minutes: '10', active: 'on' })
		expect(input).toMatchObject({ price: 1950, minutes: 10, perTyre: false, active: true, description: null })
		const added = await addService(db, input)
		const again = await addService(db, input)
		expect(added.slug).toBe('nitrogen-fill')
		expect(again.slug).toBe('nitrogen-fill-2')

		expect(await updateService(db, added.id, { ...input, price: 2500, active: false })).toBe(true)
		expect(await findService(db, added.id)).toMatchObject({ price: 2500, active: false })
		expect((await listServices(db, { activeOnly: true })).some((s) => s.id === added.id)).toBe(false)
		expect(await activeServicesBySlug(db, ['nitrogen-fill', 'nitrogen-fill-2'])).toEqual([expect.objectContaining({ id: again.id })])
		expect(await updateService(db, 999_999, input)).toBe(false)
	})

	test('bad input comes back as field errors', () => {
		const result = ServiceFormSchema.safeParse({ name: '', price: '0', minutes: '3' })
		expect(result.success).toBe(false)
		const fields = Object.keys(result.error!.flatten().fieldErrors)
		expect(fields).toEqual(expect.arrayContaining(['name', 'price', 'minutes']))
		expect(ServiceFormSchema.safeParse({ name: 'X', price: '-5', minutes: '30' }).success).toBe(false)
	})

	test('the fitting time per tyre is 15 minutes until the owner sets it', async () => {
		const db = getDb()
		expect(await readMinutesPerTyre(db)).toBe(15)
		await saveMinutesPerTyre(db, MinutesPerTyreSchema.parse({ minutesPerTyre: '20' }).minutesPerTyre)
		expect(await readMinutesPerTyre(db)).toBe(20)
		expect(MinutesPerTyreSchema.safeParse({ minutesPerTyre: '0' }).success).toBe(false)
	})
})
