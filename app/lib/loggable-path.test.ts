import { expect, test } from 'vitest'
import { loggablePath } from './loggable-path'

test('keeps what is safe to read', () => {
	expect(loggablePath('/product/michelin-pilot-sport-5')).toBe('/product/michelin-pilot-sport-5')
	expect(loggablePath('/api/bookings/+61412345678')).toBe('/api/bookings/[redacted]')
	expect(loggablePath('/x/%E0%A4%A')).toBe('/x/%E0%A4%A')
})

test('a whole URL, as a Request carries it, gives its path the same way', () => {
	expect(loggablePath('http://localhost:3000/order?ref=BK-7K2M9Q&exp=2027-01-01&sig=abcdefabcdef')).toBe('/order?[redacted]')
	expect(loggablePath('https://shop.example/api/stripe/pi_3Abc123/status')).toBe('/api/stripe/[redacted]/status')
	expect(loggablePath('https://shop.example')).toBe('/')
})

test('an escaped question mark ends what is shown: the signed link behind it never reaches the log', () => {
	const mangled = '/order%3Fref%3DBK-7K2M9Q%26exp%3D2027-01-01%26sig%3Dabcdefabcdef'
	expect(loggablePath(mangled)).toBe('/order?[redacted]')
	expect(loggablePath(`http://localhost:3000${mangled}`)).toBe('/order?[redacted]')
	expect(loggablePath('/order%23ref=BK-7K2M9Q')).toBe('/order?[redacted]')
})
