import { afterAll, beforeAll, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { startBuiltApp, type RunningApp } from '#tests/helpers/built-app'

// Every per-address limit (logins, bookings, codes, messages) counts by the client's address.
// An IPv6 client is usually given a whole /64 and can send each request from a new address in
// it: on the built server behind a proxy (TRUST_PROXY=true, the proxy on loopback), such a client
// must still meet the contact form's limit of five messages a quarter hour.

let shop: RunningApp
beforeAll(async () => {
	shop = await startBuiltApp({ TRUST_PROXY: 'true' })
})
afterAll(() => shop.close())

const message = (n: number) => ({ name: 'Jane Citizen', email: 'jane@example.com', phone: '0412 345 678', subject: `Rotating ${n}`, message: 'Do you have these tyres in stock?' })

async function send(forwardedFor: string, n: number) {
	const response = await fetch(`${shop.base}/api/contact/send`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
		body: JSON.stringify(message(n)),
	})
	await response.text()
	return response.status
}

test('a new IPv6 address from the same /64 for every message does not get past the per-address limit', async () => {
	const statuses: number[] = []
	for (let n = 1; n <= 7; n++) statuses.push(await send(`2001:db8:20:7::${n.toString(16)}:${(n * 4099).toString(16)}`, n))
	expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])
	const stored = await getDb().selectFrom('contact_messages').select('id').where('subject', 'like', 'Rotating %').execute()
	expect(stored).toHaveLength(5)
	// another network is another client; an IPv4 client written as IPv6 counts as that IPv4 client
	expect(await send('2001:db8:20:8::1', 8)).toBe(201)
	expect(await send('::ffff:198.51.100.20', 9)).toBe(201)
})
