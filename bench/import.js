// Price-list import at the size of a real range: 20,000 generated rows uploaded to the built
// server as the owner does it (upload → preview page → apply), first as new tyres, then again
// with every price moved 5% (20,000 changes), then as an Excel workbook with every price moved 10%,
// then both exports. Prints each step's wall time,
// the server's CPU time and the server's peak resident memory during that step, and exits 1
// when a preview or apply takes longer than TARGETS.seconds or the server's peak goes above
// TARGETS.peakMb. Not part of the test suite:
//
//   npm run build && node bench/import.js [rows] [--runs N] [--against DIR]
//
// --against DIR runs another built copy of the app too (a directory with its server.js, build/
// and node_modules), alternating with this one (other, this, other, this …, two runs each
// unless --runs says otherwise), so a before/after comparison sees the same machine load. The
// verdict is on this build: a step's fastest run (other work on a shared machine only ever adds
// time) and the highest peak of all runs.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { freePort, peakRss, root, startServer, stopServer } from './lib.js'

const TARGETS = { seconds: 3, peakMb: 250 }

const args = process.argv.slice(2)
function option(name) {
	const at = args.indexOf(name)
	return at === -1 ? undefined : args[at + 1]
}
const against = option('--against') ? path.resolve(option('--against')) : null
const RUNS = Number(option('--runs') ?? (against ? 2 : 1))
const ROWS = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--runs') ?? 20_000)

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
/** The same rows as an Excel workbook, amounts and stock as numbers. */
async function workbook(csv) {
	const book = new ExcelJS.Workbook()
	const sheet = book.addWorksheet('Price list')
	for (const line of csv.trimEnd().split('\n')) sheet.addRow(line.split(',').map((cell) => (/^\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell)))
	return Buffer.from(await book.xlsx.writeBuffer())
}
const FILES = {
	'new range': { name: 'new-range.csv', type: 'text/csv', bytes: priceList(1) },
	'every price +5%': { name: 'plus-5.csv', type: 'text/csv', bytes: priceList(1.05) },
	'every price +10% (xlsx)': {
		name: 'plus-10.xlsx',
		type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
		bytes: await workbook(priceList(1.1)),
	},
}

const mb = (bytes) => (bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`)
// USER_HZ, 100 on every Linux this runs on
const CLOCK_TICKS = 100

/** A process's CPU time so far (user + system, Linux /proc), in seconds; null elsewhere. */
function cpuOf(pid) {
	try {
		const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
		return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
	} catch {
		return null
	}
}

/**
 * Starts the process's peak resident memory (VmHWM) again from its present size (Linux 4.0+),
 * so each step's peak is its own; false where that is not allowed (the peak then runs on).
 */
function resetPeak(pid) {
	try {
		fs.writeFileSync(`/proc/${pid}/clear_refs`, '5')
		return true
	} catch {
		return false
	}
}

/** One server from an empty shop: both imports and both exports, each step measured. */
async function benchOnce(appRoot) {
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'))
	const port = await freePort()
	const base = `http://127.0.0.1:${port}`
	const server = await startServer({ dataDir, port, appRoot })
	const steps = []
	let peak = await peakRss(server.pid)

	async function timed(label, work) {
		resetPeak(server.pid)
		const started = performance.now()
		const cpu = cpuOf(server.pid)
		const result = await work()
		const step = {
			label,
			seconds: (performance.now() - started) / 1000,
			cpu: cpu === null ? null : cpuOf(server.pid) - cpu,
			peak: await peakRss(server.pid),
		}
		if (step.peak !== null) peak = Math.max(peak ?? 0, step.peak)
		steps.push(step)
		console.log(
			`  ${label.padEnd(34)} ${step.seconds.toFixed(2).padStart(6)} s ${step.cpu === null ? '' : `${step.cpu.toFixed(2).padStart(8)} s`} ${mb(step.peak).padStart(9)}`,
		)
		return result
	}

	async function importOnce(auth, label, file) {
		const form = new FormData()
		form.set('file', new File([file.bytes], file.name, { type: file.type }))
		const uploaded = await timed(`${label}: upload (${(file.bytes.length / 1024 / 1024).toFixed(1)} MB)`, () =>
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

	try {
		const login = await fetch(`${base}/api/admin/login`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ username: 'bench', password: 'bench-password-0123' }),
		})
		const { token } = await login.json()
		if (!token) throw new Error(`login answered ${login.status}`)
		const auth = { Authorization: `Bearer ${token}` }
		console.log(`  ${'step'.padEnd(34)} ${'wall'.padStart(8)} ${'server CPU'.padStart(10)} ${'peak RSS'.padStart(9)}`)
		for (const [label, file] of Object.entries(FILES)) await importOnce(auth, label, file)
		await timed('export CSV', async () => (await fetch(`${base}/admin/tyres/export/csv`, { headers: auth })).arrayBuffer())
		await timed('export XLSX', async () => (await fetch(`${base}/admin/tyres/export/xlsx`, { headers: auth })).arrayBuffer())
		console.log(`  ${'server peak RSS'.padEnd(34)} ${mb(peak)}`)
	} finally {
		await stopServer(server)
		fs.rmSync(dataDir, { recursive: true, force: true })
	}
	return { steps, peak }
}

