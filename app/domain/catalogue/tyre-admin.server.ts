import { sql } from 'kysely'
import { type Db, nowIso, writeTransaction } from '#app/lib/db.server'
import { ImageUploadError, removeUnusedUploads, removeUploads, storeUploadedImage } from '#app/lib/images.server'
import type { Tyre } from '#db/schema'
import {
	type NewTyreInput,
	parseLoadSpeedRating,
	LOW_STOCK_LEVEL,
	TYRE_PAGE_SIZE,
	type TyreFilters,
	type TyrePricesInput,
	type TyreDetailsInput,
	type DuplicateTyreInput,
	LOGO_NEEDED,
} from '#app/domain/catalogue/tyre-schema'
import { freeSlug, slugify } from '#app/lib/slug'
import { parseSize } from './size'
import { featuresToColumn, tyreDetailsOf } from './tyre-details'
import type { AdminTyre } from './types'
import { marginOf } from '#app/domain/price-rules/rule'

export type { AdminTyre } from './types'

// The owner's side of the catalogue (admin Tyres tab and the admin /api/tyreall/* calls).
// The public search and product reading live beside this file, in the catalogue module.

export function toAdminTyre(row: Tyre): AdminTyre {
	return {
		id: row.id,
		slug: row.slug,
		brand: row.brand,
		model: row.model,
		size: row.size,
		loadSpeedRating: row.load_speed_rating,
		marking: row.marking,
		runflat: row.runflat === 1,
		type: row.type,
		category: row.category,
		stock: row.stock,
		prices: [row.price_1, row.price_2, row.price_3, row.price_4, row.price_5],
		priceInclGst: row.price_incl_gst,
		costPrice: row.cost_price,
		margin: marginOf(row.price_1, row.cost_price),
		unloading24h: row.unloading_24h,
		imageUrl: row.image_url,
		brandLogoUrl: row.brand_logo_url,
		details: tyreDetailsOf(row),
	}
}

/** The optional details under our own names (the spec has none for them). */
function apiDetails(row: Tyre) {
	const details = tyreDetailsOf(row)
	return { features: details.features, warrantyKm: details.warrantyKm, fitmentGuarantee: details.fitmentGuarantee }
}

const dollars = (cents: number | null) => (cents === null ? null : cents / 100)

/** spec §3 field names, as the admin API answers them (amounts in dollars). */
export function toApiTyre(row: Tyre) {
	return {
		_id: row.id,
		Brand: row.brand,
		Model: row.model,
		SIZE: row.size,
		'LOAD/SPEED RATING': row.load_speed_rating,
		Marking: row.marking,
		RunFlat: row.runflat ? 'YES' : 'NO',
		Type: row.type,
		category: row.category,
		brand_logo_url: row.brand_logo_url,
		brandLogo: row.brand_logo_url,
		image_url: row.image_url,
		'In Stock': row.stock,
		'Price for 1': dollars(row.price_1),
		'Price for 2': dollars(row.price_2),
		'Price for 3': dollars(row.price_3),
		'Price for 4': dollars(row.price_4),
		'Price for 5': dollars(row.price_5),
		'Price Incl GST': dollars(row.price_incl_gst),
		'UNLOADING IN 24 HRS': row.unloading_24h,
		slug: row.slug,
		...apiDetails(row),
	}
}

