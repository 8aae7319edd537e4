import fs from 'node:fs'
import path from 'node:path'
import type { Kysely } from 'kysely'
import type { DB } from './schema'
import { SEED_BLOGS } from './seed-data/blogs'
import { SEED_TRUST_SETTINGS } from './seed-data/trust'
import { SEED_SERVICE_AREAS } from './seed-data/suburbs'
import { SEED_BRANDS, seedTyres, slugify } from './seed-data/tyres'
import { SEED_REGISTRATIONS, SEED_VEHICLES } from './seed-data/vehicles'
import { SEED_TYRE_DETAILS } from './seed-data/tyre-details'
import { blogImageSvg, brandWordmarkSvg, tyreTreadSvg } from './seed-svg'
import { currentTime } from '#app/lib/clock.server'
import { addDays } from '#app/domain/slots/shop-time'

export const SLOTS = ['morning', 'lunch', 'afternoon', 'flexible'] as const
// Minutes of work per slot on every weekday until the owner changes them in the admin: three
// hour-long 4-tyre jobs in each 3-hour window, four flexible ones.
export const DEFAULT_SLOT_CAPACITY: Record<(typeof SLOTS)[number], number> = { morning: 180, lunch: 180, afternoon: 180, flexible: 240 }

/**
 * The demo coupons, dated from the day the shop is seeded: a fixed expiry would turn the demo
 * shop's coupons (and every test that applies one) stale on a calendar date.
 */
export function seedCoupons(today: string) {
	return [
		// percentage in whole percent; flat and minimum amounts in cents
		{ code: 'WELCOME10', discount_type: 'percentage' as const, discount_value: 10, minimum_amount: 20000, expiry_date: addDays(today, 365) },
		{ code: 'SAVE25', discount_type: 'flat' as const, discount_value: 2500, minimum_amount: 40000, expiry_date: addDays(today, 182) },
	]
}

export async function isCatalogueEmpty(db: Kysely<DB>) {
	const row = await db.selectFrom('tyres').select('id').limit(1).executeTakeFirst()
	return row === undefined
}

export interface SeedReport {
	brands: number
	tyres: number
	serviceAreas: number
	blogs: number
	coupons: number
	slotCapacity: number
	vehicles: number
	registrations: number
}

/**
 * Demo data for an empty shop; safe to run again: rows that already exist (by their unique
 * keys) are left as they are, so it only adds what is missing. Returns the rows it added.
 * `now` dates the demo coupons; it is the server's clock unless a caller pins one.
 */
