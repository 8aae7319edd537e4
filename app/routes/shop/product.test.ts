import { describe, expect, test } from 'vitest'
import { runLoader } from '#tests/helpers/routes'
import { loader as productLoader } from './product'

describe('product page loader', () => {
	test('a listed tyre', async () => {
		const response = await runLoader(productLoader, '/product/michelin-primacy-4-205-55r16-91v', { params: { slug: 'michelin-primacy-4-205-55r16-91v' } })
		expect(response.status).toBe(200)
		const body = await response.json()
		expect(body.tyre).toMatchObject({ brand: 'Michelin', model: 'Primacy 4', size: '205/55R16' })
		// the range's own picture and the brand's logo from the demo data; its features and warranty
		expect(body.tyre.imageUrl).toBe('/uploads/seed/tyres/michelin-primacy-4-tread.svg')
		expect(body.tyre.brandLogoUrl).toBe('/uploads/seed/brands/michelin-wordmark.svg')
		expect(body.details).toMatchObject({ warrantyKm: 80000, features: expect.arrayContaining(['Quiet, comfortable ride']), fitmentGuarantee: expect.stringContaining('30 days') })
	})

	test('a tyre without features, warranty or guarantee has no such block', async () => {
		const slug = 'triangle-effexsport-th202-225-45r17-94y'
		const response = await runLoader(productLoader, `/product/${slug}`, { params: { slug } })
		expect(response.status).toBe(200)
		expect((await response.json()).details).toBeNull()
	})

	test.each([
		['michelin-primacy-4-215-55r16-91v', { width: 215, profile: 55, rim: 16 }],
		['zeta-antarctica-5-205-55r16-94t', { width: 205, profile: 55, rim: 16 }],
		['nothing-like-a-tyre', null],
		['%3Cscript%3E', null],
	])('%s is a 404 that names the size when it can', async (slug, size) => {
		const response = await runLoader(productLoader, `/product/${slug}`, { params: { slug } })
		expect(response.status).toBe(404)
		expect(await response.json()).toEqual({ size })
	})
})
