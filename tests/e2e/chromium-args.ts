/**
 * Chromium's switches for the browser tests (playwright.config.ts).
 *
 * Debian's Chromium runs headless as the full browser with an invisible window, and each window
 * preloads the address bar's drop-down (chrome://omnibox-popup, two pages) in a renderer of its
 * own. A test context opens a window, so every journey paid for two pages no test ever sees: a
 * fifth of the browser's CPU over the suite (Chromium 156: 21 s against 16 s for the same twelve
 * page loads). The three features below switch those drop-downs off.
 *
 * Chromium honours only the last `--disable-features` on its command line, and Playwright puts
 * its own list first, so ours must repeat Playwright's: `chromium-args.spec.ts` fails when
 * Playwright's list (read from a browser it launches with no switches of ours) has a feature this
 * one lacks, and when the drop-downs come back.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
	'AvoidUnnecessaryBeforeUnloadCheckSync',
	'DestroyProfileOnBrowserClose',
	'DialMediaRouteProvider',
	'GlobalMediaControls',
	'HttpsUpgrades',
	'LensOverlay',
	'MediaRouter',
	'PaintHolding',
	'ThirdPartyStoragePartitioning',
	'BlockOriginHeaderModificationOnRedirect',
	'AvoidCorsURLLoaderRestartOnRedirect',
	'Translate',
	'AutoDeElevate',
	'OptimizationHints',
	'NetworkTimeServiceQuerying',
	'AimEnabled',
	'msForceBrowserSignIn',
	'msEdgeUpdateLaunchServicesPreferredVersion',
]

export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']

export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-dev-shm-usage',
	`--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
]
