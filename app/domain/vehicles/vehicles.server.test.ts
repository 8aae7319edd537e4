import http from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getCatalogue } from '#app/domain/catalogue/catalogue.server'
import { getDb } from '#app/lib/db.server'
import { httpRegoLookup } from './http-rego.server'
import { localRegoProvider } from './local-rego.server'
import { describeVehicle, isRego, normaliseRego } from './rego'
import { searchByRego } from './rego-search.server'
import { vehiclePage } from './vehicle-page.server'
import { findMake, httpRegoProvider, vehicleFitments, vehicleMakes, vehicleModels, vehicleYears } from './vehicles.server'

describe('plates', () => {
	test('normalised to capitals without spaces or dashes; letters and digits only', () => {
		expect(normaliseRego(' 1ab-2 cd ')).toBe('1AB2CD')
		expect(isRego('1AB2CD')).toBe(true)
		expect(isRego('A')).toBe(false)
		expect(isRego('ABCDEFGHIJ')).toBe(false)
		expect(isRego('AB<12')).toBe(false)
		expect(describeVehicle({ make: 'Toyota', model: 'Prius', variant: '', year: null, yearFrom: 2009, yearTo: 2015 })).toBe('2009–2015 Toyota Prius')
	})
})

describe('local fitment table', () => {
	test('holds at least 60 vehicles and demo plates in several states', async () => {
		const db = getDb()
		const vehicles = await db.selectFrom('vehicles').select('id').execute()
		expect(vehicles.length).toBeGreaterThanOrEqual(60)
		const states = await db.selectFrom('vehicle_registrations').select('state').distinct().execute()
		expect(states.length).toBeGreaterThanOrEqual(4)
	})

	test('the local provider finds one, several or no vehicles for a plate', async () => {
		const provider = localRegoProvider(getDb())
		const one = await provider.lookup('1TZ7MW', 'VIC')
		expect(one).toEqual({
			status: 'found',
			vehicles: [{ make: 'Toyota', model: 'HiLux', variant: 'SR5', year: 2021, yearFrom: 2015, yearTo: 2026, frontSize: '265/60R18', rearSize: null }],
		})
		const several = await provider.lookup('1DW5RT', 'VIC')
		expect(several.status === 'found' && several.vehicles.map((v) => v.variant)).toEqual(['Ascent Sport', 'ZR'])
		expect(await provider.lookup('1DW5RT', 'QLD')).toEqual({ status: 'not-found' })
	})

	test('make → model → year → variants with factory sizes', async () => {
		const db = getDb()
		const makes = await vehicleMakes(db)
		expect(makes).toContain('Toyota')
		expect(makes).toEqual([...makes].sort())
		expect(await findMake(db, 'mercedes-benz')).toBe('Mercedes-Benz')
		expect(await findMake(db, 'Trabant')).toBeUndefined()
		expect(await vehicleModels(db, 'Toyota')).toContain('Corolla')
		const years = await vehicleYears(db, 'Toyota', 'Corolla')
		expect(years[0]).toBe(2026)
		expect(years.at(-1)).toBe(2007)
		const variants = await vehicleFitments(db, { make: 'toyota', model: 'corolla', year: 2020 })
		// the GR Sport came in 2022: not a 2020 variant
		expect(variants.map((v) => `${v.variant} ${v.frontSize}`)).toEqual(['Ascent Sport 205/55R16', 'SX 225/45R17', 'ZR 225/40R18'])
		const bmw = await vehicleFitments(db, { make: 'BMW', model: '3 Series', year: 2018, variant: '330i M Sport' })
		expect(bmw).toEqual([expect.objectContaining({ frontSize: '225/40R18', rearSize: '255/35R18' })])
	})
})

