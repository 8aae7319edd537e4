import { Honeypot, SpamError } from 'remix-utils/honeypot/server'
import { currentTimeMs } from './clock.server'
import { getEnv } from './env.server'
import { getLogger } from './logger.server'
import { HONEYPOT_FIELD, HONEYPOT_FROM_FIELD } from './honeypot'

// remix-utils' honeypot: the field name is fixed (one name on every form), the render time is
// encrypted with a seed derived from the session secret, so every instance of the shop (and a
// restart) can read what another one rendered, and the time comes from the shop's one clock.

/** Instances' clocks may differ a little; a form rendered by one may be posted to another. */
const CLOCK_SKEW_MS = 60_000

class ShopHoneypot extends Honeypot {
	protected override isFuture(timestamp: number): boolean {
		return timestamp > currentTimeMs() + CLOCK_SKEW_MS
	}
}

let honeypot: ShopHoneypot | null = null
let seededWith = ''

function shopHoneypot(): ShopHoneypot {
	const secret = getEnv().sessionSecret
	// tests load other settings between files: a new secret gets a new instance
	if (!honeypot || seededWith !== secret) {
		honeypot = new ShopHoneypot({
			nameFieldName: HONEYPOT_FIELD,
			validFromFieldName: HONEYPOT_FROM_FIELD,
			encryptionSeed: `honeypot:${secret}`,
		})
		seededWith = secret
	}
	return honeypot
}

/**
 * How long one encrypted render time serves every page. The root loader asks for it on every
 * page, and each encryption derives its key (SHA-256) and runs AES-GCM on libuv's thread pool:
 * about 5% of the server's time when pages are not cached. The time only has to be no later than
 * the real render (a form is refused when it is in the future), and one a second old never is.
 */
const REUSE_MS = 1000
let lastProps: { at: number; secret: string; props: ReturnType<Honeypot['getInputProps']> } | null = null

/** What the forms render (through the root loader and `HoneypotProvider`). */
export function honeypotInputProps() {
	const now = currentTimeMs()
	const secret = getEnv().sessionSecret
	if (lastProps && lastProps.secret === secret && now >= lastProps.at && now - lastProps.at < REUSE_MS) return lastProps.props
	const props = shopHoneypot().getInputProps({ validFromTimestamp: now })
	lastProps = { at: now, secret, props }
	// a failed encryption is not kept: the next page tries again
	props.catch(() => {
		if (lastProps?.props === props) lastProps = null
	})
	return props
}

/**
 * True when a bot filled in the hidden field, or sent a render time we never encrypted or one in
 * the future. A post without either field (an old page, a script of the owner's) is not judged.
 */
export async function isSpam(form: FormData): Promise<boolean> {
	try {
		await shopHoneypot().check(form)
		return false
	} catch (error) {
		// a render time that does not decrypt (forged, cut short, a file) fails inside Web Crypto,
		// not as a SpamError: it is as much a bot's post as a filled-in field
		if (!(error instanceof SpamError)) getLogger().info({ reason: String(error) }, 'honeypot: render time unreadable')
		return true
	}
}
