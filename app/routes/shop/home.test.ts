import { describe, expect, test } from 'vitest'
import { decodeSizeList } from '#app/domain/catalogue/size'
import { lazyPartsReady } from '#app/ui/lazy-part'
import { runLoader } from '#tests/helpers/routes'
import { loader as homeLoader } from './home'

// Importing the page starts loading its lazy parts' modules, as the server does when it starts:
// the file waits for them (even when its tests are only listed), never leaving them loading
// under a torn-down test environment.
await lazyPartsReady()

describe('home page loader (search state in the URL)', () => {
	test('a size search answers the first 50 results and the facets, without the recommendations of any size', async () => {
		const response = await runLoader(homeLoader, '/?width=205&profile=55&rim=16&sort=low-to-high')
		expect(response.status).toBe(200)
		const { catalogue } = await response.json()
		expect(catalogue.results.total).toBeGreaterThan(10)
		expect(catalogue.results.tyres[0].brand).toBe('Zeta')
		expect(catalogue.search.filters).toEqual({ width: 205, profile: 55, rim: 16, sort: 'low-to-high' })
		expect(catalogue.facets.brands).toContain('Michelin')
		expect(catalogue.recommended).toEqual([])
		expect(decodeSizeList(catalogue.sizeList)).toContainEqual([205, 55, 16])
	})

	test('the page lists by price by default; nothing in a size offers the nearest sizes in stock', async () => {
		const { catalogue } = await (await runLoader(homeLoader, '/?width=205&profile=55&rim=16&qty=2')).json()
		expect(catalogue.search.filters.sort).toBe('low-to-high')
		expect(catalogue.search.quantity).toBe(2)
		expect(catalogue.nearest).toEqual([])
		const empty = await (await runLoader(homeLoader, '/?width=195&profile=45&rim=16')).json()
		expect(empty.catalogue.results.total).toBe(0)
		expect(empty.catalogue.nearest.length).toBeGreaterThan(0)
		expect(empty.catalogue.nearest.every((size: { rim: number }) => size.rim === 16)).toBe(true)
	})

	test('the area check in the URL is answered by the same rule as the checkout, beside the search', async () => {
		const { catalogue, areaCheck } = await (await runLoader(homeLoader, '/?width=205&profile=55&rim=16&suburb=clayton&postcode=3168')).json()
		expect(areaCheck).toEqual({ status: 'served', suburb: 'Clayton', postcode: '3168' })
		expect(catalogue.results.total).toBeGreaterThan(0)
		expect((await (await runLoader(homeLoader, '/')).json()).areaCheck).toBeNull()
	})

	test('without a search there are no results, only the search forms and recommendations', async () => {
		const { catalogue } = await (await runLoader(homeLoader, '/')).json()
		expect(catalogue.results).toBeNull()
		expect(catalogue.facets).toBeNull()
		expect(catalogue.brands.length).toBe(21)
		expect(catalogue.recommended.length).toBeGreaterThan(5)
	})

	test.each([
		['/?width=205&profile=55', 'form', 'Please choose width, profile and rim.'],
		['/?width=abc&profile=55&rim=16', 'width', 'Choose a width from the list.'],
		['/?brand=Acme', 'brand', 'We do not stock tyres by the brand "Acme".'],
		['/?width=205&profile=55&rim=16&page=3', 'page', 'Page 3 is past the last page of results (1).'],
		['/?front_width=225&front_profile=40', 'form', 'Please choose the width, profile and rim of both the front and the rear tyres.'],
		[`/?brand=${'x'.repeat(5000)}`, 'brand', 'Choose a brand from the list.'],
	])('%s is re-shown with the error (400)', async (path, field, message) => {
		const response = await runLoader(homeLoader, path)
		expect(response.status).toBe(400)
		const { catalogue } = await response.json()
		expect(catalogue.search.errors[field]).toBe(message)
		expect(catalogue.results).toBeNull()
	})

	test('empty form fields are tidied away with a redirect', async () => {
		const response = await runLoader(homeLoader, '/?brand=&type=&width=205&profile=55&rim=16&load_index=')
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/?width=205&profile=55&rim=16')
	})

	test('a staggered search shows the chosen side and offers pairs', async () => {
		const { catalogue } = await (
			await runLoader(homeLoader, '/?front_width=225&front_profile=40&front_rim=18&rear_width=255&rear_profile=35&rear_rim=18&side=rear&brand=Michelin')
		).json()
		expect(catalogue.search.filters).toMatchObject({ width: 255, profile: 35, rim: 18, brand: 'Michelin' })
		expect(catalogue.results.tyres.every((t: { size: string }) => t.size === '255/35R18')).toBe(true)
		expect(Object.keys(catalogue.pairs).length).toBeGreaterThan(0)
	})
})