export async function seedDatabase(db: Kysely<DB>, { uploadsDir, now = currentTime() }: { uploadsDir: string; now?: Date }): Promise<SeedReport> {
	const seedDir = path.join(uploadsDir, 'seed')
	for (const sub of ['brands', 'tyres', 'blogs']) fs.mkdirSync(path.join(seedDir, sub), { recursive: true })
	const writeImage = (relative: string, svg: string) => {
		const file = path.join(seedDir, relative)
		if (!fs.existsSync(file)) fs.writeFileSync(file, svg)
		return `/uploads/seed/${relative}`
	}

	const added = (result: { numInsertedOrUpdatedRows?: bigint }[]) => result.reduce((n, r) => n + Number(r.numInsertedOrUpdatedRows ?? 0), 0)

	return db.transaction().execute(async (tx) => {
		const report: SeedReport = { brands: 0, tyres: 0, serviceAreas: 0, blogs: 0, coupons: 0, slotCapacity: 0, vehicles: 0, registrations: 0 }

		const logos = new Map<string, string>()
		for (const brand of SEED_BRANDS) {
			const slug = slugify(brand.name)
			const logo = writeImage(`brands/${slug}-wordmark.svg`, brandWordmarkSvg(brand.name, brand.colours))
			logos.set(brand.name, logo)
			report.brands += added(
				await tx
					.insertInto('brands')
					.values({ name: brand.name, slug, category: brand.category, logo_url: logo })
					.onConflict((oc) => oc.column('name').doNothing())
					.execute(),
			)
		}

		const tyres = seedTyres()
		for (const tyre of tyres) {
			const key = `${tyre.brand} ${tyre.model}`
			// one picture per range, its own tread pattern (about 2 KB)
			const image = writeImage(`tyres/${slugify(key)}-tread.svg`, tyreTreadSvg(tyre.brand, tyre.model, tyre.type))
			const details = SEED_TYRE_DETAILS[key]
			report.tyres += added(
				await tx
					.insertInto('tyres')
					.values({
						brand: tyre.brand,
						model: tyre.model,
						width: tyre.width,
						profile: tyre.profile,
						rim: tyre.rim,
						size: tyre.size,
						load_speed_rating: `${tyre.loadIndex}${tyre.speedRating}`,
						load_index: tyre.loadIndex,
						speed_rating: tyre.speedRating,
						marking: tyre.marking,
						runflat: tyre.runflat ? 1 : 0,
						type: tyre.type,
						category: tyre.category,
						price_1: tyre.prices[0],
						price_2: tyre.prices[1],
						price_3: tyre.prices[2],
						price_4: tyre.prices[3],
						price_5: tyre.prices[4],
						price_incl_gst: tyre.priceInclGst,
						stock: tyre.stock,
						unloading_24h: tyre.unloading24h,
						slug: tyre.slug,
						image_url: image,
						brand_logo_url: logos.get(tyre.brand) ?? null,
						features: details?.features.join('\n') ?? null,
						warranty_km: details?.warrantyKm ?? null,
						fitment_guarantee: details?.fitmentGuarantee ?? null,
					})
					.onConflict((oc) => oc.column('slug').doNothing())
					.execute(),
			)
		}

		// demo trust: a rating, a link to the reviews and a few short ones (the owner replaces them
		// in Settings); a value the owner has saved, even empty, is left as it is
		for (const [key, value] of Object.entries(SEED_TRUST_SETTINGS)) {
			await tx
				.insertInto('settings')
				.values({ key, value })
				.onConflict((oc) => oc.column('key').doNothing())
				.execute()
		}

		for (const area of SEED_SERVICE_AREAS) {
			report.serviceAreas += added(
				await tx
					.insertInto('service_areas')
					.values(area)
					.onConflict((oc) => oc.columns(['postcode', 'suburb']).doNothing())
					.execute(),
			)
		}

		for (const [index, blog] of SEED_BLOGS.entries()) {
			const image = writeImage(`blogs/${blog.slug}.svg`, blogImageSvg(blog.imageLabel, index))
			report.blogs += added(
				await tx
					.insertInto('blogs')
					.values({
						title: blog.title,
						slug: blog.slug,
						description: blog.description,
						meta_title: blog.metaTitle,
						meta_description: blog.metaDescription,
						image_url: image,
						created_at: `${blog.publishedAt}T09:00:00.000Z`,
					})
					.onConflict((oc) => oc.column('slug').doNothing())
					.execute(),
			)
		}

		for (const coupon of seedCoupons(now.toISOString().slice(0, 10))) {
			report.coupons += added(
				await tx
					.insertInto('coupons')
					.values(coupon)
					.onConflict((oc) => oc.column('code').doNothing())
					.execute(),
			)
		}

		for (let weekday = 0; weekday < 7; weekday++) {
			for (const slot of SLOTS) {
				report.slotCapacity += added(
					await tx
						.insertInto('slot_capacity')
						.values({ weekday, slot, capacity: DEFAULT_SLOT_CAPACITY[slot] })
						.onConflict((oc) => oc.columns(['weekday', 'slot']).doNothing())
						.execute(),
				)
			}
		}

		for (const vehicle of SEED_VEHICLES) {
			report.vehicles += added(
				await tx
					.insertInto('vehicles')
					.values({
						make: vehicle.make,
						model: vehicle.model,
						variant: vehicle.variant,
						year_from: vehicle.yearFrom,
						year_to: vehicle.yearTo,
						front_size: vehicle.frontSize,
						rear_size: vehicle.rearSize ?? null,
					})
					.onConflict((oc) => oc.columns(['make', 'model', 'variant', 'year_from']).doNothing())
					.execute(),
			)
		}
		for (const registration of SEED_REGISTRATIONS) {
			const vehicle = await tx
				.selectFrom('vehicles')
				.select('id')
				.where('make', '=', registration.make)
				.where('model', '=', registration.model)
				.where('variant', '=', registration.variant)
				.where('year_from', '<=', registration.year)
				.where('year_to', '>=', registration.year)
				.executeTakeFirst()
			if (!vehicle) throw new Error(`Seed registration ${registration.rego} names no seeded vehicle`)
			report.registrations += added(
				await tx
					.insertInto('vehicle_registrations')
					.values({ rego: registration.rego, state: registration.state, vehicle_id: vehicle.id, year: registration.year })
					.onConflict((oc) => oc.columns(['rego', 'state', 'vehicle_id']).doNothing())
					.execute(),
			)
		}

		return report
	})
}
