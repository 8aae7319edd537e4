import { expect, test } from 'vitest'
import { catalogueVersion } from '#app/domain/catalogue/catalogue.server'
import { getDb } from '#app/lib/db.server'
import { contentVersion } from './version.server'

// The triggers of migration 0012, on whichever database the tests run (SQLite, or PostgreSQL with
// TEST_DATABASE=postgres): every write to what the public pages show besides the catalogue moves
// the content version, and only that one.
test('a blog, a setting or a service area written moves the content version, not the catalogue’s', async () => {
	const db = getDb()
	const moves = async (write: () => Promise<unknown>) => {
		const [content, catalogue] = [await contentVersion(db), await catalogueVersion(db)]
		await write()
		expect(await catalogueVersion(db)).toBe(catalogue)
		return (await contentVersion(db)) > content
	}
	const blog = await db.selectFrom('blogs').select('id').orderBy('id').executeTakeFirstOrThrow()
	expect(await moves(() => db.updateTable('blogs').set({ title: 'Tyre pressure in winter' }).where('id', '=', blog.id).execute())).toBe(true)
	expect(await moves(() => db.insertInto('settings').values({ key: 'version-test', value: '1' }).execute())).toBe(true)
	expect(await moves(() => db.deleteFrom('settings').where('key', '=', 'version-test').execute())).toBe(true)
	expect(await moves(() => db.insertInto('service_areas').values({ suburb: 'Version Test', postcode: '3999' }).execute())).toBe(true)
	expect(await moves(() => db.deleteFrom('service_areas').where('suburb', '=', 'Version Test').execute())).toBe(true)
})

test('a tyre written moves the catalogue version, not the content’s', async () => {
	const db = getDb()
	const [content, catalogue] = [await contentVersion(db), await catalogueVersion(db)]
	await db.updateTable('tyres').set({ stock: 9 }).where('id', '=', 1).execute()
	expect(await catalogueVersion(db)).toBeGreaterThan(catalogue)
	expect(await contentVersion(db)).toBe(content)
})
