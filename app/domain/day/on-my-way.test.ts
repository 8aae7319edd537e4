import { describe, expect, test } from 'vitest'
import { onMyWayEmail, onMyWaySms, suggestedMinutes } from './on-my-way'
import { parseOnMyWayMinutes } from './on-my-way-post'
import type { LatLng } from './visit-order'

const CLAYTON: LatLng = [-37.9249, 145.1207]
const OAKLEIGH: LatLng = [-37.8998, 145.0893]
const DANDENONG: LatLng = [-37.9875, 145.2149]
const FRANKSTON: LatLng = [-38.1446, 145.126]
const BERWICK: LatLng = [-38.0333, 145.35]

describe('the minutes On my way suggests', () => {
	test('grow with the distance from the previous stop, rounded up to a choice', () => {
		expect(suggestedMinutes(CLAYTON, CLAYTON)).toBe(15)
		expect(suggestedMinutes(CLAYTON, OAKLEIGH)).toBe(15) // about 4 km
		expect(suggestedMinutes(CLAYTON, DANDENONG)).toBe(30) // about 11 km
		expect(suggestedMinutes(CLAYTON, BERWICK)).toBe(60) // about 22 km
		expect(suggestedMinutes(OAKLEIGH, FRANKSTON)).toBe(60) // about 28 km
		expect(suggestedMinutes(DANDENONG, BERWICK)).toBe(45) // about 14 km
	})

	test('are 30 without a previous stop or without a known suburb', () => {
		expect(suggestedMinutes(null, CLAYTON)).toBe(30)
		expect(suggestedMinutes(CLAYTON, null)).toBe(30)
		expect(suggestedMinutes(null, null)).toBe(30)
	})
})

describe('the words', () => {
	test('the text is short, names the shop and carries the booking link', () => {
		const text = onMyWaySms({ brand: 'Southside Mobile Tyres', firstName: 'Ada', minutes: 30, link: 'https://shop.example/order?ref=X' })
		expect(text).toBe("Southside Mobile Tyres: Hi Ada, we're on our way to you now, about 30 minutes away. Your booking: https://shop.example/order?ref=X")
		expect(text.length).toBeLessThanOrEqual(160)
	})

	test('the e-mail says the same with a way to reach the shop', () => {
		const email = onMyWayEmail({ brand: 'Southside Mobile Tyres', firstName: 'Ada', minutes: 15, link: 'https://x/o', phone: '0412 345 678', reference: 'SMT-1' })
		expect(email.subject).toBe('Southside Mobile Tyres is on the way: about 15 minutes')
		expect(email.lines.join('\n')).toContain('about 15 minutes')
		expect(email.lines.join('\n')).toContain('Call us on 0412 345 678. Reference SMT-1.')
	})

	test('only 15, 30, 45 or 60 are taken as minutes', () => {
		expect(parseOnMyWayMinutes('45')).toBe(45)
		for (const bad of ['20', '5', '', '30.0', '1e1', 'soon', null]) expect(parseOnMyWayMinutes(bad)).toBeNull()
	})
})
