import { describe, expect, test } from 'vitest'
import type { ApiTyre } from '#tests/fixtures/tyre-api'
import { runAction, runLoader } from '#tests/helpers/routes'
import { action as sizeAction, loader as sizeLoader } from './tyreall.size'

describe('POST /api/tyreall/size', () => {
	test('answers the listed tyres of that size as data, from JSON or a form', async () => {
		const json = await runAction(sizeAction, '/api/tyreall/size', { json: { width: 205, profile: '55', rim: 16 } })
		expect(json.status).toBe(200)
		const { data } = (await json.json()) as { data: ApiTyre[] }
		expect(data.length).toBeGreaterThan(10)
		expect(data.every((t) => t.SIZE === '205/55R16')).toBe(true)
		const form = await runAction(sizeAction, '/api/tyreall/size', { form: { width: '205', profile: '55', rim: '16' } })
		expect(((await form.json()) as { data: ApiTyre[] }).data).toHaveLength(data.length)
	})

	test.each([
		[{ body: '{"width": 205,' }, 'The request body is not valid JSON.'],
		[{ body: '[1,2,3]' }, 'The request body must be a JSON object.'],
		[{ json: { width: 205 } }, 'Send width, profile and rim.'],
		[{ json: { width: 'wide', profile: 55, rim: 16 } }, 'Width must be a number from 105 to 395.'],
		[{ json: { width: 205, profile: 55, rim: 99 } }, 'Rim must be a number from 10 to 26.'],
	])('bad input %j is a 400', async (input, error) => {
		const response = await runAction(sizeAction, '/api/tyreall/size', input)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({ error })
	})

	test('GET is a 405', async () => {
		expect((await runLoader(sizeLoader, '/api/tyreall/size')).status).toBe(405)
	})
})
