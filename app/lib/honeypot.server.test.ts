import { afterEach, describe, expect, test } from 'vitest'
import { setClock } from './clock.server'
import { honeypotInputProps, isSpam } from './honeypot.server'

// The honeypot's verdicts: the field only bots fill in, and the render time the shop encrypted
// from its own clock (never the wall clock), with a minute's grace for another instance's clock.

const RENDERED_AT = Date.UTC(2030, 4, 6, 2, 0, 0)
afterEach(() => setClock(null))

function form(fields: Record<string, string>) {
	const data = new FormData()
	for (const [name, value] of Object.entries(fields)) data.set(name, value)
	return data
}

async function rendered(website = '') {
	const props = await honeypotInputProps()
	return { [props.nameFieldName]: website, [props.validFromFieldName!]: props.encryptedValidFrom }
}

describe('isSpam', () => {
	test('every form gets the one field name', async () => {
		expect(await honeypotInputProps()).toMatchObject({ nameFieldName: 'website', validFromFieldName: 'website_from' })
	})

	test('the form as rendered is not spam; the field filled in is', async () => {
		setClock(() => RENDERED_AT)
		expect(await isSpam(form(await rendered()))).toBe(false)
		expect(await isSpam(form(await rendered('https://spam.example')))).toBe(true)
	})

	test('a render time that does not decrypt, or is missing beside the field, is spam', async () => {
		expect(await isSpam(form({ website: '', website_from: 'bm90IG91cnM' }))).toBe(true)
		expect(await isSpam(form({ website: '', website_from: '%%%' }))).toBe(true)
		expect(await isSpam(form({ website: '' }))).toBe(true)
	})

	test('a render time ahead of the shop clock by more than a minute is spam', async () => {
		setClock(() => RENDERED_AT)
		const fields = await rendered()
		setClock(() => RENDERED_AT - 30_000)
		expect(await isSpam(form(fields))).toBe(false)
		setClock(() => RENDERED_AT - 5 * 60_000)
		expect(await isSpam(form(fields))).toBe(true)
	})

	test('pages within a second share one encrypted render time; a later page gets its own', async () => {
		setClock(() => RENDERED_AT)
		const first = await honeypotInputProps()
		setClock(() => RENDERED_AT + 999)
		expect((await honeypotInputProps()).encryptedValidFrom).toBe(first.encryptedValidFrom)
		setClock(() => RENDERED_AT + 1000)
		const later = await honeypotInputProps()
		expect(later.encryptedValidFrom).not.toBe(first.encryptedValidFrom)
		// the shared one still reads as the first render time: a form rendered then is not spam
		setClock(() => RENDERED_AT + 1000)
		expect(await isSpam(form({ website: '', website_from: first.encryptedValidFrom! }))).toBe(false)
	})

	test('a clock moved back never reuses a render time from its future', async () => {
		setClock(() => RENDERED_AT)
		const first = await honeypotInputProps()
		setClock(() => RENDERED_AT - 10 * 60_000)
		const earlier = await honeypotInputProps()
		expect(earlier.encryptedValidFrom).not.toBe(first.encryptedValidFrom)
		expect(await isSpam(form({ website: '', website_from: earlier.encryptedValidFrom! }))).toBe(false)
	})

	test('a post without either field is not judged (a form that has no honeypot)', async () => {
		expect(await isSpam(form({ name: 'Kim' }))).toBe(false)
	})
})
