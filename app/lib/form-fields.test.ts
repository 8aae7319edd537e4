import { describe, expect, test } from 'vitest'
import { addEditDeleteOf } from './form-fields'

function form(fields: Record<string, string>) {
	const data = new FormData()
	for (const [name, value] of Object.entries(fields)) data.set(name, value)
	return data
}

describe('addEditDeleteOf', () => {
	test('names the intent, and for edit and delete the item', () => {
		expect(addEditDeleteOf(form({ intent: 'add', title: 'x' })).data).toEqual({ intent: 'add' })
		expect(addEditDeleteOf(form({ intent: 'edit', id: '12' })).data).toEqual({ intent: 'edit', id: 12 })
		expect(addEditDeleteOf(form({ intent: 'delete', id: '3' })).data).toEqual({ intent: 'delete', id: 3 })
	})

	test('a post without an intent is an add', () => {
		expect(addEditDeleteOf(form({ code: 'SAVE10' })).data).toEqual({ intent: 'add' })
	})

	test('an unknown intent, or an edit or delete without a whole positive id, is refused', () => {
		const refused: Record<string, string>[] = [{ intent: 'rename', id: '1' }, { intent: 'edit' }, { intent: 'delete', id: '0' }, { intent: 'edit', id: '1.5' }, { intent: 'delete', id: 'abc' }]
		for (const fields of refused) {
			expect(addEditDeleteOf(form(fields)).success, JSON.stringify(fields)).toBe(false)
		}
	})
})