function filtered(db: Db, filters: TyreFilters) {
	let query = db.selectFrom('tyres')
	if (filters.brand) query = query.where('brand', '=', filters.brand)
	if (filters.model) query = query.where('model', '=', filters.model)
	if (filters.width) query = query.where('width', '=', filters.width)
	if (filters.profile) query = query.where('profile', '=', filters.profile)
	if (filters.rim) query = query.where('rim', '=', filters.rim)
	if (filters.low) query = query.where('stock', '<=', LOW_STOCK_LEVEL)
	// Every word must match exactly: a whole word of the brand or model ('pilot sport 5' finds
	// Pilot Sport 5, not Pilot Sport 4 in a size with a 5), a size, a width, profile or rim, or a
	// load/speed rating. Both sides are lower-cased, so LIKE ignores case on both databases.
	const words = sql<string>`' ' || replace(lower(brand || ' ' || model), '-', ' ') || ' '`
	for (const word of searchWords(filters.q)) {
		const size = parseSize(word)
		if (size) {
			query = query.where('width', '=', size.width).where('profile', '=', size.profile).where('rim', '=', size.rim)
			continue
		}
		const widthProfile = /^(\d{3})\/(\d{2})$/.exec(word)
		if (widthProfile) {
			query = query.where('width', '=', Number(widthProfile[1])).where('profile', '=', Number(widthProfile[2]))
			continue
		}
		const pattern = `% ${word.toLowerCase().replace(/-/g, ' ').replace(/[\\%_]/g, (c) => `\\${c}`)} %`
		query = query.where((eb) =>
			eb.or([
				eb(words, 'like', sql<string>`${pattern} escape '\\'`),
				...(/^\d{2,3}$/.test(word) ? [eb('width', '=', Number(word)), eb('profile', '=', Number(word)), eb('rim', '=', Number(word))] : []),
				...(parseLoadSpeedRating(word) ? [eb('load_speed_rating', '=', parseLoadSpeedRating(word)!.rating)] : []),
				// a size typed without its / and R (2055516) matches 205/55R16
				...(/^\d{5,7}$/.test(word) ? [eb(sql<string>`cast(width as text) || cast(profile as text) || cast(rim as text)`, 'like', `${word}%`)] : []),
			]),
		)
	}
	return query
}

/** The words of a tyre search, at most five (a search is a few words, never a list). */
export function searchWords(q: string | undefined): string[] {
	return (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5)
}

/**
 * Tyres held for bookings not yet fitted: confirmed, still pending, on `fromDate` or later. A
 * booking takes its tyres out of In Stock when it is placed, so these are on the shelf but sold.
 */
export async function tyresHeldForBookings(db: Db, tyreIds: number[], fromDate: string): Promise<Map<number, number>> {
	if (tyreIds.length === 0) return new Map()
	const rows = await db
		.selectFrom('booking_lines')
		.innerJoin('bookings', 'bookings.id', 'booking_lines.booking_id')
		.select((eb) => ['booking_lines.tyre_id', eb.fn.sum<number>('booking_lines.quantity').as('held')])
		.where('booking_lines.tyre_id', 'in', tyreIds)
		.where('bookings.status', '=', 'pending')
		.where('bookings.confirmed_at', 'is not', null)
		.where('bookings.selected_date', '>=', fromDate)
		.groupBy('booking_lines.tyre_id')
		.execute()
	return new Map(rows.map((r) => [r.tyre_id!, Number(r.held)]))
}

export interface TyrePage {
	rows: Tyre[]
	total: number
	page: number
	/** the last page included in rows (page, or `through` with infinite scroll) */
	lastPage: number
	totalPages: number
	pageSize: number
}

/**
 * One page of the filtered catalogue (or pages 1..through, for the grid that grows by infinite
 * scroll), newest first. Without page or through, every matching tyre.
 */
export async function findAdminTyres(db: Db, filters: TyreFilters): Promise<TyrePage> {
	const pageSize = filters.limit ?? TYRE_PAGE_SIZE
	const { count } = await filtered(db, filters).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
	const total = Number(count)
	const totalPages = Math.max(1, Math.ceil(total / pageSize))
	let query = filtered(db, filters).selectAll().orderBy('id', 'desc')
	let page = 1
	let lastPage = totalPages
	if (filters.through) {
		lastPage = Math.min(filters.through, totalPages)
		query = query.limit(lastPage * pageSize)
	} else if (filters.page || filters.limit) {
		page = Math.min(filters.page ?? 1, totalPages)
		lastPage = page
		query = query.limit(pageSize).offset((page - 1) * pageSize)
	}
	return { rows: await query.execute(), total, page, lastPage, totalPages, pageSize }
}

