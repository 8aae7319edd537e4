import { describe, expect, test } from 'vitest'
import { BODY_MESSAGES, FIELDS_ONLY_BYTES, JSON_BODY_BYTES, ONE_IMAGE_FORM_BYTES, readFields, readFormData, readJson, RequestBodyError } from './multipart.server'

function multipart(body: string, boundary = 'XyZ') {
	return new Request('http://localhost/api/x', { method: 'POST', headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body })
}

async function failure(run: () => Promise<unknown>) {
	const error = await run().catch((e: unknown) => e)
	expect(error).toBeInstanceOf(RequestBodyError)
	return error as RequestBodyError
}

describe('readFormData', () => {
	test('reads a multipart form with a file', async () => {
		const form = new FormData()
		form.set('title', 'Hello')
		form.set('image', new File(['abc'], 'a.png', { type: 'image/png' }))
		const request = new Request('http://localhost/x', { method: 'POST', body: form })
		const read = await readFormData(request, { maxBytes: 10_000 })
		expect(read.get('title')).toBe('Hello')
		expect(await (read.get('image') as File).text()).toBe('abc')
	})

	test('a malformed multipart body is a 400, an oversize one 413 (declared or not), another type 415', async () => {
		expect(await failure(() => readFormData(multipart('--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end'), { maxBytes: 10_000 }))).toMatchObject({
			status: 400,
			message: BODY_MESSAGES.malformed,
		})
		const big = 'x'.repeat(2000)
		expect(await failure(() => readFormData(multipart(big), { maxBytes: 1000 }))).toMatchObject({ status: 413 })
		const declared = new Request('http://localhost/x', {
			method: 'POST',
			headers: { 'Content-Type': 'multipart/form-data; boundary=a', 'Content-Length': '999999' },
			body: 'small',
		})
		expect(await failure(() => readFormData(declared, { maxBytes: 1000 }))).toMatchObject({ status: 413, message: BODY_MESSAGES.formTooLarge })
		const declaredUpload = new Request('http://localhost/x', {
			method: 'POST',
			headers: { 'Content-Type': 'multipart/form-data; boundary=a', 'Content-Length': String(ONE_IMAGE_FORM_BYTES + 1) },
			body: 'small',
		})
		expect(await failure(() => readFormData(declaredUpload, { maxBytes: ONE_IMAGE_FORM_BYTES }))).toMatchObject({ status: 413, message: BODY_MESSAGES.tooLarge })
		const text = new Request('http://localhost/x', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'a=1' })
		expect(await failure(() => readFormData(text, { maxBytes: 1000 }))).toMatchObject({ status: 415 })
	})

	test('a form with room for images still takes no text field longer than a text form may be', async () => {
		const form = new FormData()
		form.set('model', `a@${'.'.repeat(FIELDS_ONLY_BYTES)}@`)
		form.set('image', new File(['abc'], 'a.png', { type: 'image/png' }))
		const request = new Request('http://localhost/admin/tyres', { method: 'POST', body: form })
		expect(await failure(() => readFormData(request, { maxBytes: ONE_IMAGE_FORM_BYTES }))).toMatchObject({ status: 413, message: BODY_MESSAGES.formTooLarge })
		// the longest text the owner's forms take still goes through
		const longest = new FormData()
		longest.set('description', 'x'.repeat(FIELDS_ONLY_BYTES))
		const read = await readFormData(new Request('http://localhost/admin/blogs', { method: 'POST', body: longest }), { maxBytes: ONE_IMAGE_FORM_BYTES })
		expect((read.get('description') as string).length).toBe(FIELDS_ONLY_BYTES)
	})
})

describe('readFields', () => {
	test('reads JSON objects and forms alike', async () => {
		const json = new Request('http://localhost/x', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{"inStock":4}' })
		expect(await readFields(json)).toEqual({ inStock: 4 })
		const form = new Request('http://localhost/x', { method: 'PUT', body: new URLSearchParams({ inStock: '5' }) })
		expect(await readFields(form)).toEqual({ inStock: '5' })
	})

	test('bad JSON and non-objects are 400s', async () => {
		for (const body of ['{nope', '[1,2]', '"text"']) {
			const request = new Request('http://localhost/x', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
			expect((await failure(() => readFields(request))).status).toBe(400)
		}
	})
})

describe('readJson', () => {
	test('reads JSON of any declared type, and refuses a body over the limit before parsing it', async () => {
		const json = new Request('http://localhost/x', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{"a":[1]}' })
		expect(await readJson(json)).toEqual({ a: [1] })
		const big = new Request('http://localhost/x', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ a: 'x'.repeat(JSON_BODY_BYTES) }) })
		expect(await failure(() => readJson(big))).toMatchObject({ status: 413, message: BODY_MESSAGES.jsonTooLarge })
		const broken = new Request('http://localhost/x', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":' })
		expect(await failure(() => readJson(broken))).toMatchObject({ status: 400, message: BODY_MESSAGES.badJson })
	})
})