const builds = against ? [{ name: path.basename(against), appRoot: against }] : []
builds.push({ name: 'this build', appRoot: root })
const results = new Map(builds.map((b) => [b.name, []]))
const load = () =>
	os
		.loadavg()
		.map((l) => l.toFixed(1))
		.join(' ')
console.log(`${ROWS.toLocaleString('en-AU')} rows, ${os.availableParallelism()} cores, load average ${load()} (1, 5, 15 min)`)
for (let run = 1; run <= RUNS; run++) {
	for (const build of builds) {
		console.log(`\n${build.name}, run ${run} of ${RUNS} (load average ${load()})`)
		results.get(build.name).push(await benchOnce(build.appRoot))
	}
}

// the summary: every run's wall time, per build
const labels = results.get('this build')[0].steps.map((s) => s.label)
console.log(`\nwall time (server CPU), each run; load average now ${load()}`)
console.log(`${''.padEnd(36)}${builds.map((b) => b.name.padEnd(34)).join('')}`)
const cell = (step) => `${step.seconds.toFixed(2)} s (${step.cpu === null ? '–' : step.cpu.toFixed(2)})`
for (const label of labels) {
	const cells = builds.map((b) =>
		results
			.get(b.name)
			.map((r) => cell(r.steps.find((s) => s.label === label)))
			.join(', ')
			.padEnd(34),
	)
	console.log(`${label.replace(/ \([\d.]+ MB\)$/, '').padEnd(36)}${cells.join('')}`)
}
console.log(`${'server peak RSS'.padEnd(36)}${builds.map((b) => results.get(b.name).map((r) => mb(r.peak)).join(', ').padEnd(34)).join('')}`)

// the verdict, on this build
const misses = []
const mine = results.get('this build')
for (const label of labels.filter((l) => /: (preview|apply)$/.test(l))) {
	const fastest = Math.min(...mine.map((r) => r.steps.find((s) => s.label === label).seconds))
	if (fastest > TARGETS.seconds) misses.push(`${label} took ${fastest.toFixed(2)} s (target ${TARGETS.seconds} s)`)
}
const highest = Math.max(...mine.map((r) => r.peak ?? 0))
if (highest > TARGETS.peakMb * 1024 * 1024) misses.push(`server peak RSS ${mb(highest)} (target ${TARGETS.peakMb} MB)`)
if (misses.length) {
	console.log(`\nMISSED: ${misses.join('; ')}`)
	process.exitCode = 1
} else {
	console.log(`\nTargets met: every preview and apply within ${TARGETS.seconds} s, server peak RSS ${mb(highest)} (at most ${TARGETS.peakMb} MB)`)
}