/** Choices for the grid's filter selects: brands, the chosen brand's models, and the sizes held. */
export async function tyreFilterOptions(db: Db, brand: string | undefined) {
	let models = db.selectFrom('tyres').select('model').distinct().orderBy('model')
	if (brand) models = models.where('brand', '=', brand)
	const [brands, modelRows, widths, profiles, rims, withLogo] = await Promise.all([
		db.selectFrom('tyres').select('brand').distinct().orderBy('brand').execute(),
		models.execute(),
		db.selectFrom('tyres').select('width').distinct().orderBy('width').execute(),
		db.selectFrom('tyres').select('profile').distinct().orderBy('profile').execute(),
		db.selectFrom('tyres').select('rim').distinct().orderBy('rim').execute(),
		db.selectFrom('brands').select('name').where('logo_url', 'is not', null).where('logo_url', '!=', '').orderBy('name').execute(),
	])
	return {
		brands: brands.map((r) => r.brand),
		models: modelRows.map((r) => r.model),
		widths: widths.map((r) => r.width),
		profiles: profiles.map((r) => r.profile),
		rims: rims.map((r) => r.rim),
		/** brands that have a logo already: the add form needs none for them */
		brandsWithLogo: withLogo.map((r) => r.name),
	}
}

export async function findTyre(db: Db, id: number) {
	return (await db.selectFrom('tyres').selectAll().where('id', '=', id).executeTakeFirst()) ?? null
}

/** A slug no row of the table has yet: the root, or root-2, root-3 … */
async function uniqueSlug(db: Db, table: 'tyres' | 'brands', text: string, fallback: string) {
	const root = slugify(text) || fallback
	const taken = await db.selectFrom(table).select('slug').where('slug', 'like', `${root}%`).execute()
	return freeSlug(root, new Set(taken.map((r) => r.slug)))
}

export type TyreChange<T = Tyre> = { ok: true; tyre: T } | { ok: false; status: 404; message: string }
const NOT_FOUND = { ok: false, status: 404, message: 'That tyre no longer exists.' } as const

/** The brand of that name (any capitalisation), or undefined for a brand not seen before. */
function brandNamed(db: Db, name: string) {
	return db
		.selectFrom('brands')
		.select(['id', 'name', 'logo_url'])
		.where(sql`lower(name)`, '=', name.toLowerCase())
		.executeTakeFirst()
}

/**
 * Adds a tyre with its picture, and the brand logo when one was sent (both checked and
 * re-encoded first; an ImageUploadError leaves nothing behind). Without a logo the tyre takes
 * its brand's; a brand with none yet needs one (LOGO_NEEDED, on the brandLogo field). The five
 * quantity prices start at the Price Incl GST so the tyre is on sale at once; the owner edits
 * them on its card. A brand seen for the first time joins the brand list with this logo.
 */
