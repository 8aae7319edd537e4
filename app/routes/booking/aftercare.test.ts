import { afterEach, beforeEach, expect, test } from 'vitest'
import { aftercarePath } from '#app/domain/follow-ups/aftercare-link.server'
import { readCart } from '#app/domain/cart/cart.server'
import { readCartId } from '#app/lib/http/cart-id.server'
import { setClock } from '#app/lib/clock.server'
import { getVehicleCookie } from '#app/lib/cookies.server'
import { getDb } from '#app/lib/db.server'
import { OPEN_DATE, placedBooking, setSlotCapacity, stockedTyre } from '#tests/fixtures/booking'
import { routeAnswer } from '#tests/helpers/routes'
import * as aftercare from './aftercare'

// The aftercare reminder's link, with the server's clock pinned a few months after a fitting.

const NOW = new Date('2027-05-27T01:00:00Z')
beforeEach(() => setClock(() => NOW.getTime()))
afterEach(() => setClock(null))

async function fittedReference() {
	const db = getDb()
	const tyre = await stockedTyre(db, { minStock: 4, offset: 11 })
	await setSlotCapacity(db, OPEN_DATE, 'lunch', 40)
	return (await placedBooking({ tyreId: tyre.id, quantity: 1, selectedSlot: 'lunch' })).reference
}

test('the link shows the vehicle and the service; its button fills the cart and the vehicle and goes to choose a time', async () => {
	const path = aftercarePath(await fittedReference(), '2027-05-26')
	const opened = await routeAnswer(aftercare.loader, new Request(`http://localhost:3000${path}`), '203.0.113.9')
	expect(opened.status).toBe(200)
	expect(opened.body.offer).toMatchObject({ vehicle: { rego: 'ABC123', state: 'VIC', description: 'Silver Toyota Corolla' }, service: { name: 'Rotation and balance', price: 10900 } })

	const pressed = await routeAnswer(aftercare.action, new Request(`http://localhost:3000${path}`, { method: 'POST' }), '203.0.113.9')
	expect(pressed).toMatchObject({ status: 303, location: '/shipping' })
	const cookies = pressed.headers.getSetCookie()
	const cartCookie = cookies.find((c) => c.startsWith('cart='))!.split(';')[0]!
	const cartId = await readCartId(new Request('http://localhost:3000/shipping', { headers: { Cookie: cartCookie } }))
	expect(cartId).toBeTruthy()
	const vehicle: unknown = await getVehicleCookie().parse(cookies.find((c) => c.startsWith('vehicle='))!.split(';')[0]!)
	expect(vehicle).toMatchObject({ rego: 'ABC123', state: 'VIC', make: 'Toyota', model: 'Corolla' })
	const cart = await readCart(getDb(), cartId)
	expect(cart.services.map((s) => s.name)).toEqual(['Rotation and balance'])
})

test('a forged link is refused with 400, an expired one with 410, and neither fills a cart', async () => {
	const path = aftercarePath(await fittedReference(), '2027-05-26')
	const forged = path.replace(/ref=BK-[A-Z0-9]+/, 'ref=BK-7K2M9Q')
	expect((await routeAnswer(aftercare.loader, new Request(`http://localhost:3000${forged}`), '203.0.113.9')).status).toBe(400)
	const posted = await routeAnswer(aftercare.action, new Request(`http://localhost:3000${forged}`, { method: 'POST' }), '203.0.113.9')
	expect(posted.status).toBe(400)
	expect(posted.headers.getSetCookie()).toEqual([])
	const expired = aftercarePath(await fittedReference(), '2026-12-01')
	expect((await routeAnswer(aftercare.loader, new Request(`http://localhost:3000${expired}`), '203.0.113.9')).status).toBe(410)
})
