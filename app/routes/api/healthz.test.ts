import { describe, expect, test } from 'vitest'
import { loader } from './healthz'

describe('/healthz', () => {
	test('answers ok when the database answers', async () => {
		const response = await loader()
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ status: 'ok' })
		expect(response.headers.get('Cache-Control')).toBe('no-store')
	})
})