export async function addTyre(db: Db, input: NewTyreInput): Promise<Tyre> {
	if (!input.brandLogo && !(await brandNamed(db, input.brand))?.logo_url) throw new ImageUploadError(LOGO_NEEDED, 'brandLogo')
	const imageUrl = await storeUploadedImage(input.image, 'tyres', 'image')
	let uploadedLogo: string | null = null
	try {
		if (input.brandLogo) uploadedLogo = await storeUploadedImage(input.brandLogo, 'brands', 'brandLogo')
	} catch (error) {
		await removeUploads([imageUrl])
		throw error
	}
	const rating = input.loadSpeedRating ? parseLoadSpeedRating(input.loadSpeedRating) : null
	const size = `${input.width}/${input.profile}R${input.rim}`
	try {
		return await writeTransaction(db, async (tx) => {
			// 'michelin' typed for a known 'Michelin' joins that brand, under its spelling
			const brand = await brandNamed(tx, input.brand)
			const logoUrl = uploadedLogo ?? brand?.logo_url
			// the brand's logo went between the check above and now
			if (!logoUrl) throw new ImageUploadError(LOGO_NEEDED, 'brandLogo')
			const brandName = brand?.name ?? input.brand
			const slug = await uniqueSlug(tx, 'tyres', `${brandName} ${input.model} ${size} ${rating?.rating ?? ''}`, 'tyre')
			const tyre = await tx
				.insertInto('tyres')
				.values({
					brand: brandName,
					model: input.model,
					width: input.width,
					profile: input.profile,
					rim: input.rim,
					size,
					load_speed_rating: rating?.rating ?? null,
					load_index: rating?.loadIndex ?? null,
					speed_rating: rating?.speedRating ?? null,
					marking: input.marking,
					runflat: input.runflat ? 1 : 0,
					type: input.type,
					category: input.category ?? null,
					price_1: input.priceInclGst,
					price_2: input.priceInclGst,
					price_3: input.priceInclGst,
					price_4: input.priceInclGst,
					price_5: input.priceInclGst,
					price_incl_gst: input.priceInclGst,
					stock: input.inStock,
					unloading_24h: input.unloading24h ?? null,
					slug,
					image_url: imageUrl,
					brand_logo_url: logoUrl,
					features: featuresToColumn(input.features),
					warranty_km: input.warrantyKm,
					fitment_guarantee: input.fitmentGuarantee,
				})
				.returningAll()
				.executeTakeFirstOrThrow()
			if (!brand) {
				await tx
					.insertInto('brands')
					.values({ name: input.brand, slug: await uniqueSlug(tx, 'brands', input.brand, 'brand'), category: input.category ?? null, logo_url: logoUrl })
					.execute()
			} else if (!brand.logo_url) {
				await tx.updateTable('brands').set({ logo_url: logoUrl }).where('id', '=', brand.id).execute()
			}
			return tyre
		})
	} catch (error) {
		await removeUploads([imageUrl, uploadedLogo])
		throw error
	}
}

export type DuplicateResult = { ok: true; tyre: Tyre } | { ok: false; status: 404 | 409; message: string }

/**
 * A copy of a tyre in another size: same brand, model, prices, pictures and details, the new
 * size (and load/speed rating, when given), none in stock yet and no supplier code (a code names
 * one tyre). Refused when that tyre in that size and rating exists already.
 */
export async function duplicateTyre(db: Db, id: number, input: DuplicateTyreInput): Promise<DuplicateResult> {
	return writeTransaction(db, async (tx) => {
		const source = await tx.selectFrom('tyres').selectAll().where('id', '=', id).executeTakeFirst()
		if (!source) return NOT_FOUND
		const rating = input.loadSpeedRating ? parseLoadSpeedRating(input.loadSpeedRating) : null
		const size = `${input.size.width}/${input.size.profile}R${input.size.rim}`
		const loadSpeedRating = rating ? rating.rating : source.load_speed_rating
		const existing = await tx
			.selectFrom('tyres')
			.select('id')
			.where('brand', '=', source.brand)
			.where('model', '=', source.model)
			.where('size', '=', size)
			.where(sql<boolean>`load_speed_rating is not distinct from ${loadSpeedRating}`)
			.where(sql<boolean>`marking is not distinct from ${source.marking}`)
			.executeTakeFirst()
		if (existing) return { ok: false, status: 409, message: `${source.brand} ${source.model} ${size}${loadSpeedRating ? ` ${loadSpeedRating}` : ''} exists already.` }
		const { id: _id, created_at: _created, updated_at: _updated, ...copy } = source
		const tyre = await tx
			.insertInto('tyres')
			.values({
				...copy,
				...input.size,
				size,
				load_speed_rating: loadSpeedRating,
				load_index: rating ? rating.loadIndex : source.load_index,
				speed_rating: rating ? rating.speedRating : source.speed_rating,
				stock: 0,
				supplier_code: null,
				slug: await uniqueSlug(tx, 'tyres', `${source.brand} ${source.model} ${size} ${loadSpeedRating ?? ''}`, 'tyre'),
			})
			.returningAll()
			.executeTakeFirstOrThrow()
		return { ok: true, tyre }
	})
}

