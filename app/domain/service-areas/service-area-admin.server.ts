import type { Db } from '#app/lib/db.server'
import type { ServiceAreaInput } from '#app/domain/service-areas/service-area-schema'

// The owner's list of served postcodes and suburbs (admin Service Areas tab, /api/service*).

export interface ServiceAreaRow {
	id: number
	postcode: string
	suburb: string
}

export async function listServiceAreas(db: Db): Promise<ServiceAreaRow[]> {
	return db.selectFrom('service_areas').select(['id', 'postcode', 'suburb']).orderBy('suburb').orderBy('postcode').execute()
}

/** spec §3: the admin list call returns 'postcode,suburb' strings. */
export function serviceAreaStrings(rows: ServiceAreaRow[]) {
	return rows.map((r) => `${r.postcode},${r.suburb}`)
}

/** 'glen  waverley' → 'Glen Waverley': one spelling per suburb, whoever types it. */
export function normaliseSuburb(suburb: string) {
	return suburb
		.trim()
		.replace(/\s+/g, ' ')
		.toLowerCase()
		.replace(/(^|[\s'’-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
}

export type ServiceAreaChange = { ok: true; area: ServiceAreaRow } | { ok: false; status: 404 | 409; message: string }

export async function addServiceArea(db: Db, input: ServiceAreaInput): Promise<ServiceAreaChange> {
	const suburb = normaliseSuburb(input.suburb)
	const area = await db
		.insertInto('service_areas')
		.values({ postcode: input.postcode, suburb })
		.onConflict((oc) => oc.columns(['postcode', 'suburb']).doNothing())
		.returning(['id', 'postcode', 'suburb'])
		.executeTakeFirst()
	if (!area) return { ok: false, status: 409, message: `${input.postcode} ${suburb} is already in the list.` }
	return { ok: true, area }
}

export async function removeServiceArea(db: Db, input: ServiceAreaInput): Promise<ServiceAreaChange> {
	const area = await db
		.deleteFrom('service_areas')
		.where('postcode', '=', input.postcode)
		.where('suburb', '=', normaliseSuburb(input.suburb))
		.returning(['id', 'postcode', 'suburb'])
		.executeTakeFirst()
	if (!area) return { ok: false, status: 404, message: `${input.postcode} ${input.suburb} is not in the list.` }
	return { ok: true, area }
}