describe('registration service adapter (REGO_API_URL)', () => {
	let server: http.Server
	let url = ''
	const seen: { url: string; auth: string | undefined }[] = []
	beforeAll(async () => {
		server = http.createServer((req, res) => {
			seen.push({ url: req.url ?? '', auth: req.headers.authorization })
			const rego = new URL(req.url ?? '/', 'http://x').searchParams.get('rego')
			res.setHeader('Content-Type', 'application/json')
			if (rego === 'SIZED1') res.end(JSON.stringify({ vehicles: [{ make: 'Ford', model: 'Focus', series: 'ST', year: 2017, frontTyreSize: '235/40 R18' }] }))
			else if (rego === 'NOSIZE') res.end(JSON.stringify({ make: 'Toyota', model: 'Camry', variant: 'SX', year: '2019' }))
			else if (rego === 'BROKEN') res.end('{oops')
			else if (rego === 'DOWN') {
				res.statusCode = 502
				res.end('{}')
			} else if (rego === 'SLOW') setTimeout(() => res.end('{}'), 2000)
			else {
				res.statusCode = 404
				res.end('{}')
			}
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		const address = server.address() as { port: number }
		url = `http://127.0.0.1:${address.port}/lookup`
	})
	afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

	test('sends the plate, state and key; reads sizes in the common field names', async () => {
		const lookup = httpRegoLookup({ url, apiKey: 'secret-key' })
		expect(await lookup('SIZED1', 'NSW')).toEqual({
			status: 'found',
			vehicles: [{ make: 'Ford', model: 'Focus', variant: 'ST', year: 2017, frontSize: '235/40R18', rearSize: null }],
		})
		expect(seen.at(-1)).toEqual({ url: '/lookup?rego=SIZED1&state=NSW', auth: 'Bearer secret-key' })
	})

	test('a service without tyre sizes is completed from the fitment table', async () => {
		const provider = httpRegoProvider(getDb(), { url })
		const answer = await provider.lookup('NOSIZE', 'VIC')
		expect(answer).toEqual({
			status: 'found',
			vehicles: [expect.objectContaining({ make: 'Toyota', model: 'Camry', variant: 'SX', year: 2019, frontSize: '235/45R18' })],
		})
	})

	test('unknown plates, outages, bad answers and timeouts never throw', async () => {
		// A hang bound where the service answers: a busy machine took over 300 ms for the 404.
		const lookup = httpRegoLookup({ url, timeoutMs: 30_000 })
		expect(await lookup('NOTHERE', 'VIC')).toEqual({ status: 'not-found' })
		expect((await lookup('DOWN', 'VIC')).status).toBe('unavailable')
		expect((await lookup('BROKEN', 'VIC')).status).toBe('unavailable')
		// The slow service answers after 2 s on this process's own timers: the 300 ms timeout
		// comes first however busy the machine is.
		expect((await httpRegoLookup({ url, timeoutMs: 300 })('SLOW', 'VIC')).status).toBe('unavailable')
		expect((await httpRegoLookup({ url: 'http://127.0.0.1:1/none', timeoutMs: 30_000 })('ABC', 'VIC')).status).toBe('unavailable')
	})
})

describe('vehicle search page data', () => {
	const ok = () => ({ ok: true, retryAfterSeconds: 0 })
	test('a plate with a staggered fitment links to the staggered search', async () => {
		const db = getDb()
		const catalogue = await getCatalogue(db)
		const result = await searchByRego(localRegoProvider(db), catalogue, 'WNB305', 'VIC')
		expect(result.status).toBe('found')
		const page = await vehiclePage(db, catalogue, new URLSearchParams('rego=wnb305&state=vic'), { provider: localRegoProvider(db), rateLimit: ok })
		expect(page.rego).toMatchObject({
			status: 'found',
			matches: [
				{
					description: '2018 BMW 3 Series 330i M Sport',
					staggered: true,
					searchHref: '/?front_width=225&front_profile=40&front_rim=18&rear_width=255&rear_profile=35&rear_rim=18&side=front&vehicle=2018+BMW+3+Series#results',
				},
			],
		})
	})

	test('bad plates are field errors; too many lookups are refused; unknown make/model choices are dropped', async () => {
		const db = getDb()
		const catalogue = await getCatalogue(db)
		const provider = localRegoProvider(db)
		const bad = await vehiclePage(db, catalogue, new URLSearchParams('rego=&state=XX'), { provider, rateLimit: ok })
		expect(bad.rego).toEqual({
			status: 'invalid',
			errors: { rego: 'Enter the registration plate: letters and numbers only, up to 9.', state: 'Choose the state the vehicle is registered in.' },
		})
		const limited = await vehiclePage(db, catalogue, new URLSearchParams('rego=ABC123&state=VIC'), { provider, rateLimit: () => ({ ok: false, retryAfterSeconds: 30 }) })
		expect(limited.rego).toEqual({ status: 'unavailable', message: 'Too many registration searches. Try again in 30 seconds.' })
		const models = await vehiclePage(db, catalogue, new URLSearchParams('make=toyota&model=Nope&year=2020'), { provider, rateLimit: ok })
		expect(models.chosen).toEqual({ make: 'Toyota', model: null, year: null })
		expect(models.models).toContain('Corolla')
		expect(models.variants).toBeNull()
		const full = await vehiclePage(db, catalogue, new URLSearchParams('make=Mazda&model=CX-5&year=2022'), { provider, rateLimit: ok })
		expect(full.variants!.length).toBeGreaterThan(0)
		expect(full.variants![0]!.tyreCount).toBeGreaterThanOrEqual(0)
	})
})