/** Sets a tyre's optional details (features, warranty km, fitment guarantee); empty clears them. */
export async function updateTyreDetails(db: Db, id: number, details: TyreDetailsInput): Promise<TyreChange> {
	const tyre = await db
		.updateTable('tyres')
		.set({
			features: featuresToColumn(details.features),
			warranty_km: details.warrantyKm,
			fitment_guarantee: details.fitmentGuarantee,
			updated_at: nowIso(),
		})
		.where('id', '=', id)
		.returningAll()
		.executeTakeFirst()
	return tyre ? { ok: true, tyre } : NOT_FOUND
}

/** Deletes a tyre (cart lines holding it go with it) and its images once nothing else uses them. */
export async function deleteTyre(db: Db, id: number): Promise<TyreChange> {
	const tyre = await writeTransaction(db, async (tx) => {
		const row = await tx.selectFrom('tyres').selectAll().where('id', '=', id).executeTakeFirst()
		if (row) await tx.deleteFrom('tyres').where('id', '=', id).execute()
		return row
	})
	if (!tyre) return NOT_FOUND
	await removeUnusedUploads(db, [tyre.image_url, tyre.brand_logo_url])
	return { ok: true, tyre }
}

/** Replaces a tyre's picture; the old file goes once nothing uses it. */
export async function replaceTyreImage(db: Db, id: number, image: unknown): Promise<TyreChange> {
	if (!(await findTyre(db, id))) return NOT_FOUND
	const imageUrl = await storeUploadedImage(image, 'tyres', 'image')
	const result = await writeTransaction(db, async (tx) => {
		const row = await tx.selectFrom('tyres').select('image_url').where('id', '=', id).executeTakeFirst()
		if (!row) return null
		const tyre = await tx
			.updateTable('tyres')
			.set({ image_url: imageUrl, updated_at: nowIso() })
			.where('id', '=', id)
			.returningAll()
			.executeTakeFirstOrThrow()
		return { tyre, old: row.image_url }
	})
	if (!result) {
		await removeUploads([imageUrl])
		return NOT_FOUND
	}
	await removeUnusedUploads(db, [result.old])
	return { ok: true, tyre: result.tyre }
}

export async function updateTyreStock(db: Db, id: number, stock: number): Promise<TyreChange<Tyre & { changed: boolean }>> {
	return writeTransaction(db, async (tx) => {
		const row = await tx.selectFrom('tyres').selectAll().where('id', '=', id).executeTakeFirst()
		if (!row) return NOT_FOUND
		// spec §5: a stock update only changes something when the number differs
		if (row.stock === stock) return { ok: true, tyre: { ...row, changed: false } }
		const tyre = await tx.updateTable('tyres').set({ stock, updated_at: nowIso() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
		return { ok: true, tyre: { ...tyre, changed: true } }
	})
}

/** Sets the quantity prices given (null removes that option); the others stay as they are. */
export async function updateTyrePrices(db: Db, id: number, prices: TyrePricesInput): Promise<TyreChange> {
	const tyre = await db
		.updateTable('tyres')
		.set({
			...(prices.price1 !== undefined ? { price_1: prices.price1 } : {}),
			...(prices.price2 !== undefined ? { price_2: prices.price2 } : {}),
			...(prices.price3 !== undefined ? { price_3: prices.price3 } : {}),
			...(prices.price4 !== undefined ? { price_4: prices.price4 } : {}),
			...(prices.price5 !== undefined ? { price_5: prices.price5 } : {}),
			updated_at: nowIso(),
		})
		.where('id', '=', id)
		.returningAll()
		.executeTakeFirst()
	return tyre ? { ok: true, tyre } : NOT_FOUND
}
