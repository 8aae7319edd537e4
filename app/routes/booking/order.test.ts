import { expect, test } from 'vitest'
import { signedOrderPath } from '#app/domain/booking/order-link.server'
import { outcomeOf } from '#tests/admin-fixtures'
import * as order from './order'

// A link whose fitting date + 30 days is long past (2020) is expired whatever today is.
test('/order with an expired link answers 410 with a clear message, and shows no booking', async () => {
	const request = new Request(`http://localhost:3000${signedOrderPath('BK-7K2M9Q', '2020-01-01')}`)
	const thrown = await order.loader({ request, params: {}, context: {} } as never).catch((error: unknown) => error)
	expect(thrown).toMatchObject({ type: 'DataWithResponseInit', init: { status: 410 }, data: expect.stringMatching(/^This booking link has expired\./) })
})

test('/order with a forged link answers 404 with a clear message', async () => {
	const forged = signedOrderPath('BK-7K2M9Q', '2020-01-01').replace(/exp=[^&]+/, 'exp=2099-01-01')
	const outcome = await outcomeOf(() => order.loader({ request: new Request(`http://localhost:3000${forged}`), params: {}, context: {} } as never))
	expect(outcome.status).toBe(404)
	expect(outcome.data).toMatch(/^This booking link is not valid\./)
})
