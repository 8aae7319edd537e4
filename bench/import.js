// Price-list import at the size of a real range: 20,000 generated rows uploaded to the built
// server as the owner does it (upload → preview page → apply), first as new tyres, then again
// with every price moved 5% (20,000 changes). Prints each step's time and the server's peak
// resident memory. Not part of the test suite: `npm run build && node bench/import.js [rows]`.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, peakRss, startServer, stopServer } from './lib.js'

const ROWS = Number(process.argv[2] ?? 20_000)
const BRANDS = ['Benchbrand', 'Loadtest', 'Rangemaker', 'Suppliertyre', 'Volumegrip']
const SIZES = []
for (const rim of [14, 15, 16, 17, 18, 19, 20])
	for (const width of [175, 185, 195, 205, 215, 225, 235, 245, 255, 265])
		for (const profile of [40, 45, 50, 55, 60, 65]) SIZES.push(`${width}/${profile}R${rim}`)

function priceList(factor) {
	const lines = ['Supplier code,Brand,Model,SIZE,LOAD/SPEED RATING,In Stock,Price for 1,Price for 2,Price for 3,Price for 4,Price for 5,Price Incl GST,Cost price']
	for (let i = 0; i < ROWS; i++) {
		const base = 9000 + ((i * 7919) % 30000)
		const price = (step) => (Math.round(base * factor * (1 - step * 0.01)) / 100).toFixed(2)
		lines.push(
			[`B-${String(i).padStart(6, '0')}`, BRANDS[i % BRANDS.length], `Model ${Math.floor(i / SIZES.length)}`, SIZES[i % SIZES.length], `${80 + (i % 30)}V`, i % 13, price(0), price(1), price(2), price(3), price(4), price(0), price(30)].join(','),
		)
	}
	return `${lines.join('\n')}\n`
}

const mb = (bytes) => (bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`)

/** The server's CPU time so far (user + system, Linux /proc), in seconds; null elsewhere. */
function serverCpu() {
	try {
		const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ')
		return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
	} catch {
		return null
	}
}
// USER_HZ, 100 on every Linux this runs on
const CLOCK_TICKS = 100

// wall time, and the server's CPU time: on a shared machine the wall time follows everything
// else running, the CPU time much less so
async function timed(label, work) {
	const started = performance.now()
	const cpu = serverCpu()
	const result = await work()
	const used = cpu === null ? null : serverCpu() - cpu
	console.log(`${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(2)} s${used === null ? '' : `  (server CPU ${used.toFixed(2)} s)`}`)
	return result
}

async function importOnce(base, auth, label, csv) {
	const form = new FormData()
	form.set('file', new File([csv], `${label}.csv`, { type: 'text/csv' }))
	const uploaded = await timed(`${label}: upload (${(csv.length / 1024 / 1024).toFixed(1)} MB)`, () =>
		fetch(`${base}/admin/tyres/price-lists`, { method: 'POST', headers: auth, body: form, redirect: 'manual' }),
	)
	const location = uploaded.headers.get('Location')
	if (uploaded.status !== 303 || !location) throw new Error(`upload answered ${uploaded.status}: ${(await uploaded.text()).slice(0, 300)}`)
	const html = await timed(`${label}: preview`, async () => (await fetch(`${base}${location}`, { headers: auth })).text())
	const fingerprint = /name="fingerprint" value="([^"]+)"/.exec(html)?.[1]
	if (!fingerprint) throw new Error(`no preview in ${html.slice(0, 300)}`)
	const applied = await timed(`${label}: apply`, () =>
		fetch(`${base}${location}`, {
			method: 'POST',
			headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ intent: 'apply', fingerprint }),
			redirect: 'manual',
		}),
	)
	if (applied.status !== 303) throw new Error(`apply answered ${applied.status}: ${(await applied.text()).slice(0, 300)}`)
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = await startServer({ dataDir, port })
try {
	const login = await fetch(`${base}/api/admin/login`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ username: 'bench', password: 'bench-password-0123' }),
	})
	const { token } = await login.json()
	if (!token) throw new Error(`login answered ${login.status}`)
	const auth = { Authorization: `Bearer ${token}` }
	console.log(`${ROWS.toLocaleString('en-AU')} rows`)
	await importOnce(base, auth, 'new range', priceList(1))
	await importOnce(base, auth, 'every price +5%', priceList(1.05))
	await timed('export CSV', async () => (await fetch(`${base}/admin/tyres/export/csv`, { headers: auth })).arrayBuffer())
	await timed('export XLSX', async () => (await fetch(`${base}/admin/tyres/export/xlsx`, { headers: auth })).arrayBuffer())
	console.log(`server peak RSS                    ${mb(await peakRss(server.pid))}`)
} finally {
	await stopServer(server)
	fs.rmSync(dataDir, { recursive: true, force: true })
}
