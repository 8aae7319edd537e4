import { describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server'
import { adminLoad as load, adminPost as postTo } from '#tests/admin-fixtures'
import * as contact from './contact'

// The admin tab's loader and actions as plain form posts (the no-JavaScript path).

describe('the contact tab', () => {
	test('contact: clear all', async () => {
		await getDb().insertInto('contact_messages').values({ name: 'A', email: 'a@b.co', phone: '1', subject: 's', message: 'm' }).execute()
		expect((await load(contact, '/admin/contact?clear=1')).data.confirming).toEqual({ kind: 'clear' })
		expect((await postTo(contact, '/admin/contact', { intent: 'clear' })).toast?.type).toBe('success')
		expect((await load(contact, '/admin/contact')).data.messages).toEqual([])
	})
})
