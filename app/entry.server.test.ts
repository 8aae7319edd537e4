import { afterEach, expect, test, vi } from 'vitest'
import { getLogger } from '#app/lib/logger.server'
import { handleError } from './entry.server'

// A page that fails while it is opened with a signed booking link (or a phone number in its
// address) must not write that link to the error log: the request log hides it, and so must this.

afterEach(() => vi.restoreAllMocks())

test('an unhandled error is logged with the path only: no signed link, phone number or Stripe id', () => {
	const logged: unknown[] = []
	vi.spyOn(getLogger(), 'error').mockImplementation(((fields: unknown) => void logged.push(fields)) as never)
	const urls = [
		'http://localhost:3000/order?ref=BK-7K2M9Q&exp=2027-01-01&sig=abcdefabcdefabcdef',
		'http://localhost:3000/order?payment_intent=pi_3Abc123&payment_intent_client_secret=pi_3Abc123_secret_xyz',
		'http://localhost:3000/account/login?redirectTo=%2Faccount&phone=0412345678',
	]
	for (const url of urls) handleError(new Error('boom'), { request: new Request(url), params: {}, context: {} } as never)
	expect(logged).toHaveLength(3)
	expect(logged.map((fields) => (fields as { url: string }).url)).toEqual(['/order?[redacted]', '/order?[redacted]', '/account/login?[redacted]'])
	const text = JSON.stringify(logged)
	for (const secret of ['BK-7K2M9Q', 'sig=', 'abcdef', 'pi_3Abc', 'secret_xyz', '0412345678']) expect(text).not.toContain(secret)
})
