// Lighthouse (a dev dependency) against the machine's Chromium: mobile, as PageSpeed runs it
// (Moto G Power screen, slow 4G, simulated throttling), performance and accessibility, a median
// of several runs per page.
//
// CPU: Lighthouse slows the page's CPU work 4x, a factor meant for a desktop host (its
// "benchmarkIndex" 1500–2000) to stand for a mid-tier phone. A shared CI box or a busy laptop
// may already be as slow as that phone; slowing it 4x more would score a much slower phone than
// the target. As Lighthouse's docs on throttling advise, the factor is calibrated from the host's
// benchmarkIndex, measured in the same run: BI / 440, between 1 and 4 (a 1760 desktop gets the
// default 4x). BENCH_LH_CPU overrides it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { freePort } from './lib.js'

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'

// Lighthouse's mobile defaults (constants.throttling.mobileSlow4G) but for the CPU factor
const MOBILE_SLOW_4G = { rttMs: 150, throughputKbps: 1.6 * 1024, requestLatencyMs: 150 * 3.75, downloadThroughputKbps: 1.6 * 1024 * 0.9, uploadThroughputKbps: 750 * 0.9 }
const TARGET_BENCHMARK_INDEX = 440

/**
 * Runs Lighthouse `runs` times on each page ({ name, url, headers }), one after another in one
 * Chromium, after one calibration run. Returns per page the median performance score (0–100),
 * accessibility score, LCP (ms) and TBT (ms), the failing accessibility audits, and the CPU
 * factor and benchmarkIndex used.
 */
export async function lighthouseMedians(pages, { runs = 3, log = () => {} } = {}) {
	const chrome = await launchChromium()
	try {
		const first = await audit(pages[0], chrome.port, 4)
		const benchmarkIndex = first.lhr.environment.benchmarkIndex
		const cpu = Number(process.env.BENCH_LH_CPU ?? Math.min(4, Math.max(1, benchmarkIndex / TARGET_BENCHMARK_INDEX)).toFixed(1))
		const results = []
		for (const page of pages) {
			const samples = []
			for (let i = 0; i < runs; i++) {
				log(`${page.name} ${i + 1}/${runs}`)
				let { lhr } = await audit(page, chrome.port, cpu)
				// Lighthouse now and then loses the trace's start (NO_NAVSTART), even on a quiet host
				// (twice in a row once): up to three more tries before the run gives up
				for (let retry = 0; lhr.runtimeError && retry < 3; retry++) ({ lhr } = await audit(page, chrome.port, cpu))
				if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.url}: ${lhr.runtimeError.message}`)
				samples.push({
					performance: Math.round(100 * lhr.categories.performance.score),
					accessibility: Math.round(100 * lhr.categories.accessibility.score),
					lcp: lhr.audits['largest-contentful-paint'].numericValue,
					tbt: lhr.audits['total-blocking-time'].numericValue,
					cls: lhr.audits['cumulative-layout-shift'].numericValue,
					fcp: lhr.audits['first-contentful-paint'].numericValue,
					failing: lhr.categories.accessibility.auditRefs
						.map((ref) => lhr.audits[ref.id])
						.filter((a) => a.score !== null && a.score < 1)
						.map((a) => `${a.id}: ${(a.details?.items ?? []).map((item) => item.node?.snippet).filter(Boolean).slice(0, 2).join(' ')}`),
					benchmarkIndex: lhr.environment.benchmarkIndex,
					// every script the page loaded, lazy parts included, as sent (gzipped)
					scriptBytes: (lhr.audits['network-requests'].details?.items ?? []).filter((r) => r.resourceType === 'Script').reduce((n, r) => n + r.transferSize, 0),
				})
			}
			const median = (key) => medianOf(samples.map((s) => s[key]))
			results.push({
				...page,
				performance: median('performance'),
				accessibility: median('accessibility'),
				lcp: median('lcp'),
				tbt: median('tbt'),
				cls: median('cls'),
				fcp: median('fcp'),
				scriptBytes: median('scriptBytes'),
				failing: [...new Set(samples.flatMap((s) => s.failing))],
				samples,
			})
		}
		return { cpu, benchmarkIndex, results }
	} finally {
		await chrome.stop()
	}
}

function medianOf(values) {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.floor(sorted.length / 2)]
}

function audit(page, port, cpuSlowdownMultiplier) {
	return lighthouse(page.url, {
		port,
		output: 'json',
		logLevel: 'error',
		onlyCategories: ['performance', 'accessibility'],
		extraHeaders: page.headers,
		throttling: { ...MOBILE_SLOW_4G, cpuSlowdownMultiplier },
	})
}

async function launchChromium() {
	const port = await freePort()
	const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'))
	const child = spawn(
		CHROMIUM,
		['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
		// its own process group: stopping it stops its renderer, GPU and crash-handler children too
		{ stdio: 'ignore', detached: true },
	)
	for (let i = 0; i < 300; i++) {
		if (child.exitCode !== null) throw new Error(`${CHROMIUM} exited with ${child.exitCode}`)
		try {
			if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break
		} catch {
			// not listening yet
		}
		await new Promise((r) => setTimeout(r, 100))
	}
	return {
		port,
		stop: () =>
			new Promise((resolve) => {
				// Chromium's helpers can still be writing to the profile when the browser process has
				// exited (ENOTEMPTY on removal crashed a bench after its measurements): the whole group
				// is stopped, the removal retried, and a profile left behind is reported, never fatal.
				const done = () => {
					try {
						fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
					} catch (error) {
						console.warn(`Chromium's profile ${profile} was left behind: ${error.message}`)
					}
					resolve()
				}
				if (child.exitCode !== null) return done()
				child.once('exit', done)
				try {
					process.kill(-child.pid, 'SIGTERM')
				} catch {
					child.kill('SIGTERM')
				}
			}),
	}
}
