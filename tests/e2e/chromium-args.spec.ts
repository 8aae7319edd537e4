import fs from 'node:fs'
import { chromium, expect, test } from '@playwright/test'
import { chromiumArgs, chromiumExecutablePath, OMNIBOX_POPUP_FEATURES } from './chromium-args'

// The browser the journeys run in (see chromium-args.ts). It needs no page of the shop, so it runs
// once, in the `browser` project, not in `js` and `no-js`.

/** The command line of the browser process launched with `marker` among its switches (Linux /proc). */
function commandLineWith(marker: string) {
	for (const pid of fs.readdirSync('/proc')) {
		if (!/^\d+$/.test(pid)) continue
		let args: string[]
		try {
			args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
		} catch {
			continue // the process ended while we looked
		}
		if (args.includes(marker)) return args
	}
	throw new Error(`no process has ${marker} on its command line`)
}

/** The features a command line disables: Chromium reads only its last --disable-features. */
function disabledFeatures(args: string[]) {
	const last = args.filter((arg) => arg.startsWith('--disable-features=')).at(-1)
	return last ? last.slice('--disable-features='.length).split(',') : []
}

test("our --disable-features keeps every feature Playwright's own list disables", async () => {
	const marker = `--e2e-probe-playwright-defaults-${process.pid}`
	const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: [marker] })
	try {
		const playwrights = disabledFeatures(commandLineWith(marker))
		expect(playwrights.length, 'Playwright passes a --disable-features list').toBeGreaterThan(0)
		const ours = disabledFeatures(chromiumArgs)
		expect(
			playwrights.filter((feature) => !ours.includes(feature)),
			"Playwright's list has changed: copy it into PLAYWRIGHT_DISABLED_FEATURES (tests/e2e/chromium-args.ts)",
		).toEqual([])
	} finally {
		await browser.close()
	}
})

test('a test window opens no address-bar drop-down pages beside the page under test', async () => {
	const marker = `--e2e-probe-switches-${process.pid}`
	const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: [...chromiumArgs, marker] })
	try {
		expect(disabledFeatures(commandLineWith(marker))).toEqual(expect.arrayContaining(OMNIBOX_POPUP_FEATURES))
		// the window's drop-downs are targets from the moment its first page exists
		await browser.newPage()
		const cdp = await browser.newBrowserCDPSession()
		const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] })
		expect(targetInfos.filter((target) => target.url.startsWith('chrome://')).map((target) => `${target.type} ${target.url}`)).toEqual([])
	} finally {
		await browser.close()
	}
})
