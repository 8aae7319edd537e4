import { data } from 'react-router'
import { adminReturnPath } from './auth.server'
import { type Db, getDb } from './db.server'
import { addEditDeleteOf } from './form-fields'
import { tryReadFormData } from './multipart.server'

/** What an admin tab's intent handler needs: the database, the posted form and the page to go back to. */
export type AdminPost = { db: Db; form: FormData; back: string }

/**
 * The action of an admin list with an add-or-edit form above it and a Delete on each item, after
 * the route's own requireAdmin (its first line, STYLE habit 5): the body within `maxBytes`, which
 * of the three it is (addEditDeleteOf), then that intent's handler. A body that cannot be read,
 * or an intent or item that cannot be told, is answered `{ form: 'request', message }` for the
 * page's alert.
 */
export async function addEditDeleteAction<Added, Edited, Deleted>(
	request: Request,
	list: {
		maxBytes: number
		tab: string
		notUnderstood: string
		add: (post: AdminPost) => Promise<Added>
		edit: (post: AdminPost, id: number) => Promise<Edited>
		delete: (post: AdminPost, id: number) => Promise<Deleted>
	},
) {
	const read = await tryReadFormData(request, { maxBytes: list.maxBytes })
	if (!read.ok) return data({ form: 'request' as const, message: read.message }, { status: read.status })
	const parsed = addEditDeleteOf(read.form)
	if (!parsed.success) return data({ form: 'request' as const, message: list.notUnderstood }, { status: 400 })
	const post: AdminPost = { db: getDb(), form: read.form, back: adminReturnPath(read.form, list.tab) }
	const intent = parsed.data
	switch (intent.intent) {
		case 'add':
			return list.add(post)
		case 'edit':
			return list.edit(post, intent.id)
		case 'delete':
			return list.delete(post, intent.id)
	}
}
