import type { Db } from '#app/lib/db.server'
import { nowIso } from '#app/lib/db.server'
import type { Service } from '#db/schema'
import { freeSlug, slugify } from '#app/lib/slug'
import { type PricedLine, priceService, serviceQuantityProblem } from '#app/domain/pricing/pricing'
import type { ServiceInput } from './service-schema'
import type { BookableService } from './bookable-service'

export type { BookableService } from './bookable-service'

// The bookable services (migration 0019): the owner's list, and what customers can book from it.
// A service's words on the service pages are page copy (app/domain/content/services.ts); this is
// the price list the cart, checkout and capacity read.

export function toBookableService(row: Service): BookableService {
	return {
		id: row.id,
		slug: row.slug,
		name: row.name,
		description: row.description,
		price: row.price,
		minutes: row.minutes,
		perTyre: row.per_tyre === 1,
		active: row.active === 1,
	}
}

/** The owner's list (every service), or what customers may book (`activeOnly`), in the owner's order. */
export async function listServices(db: Db, { activeOnly = false }: { activeOnly?: boolean } = {}): Promise<BookableService[]> {
	const rows = await db
		.selectFrom('services')
		.selectAll()
		.$if(activeOnly, (qb) => qb.where('active', '=', 1))
		.orderBy('sort_order')
		.orderBy('id')
		.execute()
	return rows.map(toBookableService)
}

export async function findService(db: Db, id: number): Promise<BookableService | null> {
	const row = await db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst()
	return row ? toBookableService(row) : null
}

/** Active services by slug, in the owner's order (a service page offers the ones it is about). */
export async function activeServicesBySlug(db: Db, slugs: readonly string[]): Promise<BookableService[]> {
	if (slugs.length === 0) return []
	const rows = await db.selectFrom('services').selectAll().where('slug', 'in', [...slugs]).where('active', '=', 1).orderBy('sort_order').orderBy('id').execute()
	return rows.map(toBookableService)
}

export async function addService(db: Db, input: ServiceInput, now: Date = new Date()): Promise<BookableService> {
	const base = slugify(input.name) || 'service'
	const taken = new Set((await db.selectFrom('services').select('slug').where('slug', 'like', `${base}%`).execute()).map((r) => r.slug))
	const slug = freeSlug(base, taken)
	const last = await db.selectFrom('services').select((eb) => eb.fn.max('sort_order').as('max')).executeTakeFirst()
	const row = await db
		.insertInto('services')
		.values({
			slug,
			name: input.name,
			description: input.description,
			price: input.price,
			minutes: input.minutes,
			per_tyre: input.perTyre ? 1 : 0,
			active: input.active ? 1 : 0,
			sort_order: Number(last?.max ?? 0) + 10,
			created_at: nowIso(now),
			updated_at: nowIso(now),
		})
		.returningAll()
		.executeTakeFirstOrThrow()
	return toBookableService(row)
}

/** false when there is no such service. Bookings already placed keep the price and minutes they were booked at. */
export async function updateService(db: Db, id: number, input: ServiceInput, now: Date = new Date()): Promise<boolean> {
	const result = await db
		.updateTable('services')
		.set({
			name: input.name,
			description: input.description,
			price: input.price,
			minutes: input.minutes,
			per_tyre: input.perTyre ? 1 : 0,
			active: input.active ? 1 : 0,
			updated_at: nowIso(now),
		})
		.where('id', '=', id)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) === 1
}

export interface PricedService extends PricedLine {
	service: BookableService
	/** minutes of work for the whole line */
	minutes: number
}

export const UNAVAILABLE_SERVICE_MESSAGE = 'A service in your order can no longer be booked online. Please remove it from your cart.'

/** Prices booked services from the owner's current list, refusing unknown or switched-off ones and bad quantities. */
export async function priceServiceLines(
	db: Db,
	lines: readonly { serviceId: number; quantity: number }[],
): Promise<{ ok: true; lines: PricedService[] } | { ok: false; message: string }> {
	if (lines.length === 0) return { ok: true, lines: [] }
	const ids = [...new Set(lines.map((l) => l.serviceId))]
	if (ids.length !== lines.length) return { ok: false, message: 'The same service appears twice in the order.' }
	const rows = await db.selectFrom('services').selectAll().where('id', 'in', ids).execute()
	const byId = new Map(rows.map((r) => [r.id, toBookableService(r)]))
	const priced: PricedService[] = []
	for (const line of lines) {
		const service = byId.get(line.serviceId)
		if (!service) return { ok: false, message: UNAVAILABLE_SERVICE_MESSAGE }
		const problem = serviceQuantityProblem(service, line.quantity)
		if (problem) return { ok: false, message: service.active ? `${service.name}: ${problem}` : UNAVAILABLE_SERVICE_MESSAGE }
		priced.push({ ...priceService(service, line.quantity), service, minutes: service.minutes * line.quantity })
	}
	return { ok: true, lines: priced }
}
