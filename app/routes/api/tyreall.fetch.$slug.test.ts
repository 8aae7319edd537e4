import { describe, expect, test } from 'vitest'
import { runLoader } from '#tests/helpers/routes'
import { loader as fetchLoader } from './tyreall.fetch.$slug'

describe('GET /api/tyreall/fetch/{slug}', () => {
	test('answers one tyre object', async () => {
		const response = await runLoader(fetchLoader, '/', { params: { slug: 'michelin-primacy-4-205-55r16-91v' } })
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({ Brand: 'Michelin', Model: 'Primacy 4', SIZE: '205/55R16', 'LOAD/SPEED RATING': '91V' })
	})

	test.each([
		['no-such-tyre', 404],
		['zeta-antarctica-5-205-55r16-94t', 404],
		['../../etc/passwd', 400],
		['UPPER-case', 400],
		['a'.repeat(300), 400],
	])('%s answers %s', async (slug, status) => {
		const response = await runLoader(fetchLoader, '/', { params: { slug } })
		expect(response.status).toBe(status)
		expect(await response.json()).toHaveProperty('error')
	})
})
