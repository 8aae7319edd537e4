import { describe, expect, test } from 'vitest'
import { type ClickedLink, inAppDestination, type LinkClick } from './delegated-links'

const ORIGIN = 'https://shop.example'
const click: LinkClick = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false }
const link = (href: string, more: Partial<ClickedLink> = {}): ClickedLink => ({ href, target: null, download: false, ...more })

describe('a click on a plain link moves within the app as a router link would', () => {
	test('a link of the shop: its path, search and hash', () => {
		expect(inAppDestination(click, link(`${ORIGIN}/terms`), ORIGIN)).toBe('/terms')
		expect(inAppDestination(click, link(`${ORIGIN}/#contact`), ORIGIN)).toBe('/#contact')
		expect(inAppDestination(click, link(`${ORIGIN}/services?x=1#top`), ORIGIN)).toBe('/services?x=1#top')
		expect(inAppDestination(click, link(`${ORIGIN}/about-us`, { target: '_self' }), ORIGIN)).toBe('/about-us')
	})

	test('the browser keeps what it does itself: other origins, mail and phone links, new tabs, downloads', () => {
		expect(inAppDestination(click, link('https://elsewhere.example/terms'), ORIGIN)).toBeNull()
		expect(inAppDestination(click, link('mailto:owner@shop.example'), ORIGIN)).toBeNull()
		expect(inAppDestination(click, link('tel:+61390000000'), ORIGIN)).toBeNull()
		expect(inAppDestination(click, link(`${ORIGIN}/terms`, { target: '_blank' }), ORIGIN)).toBeNull()
		expect(inAppDestination(click, link(`${ORIGIN}/terms`, { download: true }), ORIGIN)).toBeNull()
		expect(inAppDestination(click, link('not a url'), ORIGIN)).toBeNull()
	})

	test('a modified or other-button click, one already handled, or a click beside any link is left alone', () => {
		const terms = link(`${ORIGIN}/terms`)
		for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) expect(inAppDestination({ ...click, [key]: true }, terms, ORIGIN)).toBeNull()
		expect(inAppDestination({ ...click, button: 1 }, terms, ORIGIN)).toBeNull()
		expect(inAppDestination({ ...click, defaultPrevented: true }, terms, ORIGIN)).toBeNull()
		expect(inAppDestination(click, null, ORIGIN)).toBeNull()
	})
})
