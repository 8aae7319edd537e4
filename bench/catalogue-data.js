// Generated catalogue for the benchmark: the demo seed topped up to N tyres over many sizes.
import Database from 'better-sqlite3'

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed) {
	let state = seed >>> 0
	return () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

/**
 * Adds generated tyres over many sizes and every seeded brand until the shop holds `total`.
 * `sizes` keeps them to that many of the generated sizes (all of them, 816, unless said), for a
 * small catalogue as dense per size as a large one.
 */
export function fillCatalogue(file, total, { sizes: sizeLimit = Infinity } = {}) {
	const db = new Database(file)
	db.pragma('journal_mode = WAL')
	const existing = db.prepare('SELECT COUNT(*) AS n FROM tyres').get().n
	const brands = db.prepare('SELECT name, category, logo_url FROM brands').all()
	const sizes = []
	for (const rim of [14, 15, 16, 17, 18, 19, 20, 21])
		for (const width of [165, 175, 185, 195, 205, 215, 225, 235, 245, 255, 265, 275, 285])
			for (const profile of [35, 40, 45, 50, 55, 60, 65, 70])
				if (width / 10 + rim * 2 > 45 && width / 10 + rim * 2 < 70) sizes.push({ width, profile, rim })
	sizes.splice(Math.max(1, sizeLimit))
	const types = ['Passenger', 'Performance', 'SUV', '4WD']
	const speeds = ['H', 'V', 'W', 'Y', 'T']
	const insert = db.prepare(`INSERT INTO tyres (brand, model, width, profile, rim, size, load_speed_rating, load_index, speed_rating, marking, runflat, type, category,
		price_1, price_2, price_3, price_4, price_5, price_incl_gst, stock, unloading_24h, slug, image_url, brand_logo_url)
		VALUES (@brand, @model, @width, @profile, @rim, @size, @rating, @load, @speed, @marking, @runflat, @type, @category,
		@p1, @p2, @p3, @p4, @p5, @p1, @stock, @unloading, @slug, @image, @logo)`)
	const rand = random(424242)
	const count = Math.max(0, total - existing)
	db.transaction(() => {
		for (let i = 0; i < count; i++) {
			const brand = brands[i % brands.length]
			const size = sizes[Math.floor(rand() * sizes.length)]
			const load = 80 + Math.floor(rand() * 35)
			const speed = speeds[Math.floor(rand() * speeds.length)]
			const single = Math.round(110 + size.width * 0.4 + size.rim * 6 + rand() * 120) * 100
			const text = `${size.width}/${size.profile}R${size.rim}`
			insert.run({
				brand: brand.name,
				model: `Bench ${1 + (i % 40)}`,
				width: size.width,
				profile: size.profile,
				rim: size.rim,
				size: text,
				rating: `${load}${speed}`,
				load,
				speed,
				marking: rand() < 0.3 ? 'XL' : null,
				runflat: rand() < 0.1 ? 1 : 0,
				type: types[Math.floor(rand() * types.length)],
				category: brand.category,
				p1: single,
				p2: Math.round(single * 0.985),
				p3: Math.round(single * 0.97),
				p4: Math.round(single * 0.95),
				p5: rand() < 0.1 ? null : Math.round(single * 0.94),
				stock: Math.floor(rand() * 21),
				unloading: Math.floor(rand() * 9),
				slug: `bench-${i}-${brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${size.width}-${size.profile}r${size.rim}`,
				image: null,
				logo: brand.logo_url,
			})
		}
	})()
	db.close()
	return count
}
