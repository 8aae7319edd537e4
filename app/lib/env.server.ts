import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { type DatabaseTarget, isPostgresUrl } from './db/dialect.server'

// Settings: one schema, parsed once at boot (STYLE habit 9). Every variable is optional;
// with none set the embedded defaults run the whole shop.
const optionalText = z
	.string()
	.trim()
	.transform((v) => (v === '' ? undefined : v))
	.optional()

const EnvSchema = z
	.object({
		NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
		PORT: z.coerce
			.number({ error: 'must be a port number' })
			.int('must be a whole number')
			.min(1, 'must be between 1 and 65535')
			.max(65535, 'must be between 1 and 65535')
			.default(3000),
		HOST: z.string().default('0.0.0.0'),
		DATA_DIR: z.string().min(1).default('data'),
		DATABASE_URL: optionalText,
		PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, hostname: /^\S+$/, error: 'must be a full URL such as https://example.com.au' }).optional()),
		ADMIN_USERNAME: optionalText.pipe(
			z
				.string()
				.regex(/^[A-Za-z0-9._@-]{3,64}$/, 'must be 3 to 64 letters, digits or . _ @ -')
				.optional(),
		),
		ADMIN_PASSWORD: optionalText.pipe(z.string().min(10, 'must be at least 10 characters').optional()),
		SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
		BUSINESS_NAME: z.string().trim().min(1).default('Southside Mobile Tyres'),
		BUSINESS_PHONE: z
			.string()
			.trim()
			.regex(/^[0-9 +()]{8,20}$/, 'must be a phone number such as 0412 345 678')
			.default('0412 345 678'),
		BUSINESS_EMAIL: z.email({ error: 'must be an e-mail address' }).default('bookings@southsidemobiletyres.com.au'),
		BUSINESS_ABN: optionalText.pipe(
			z
				.string()
				.regex(/^\d{2} ?\d{3} ?\d{3} ?\d{3}$/, 'must be an 11-digit ABN')
				.optional(),
		),
		SHOP_TIMEZONE: z
			.string()
			.default('Australia/Adelaide')
			.refine(isTimeZone, 'must be an IANA time zone such as Australia/Adelaide'),
		STRIPE_SECRET_KEY: optionalText.pipe(z.string().startsWith('sk_', 'must start with sk_').optional()),
		STRIPE_PUBLISHABLE_KEY: optionalText.pipe(z.string().startsWith('pk_', 'must start with pk_').optional()),
		STRIPE_WEBHOOK_SECRET: optionalText.pipe(z.string().startsWith('whsec_', 'must start with whsec_').optional()),
		// Tests and local development only: points the Stripe SDK at a local fake (tests/fakes/stripe).
		STRIPE_API_BASE: optionalText.pipe(z.url({ error: 'must be a URL such as http://127.0.0.1:12111' }).optional()),
		// Only smtp:// or smtps:// with a host: any other 'URL' (user:pass@host parses as one) was
		// taken, then every e-mail failed, with the whole value and its password in the error.
		SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, hostname: /^\S+$/, error: 'must be a URL such as smtps://user:pass@smtp.example.com:465' }).optional()),
		MAIL_FROM: optionalText,
		// Customer-account codes by SMS: a generic JSON POST; without it SMS stay in the outbox.
		SMS_HTTP_URL: optionalText.pipe(z.url({ protocol: /^https?$/, hostname: /^\S+$/, error: 'must be a URL such as https://sms.example.com/send' }).optional()),
		SMS_HTTP_AUTH: optionalText,
		SMS_HTTP_AUTH_HEADER: optionalText.pipe(
			z
				.string()
				.regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name such as Authorization')
				.optional(),
		),
		SMS_FROM: optionalText.pipe(z.string().max(15, 'must be at most 15 characters (a sender name or number)').optional()),
		// Which SMS provider sends texts: twilio (its official library, with signed delivery reports),
		// clicksend (its REST API, an Australian provider) or http (the generic JSON POST above).
		// Unset: http when SMS_HTTP_URL is set, else none.
		SMS_PROVIDER: optionalText.pipe(z.enum(['twilio', 'clicksend', 'http'], { error: 'must be twilio, clicksend or http' }).optional()),
		TWILIO_ACCOUNT_SID: optionalText.pipe(
			z
				.string()
				.regex(/^AC[0-9a-f]{32}$/, 'must be the account SID from the Twilio console (AC and 32 hex digits)')
				.optional(),
		),
		TWILIO_AUTH_TOKEN: optionalText.pipe(
			z
				.string()
				.regex(/^[0-9a-f]{32}$/, 'must be the auth token from the Twilio console (32 hex digits)')
				.optional(),
		),
		// the sender: a Twilio number in E.164 (+61…) or an alphanumeric sender ID of up to 11 characters
		TWILIO_FROM: optionalText.pipe(
			z
				.string()
				.regex(/^(?:\+[1-9]\d{7,14}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/, 'must be a number such as +61412345678 or a sender name of up to 11 letters and digits')
				.optional(),
		),
		TWILIO_MESSAGING_SERVICE_SID: optionalText.pipe(
			z
				.string()
				.regex(/^MG[0-9a-f]{32}$/, 'must be a messaging service SID (MG and 32 hex digits)')
				.optional(),
		),
		// Tests and local development only: points the Twilio library at a local fake (tests/fakes/twilio).
		TWILIO_API_BASE: optionalText.pipe(z.url({ error: 'must be a URL such as http://127.0.0.1:12112' }).optional()),
		// ClickSend: the account's API username and API key (Dashboard → Developers → API Credentials).
		CLICKSEND_USERNAME: optionalText.pipe(
			z
				.string()
				.regex(/^[^\s:]{1,100}$/, 'must be the API username from the ClickSend dashboard (no spaces or colons)')
				.optional(),
		),
		CLICKSEND_API_KEY: optionalText.pipe(
			z
				.string()
				.regex(/^[A-Za-z0-9-]{16,64}$/, 'must be the API key from the ClickSend dashboard (letters, digits and dashes)')
				.optional(),
		),
		// the sender: a dedicated number in E.164 (+61…) or a sender name; unset: ClickSend's shared numbers
		CLICKSEND_FROM: optionalText.pipe(
			z
				.string()
				.regex(/^(?:\+[1-9]\d{7,14}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/, 'must be a number such as +61412345678 or a sender name of up to 11 letters and digits')
				.optional(),
		),
		// ClickSend signs nothing it posts back: its delivery-receipt and inbound URLs carry this
		// secret (?token=…), checked in constant time (docs/decisions/0024).
		CLICKSEND_WEBHOOK_SECRET: optionalText.pipe(
			z
				.string()
				.regex(/^[A-Za-z0-9_-]{32,128}$/, 'must be at least 32 random letters, digits, - or _ (e.g. openssl rand -hex 24)')
				.optional(),
		),
		// Tests and local development only: points the ClickSend adapter at a local fake (tests/fakes/clicksend).
		CLICKSEND_API_BASE: optionalText.pipe(z.url({ error: 'must be a URL such as http://127.0.0.1:12113' }).optional()),
		// Which proxies may name the client (X-Forwarded-For/-Proto): 'true' for one on this
		// machine or a private network, or a comma-separated list of proxy addresses/CIDR ranges.
		TRUST_PROXY: z
			.string()
			.trim()
			.default('false')
			.refine((v) => v === 'true' || v === 'false' || isProxyList(v), 'must be true, false or a comma-separated list of proxy addresses such as 10.0.0.2,10.0.1.0/24'),
		LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
		// Vehicle lookup by registration: a commercial service when set, else the local fitment table.
		REGO_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://rego.example.com/lookup' }).optional()),
		REGO_API_KEY: optionalText,
		REGO_API_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(500, 'must be at least 500').max(30000, 'must be at most 30000').default(5000),
		// Pay-on-the-day bookings not proven by a code or an account, per phone, e-mail and client address per shop day.
		UNVERIFIED_BOOKINGS_PER_DAY: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(100000, 'must be at most 100000').default(3),
		// Uploaded images in an S3-compatible bucket instead of DATA_DIR/uploads (several instances).
		S3_BUCKET: optionalText.pipe(
			z
				.string()
				.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens')
				.optional(),
		),
		S3_REGION: optionalText.pipe(z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a region such as ap-southeast-2 (or auto)').optional()),
		S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, hostname: /^\S+$/, error: 'must be an http(s) URL such as https://s3.ap-southeast-2.amazonaws.com' }).optional()),
		S3_ACCESS_KEY_ID: optionalText,
		S3_SECRET_ACCESS_KEY: optionalText,
		S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
		S3_PREFIX: optionalText.pipe(
			z
				.string()
				.regex(/^[A-Za-z0-9._/-]{1,200}$/, 'must be letters, digits and . _ / - (a folder in the bucket, such as shop/uploads)')
				.optional(),
		),
		// The /area-we-serve map's tile server (an OpenStreetMap-style {z}/{x}/{y} template) and its attribution
		MAP_TILE_URL: z
			.string()
			.trim()
			.default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
			.refine((v) => /^https:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/.test(v), 'must be an https tile URL template with {z}, {x} and {y}'),
		MAP_TILE_ATTRIBUTION: z
			.string()
			.trim()
			.min(1)
			.default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
	})
	.superRefine((env, ctx) => {
		const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET]
		if (stripe.some(Boolean) && !stripe.every(Boolean)) {
			ctx.addIssue({
				code: 'custom',
				path: ['STRIPE_SECRET_KEY'],
				message: 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together',
			})
		}
		const apiBaseProblem = env.STRIPE_API_BASE ? stripeApiBaseProblem(env.STRIPE_API_BASE, env.STRIPE_SECRET_KEY) : null
		if (apiBaseProblem) ctx.addIssue({ code: 'custom', path: ['STRIPE_API_BASE'], message: apiBaseProblem })
		if ((env.SMS_HTTP_AUTH || env.SMS_HTTP_AUTH_HEADER || env.SMS_FROM) && !env.SMS_HTTP_URL) {
			ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'SMS_HTTP_URL must be set when SMS_HTTP_AUTH, SMS_HTTP_AUTH_HEADER or SMS_FROM is' })
		}
		const smsProblem = smsSettingsProblem(env)
		if (smsProblem) ctx.addIssue({ code: 'custom', path: [smsProblem.variable], message: smsProblem.message })
		const s3Problem = s3SettingsProblem(env)
		if (s3Problem) ctx.addIssue({ code: 'custom', path: [s3Problem.variable], message: s3Problem.message })
		if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
			ctx.addIssue({
				code: 'custom',
				path: [env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'],
				message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
			})
		}
	})

/** The chosen SMS provider has what it needs, and no provider's settings are set for nothing. */
function smsSettingsProblem(env: {
	SMS_PROVIDER?: 'twilio' | 'clicksend' | 'http'
	SMS_HTTP_URL?: string
	CLICKSEND_USERNAME?: string
	CLICKSEND_API_KEY?: string
	CLICKSEND_FROM?: string
	CLICKSEND_WEBHOOK_SECRET?: string
	CLICKSEND_API_BASE?: string
	TWILIO_ACCOUNT_SID?: string
	TWILIO_AUTH_TOKEN?: string
	TWILIO_FROM?: string
	TWILIO_MESSAGING_SERVICE_SID?: string
	TWILIO_API_BASE?: string
}): { variable: string; message: string } | null {
	const twilioSet = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_MESSAGING_SERVICE_SID', 'TWILIO_API_BASE'] as const).find((name) => env[name])
	const clicksendSet = (['CLICKSEND_USERNAME', 'CLICKSEND_API_KEY', 'CLICKSEND_FROM', 'CLICKSEND_WEBHOOK_SECRET', 'CLICKSEND_API_BASE'] as const).find((name) => env[name])
	if (env.SMS_PROVIDER === 'twilio') {
		if (!env.TWILIO_ACCOUNT_SID) return { variable: 'TWILIO_ACCOUNT_SID', message: 'must be set when SMS_PROVIDER is twilio' }
		if (!env.TWILIO_AUTH_TOKEN) return { variable: 'TWILIO_AUTH_TOKEN', message: 'must be set when SMS_PROVIDER is twilio' }
		if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) return { variable: 'TWILIO_FROM', message: 'TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID) must be set when SMS_PROVIDER is twilio' }
		if (clicksendSet) return { variable: clicksendSet, message: 'must be unset when SMS_PROVIDER is twilio' }
		if (env.TWILIO_API_BASE && URL.canParse(env.TWILIO_API_BASE) && !isThisMachine(env.TWILIO_API_BASE)) {
			return { variable: 'TWILIO_API_BASE', message: 'may only point at this machine (a local fake), never hand the auth token to another host' }
		}
		return null
	}
	if (env.SMS_PROVIDER === 'clicksend') {
		if (twilioSet) return { variable: twilioSet, message: 'must be unset when SMS_PROVIDER is clicksend' }
		if (!env.CLICKSEND_USERNAME) return { variable: 'CLICKSEND_USERNAME', message: 'must be set when SMS_PROVIDER is clicksend' }
		if (!env.CLICKSEND_API_KEY) return { variable: 'CLICKSEND_API_KEY', message: 'must be set when SMS_PROVIDER is clicksend' }
		if (!env.CLICKSEND_WEBHOOK_SECRET) return { variable: 'CLICKSEND_WEBHOOK_SECRET', message: 'must be set when SMS_PROVIDER is clicksend (it guards the delivery-report and reply URLs)' }
		if (env.CLICKSEND_API_BASE && URL.canParse(env.CLICKSEND_API_BASE) && !isThisMachine(env.CLICKSEND_API_BASE)) {
			return { variable: 'CLICKSEND_API_BASE', message: 'may only point at this machine (a local fake), never hand the API key to another host' }
		}
		return null
	}
	if (clicksendSet) return { variable: 'SMS_PROVIDER', message: `must be clicksend when ${clicksendSet} is set (or unset ${clicksendSet})` }
	if (twilioSet) return { variable: 'SMS_PROVIDER', message: `must be twilio when ${twilioSet} is set (or unset ${twilioSet})` }
	if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL) return { variable: 'SMS_HTTP_URL', message: 'must be set when SMS_PROVIDER is http' }
	return null
}

function isThisMachine(url: string) {
	return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)
}

/** The bucket settings go together: a bucket needs its region; keys come as a pair (or neither: the SDK's own chain). */
function s3SettingsProblem(env: {
	S3_BUCKET?: string
	S3_REGION?: string
	S3_ENDPOINT?: string
	S3_ACCESS_KEY_ID?: string
	S3_SECRET_ACCESS_KEY?: string
	S3_PREFIX?: string
}): { variable: string; message: string } | null {
	if (!env.S3_BUCKET) {
		const stray = (['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const).find((name) => env[name])
		return stray ? { variable: 'S3_BUCKET', message: `S3_BUCKET must be set when ${stray} is (or unset ${stray} to keep uploads on the local disk)` } : null
	}
	if (!env.S3_REGION) return { variable: 'S3_REGION', message: 'S3_REGION must be set with S3_BUCKET (such as ap-southeast-2, or auto for some providers)' }
	if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
		return { variable: env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID', message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together' }
	}
	if (env.S3_ENDPOINT && URL.canParse(env.S3_ENDPOINT)) {
		const url = new URL(env.S3_ENDPOINT)
		if (url.username || url.password) return { variable: 'S3_ENDPOINT', message: 'must not hold credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY' }
	}
	return null
}

/** STRIPE_API_BASE is a bare origin; never a live key's destination (it would hand the key to another host). */
function stripeApiBaseProblem(value: string, secretKey: string | undefined) {
	if (!URL.canParse(value)) return null // reported by the field's own check
	const url = new URL(value)
	if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http or https URL'
	if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
		return 'must be an origin only, such as http://127.0.0.1:12111 (no path, query or credentials)'
	}
	if (url.protocol === 'http:' && !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
		return 'may use http only for this machine (127.0.0.1 or localhost)'
	}
	if (secretKey && !secretKey.startsWith('sk_test_')) return 'may only be used with test keys (STRIPE_SECRET_KEY sk_test_...)'
	return null
}

/** 'a.b.c.d, e.f.g.h/24, ::1': every entry an IP address, optionally with a prefix length. */
function isProxyList(value: string) {
	return value.split(',').every((entry) => {
		const [address = '', prefix, ...rest] = entry.trim().split('/')
		const version = net.isIP(address)
		if (!version || rest.length) return false
		return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
	})
}

function isTimeZone(tz: string) {
	try {
		new Intl.DateTimeFormat('en-AU', { timeZone: tz })
		return true
	} catch {
		return false
	}
}

export type Env = z.infer<typeof EnvSchema> & {
	dataDir: string
	/** the SQLite file or the PostgreSQL server that DATABASE_URL names */
	database: DatabaseTarget
	/** the SQLite file (backups, restore); with PostgreSQL the file that is not used */
	databaseFile: string
	uploadsDir: string
	sessionSecret: string
	publicUrl: string
}

export class EnvError extends Error {
	constructor(public problems: string[]) {
		super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
		this.name = 'EnvError'
	}
}

/** Parses the given variables; throws EnvError naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
	const result = EnvSchema.safeParse(source)
	if (!result.success) {
		throw new EnvError(
			result.error.issues.map((issue) => {
				const name = String(issue.path[0] ?? 'settings')
				const value = source[name]
				const shown = value === undefined || /SECRET|PASSWORD|KEY|AUTH|TOKEN|SMS_HTTP/.test(name) ? '' : ` (got "${withoutCredentials(value)}")`
				return `${name}: ${issue.message}${shown}`
			}),
		)
	}
	const env = result.data
	const dataDir = path.resolve(env.DATA_DIR)
	return {
		...env,
		dataDir,
		database: resolveDatabase(env.DATABASE_URL, dataDir),
		databaseFile: resolveDatabaseFile(env.DATABASE_URL, dataDir),
		uploadsDir: path.join(dataDir, 'uploads'),
		sessionSecret: env.SESSION_SECRET ?? '',
		publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
	}
}

/**
 * A value as it may be shown in an error: whatever sits before an '@' in something that looks
 * like a URL's user and password ('smtps://user:pass@host', even mistyped) is hidden.
 */
export function withoutCredentials(value: string) {
	// up to the last '@': a password may itself hold '/', ':' or '#'
	const at = value.lastIndexOf('@')
	if (at < 0) return value
	const scheme = /^[a-z][a-z0-9+.-]*:\/+/i.exec(value)?.[0] ?? ''
	return `${scheme}***@${value.slice(at + 1)}`
}

function resolveDatabase(url: string | undefined, dataDir: string): DatabaseTarget {
	if (url && isPostgresUrl(url)) {
		try {
			new URL(url)
		} catch {
			throw new EnvError([`DATABASE_URL: must be a URL such as postgres://user:password@host:5432/shop, got "${withoutCredentials(url)}"`])
		}
		return { dialect: 'postgres', url }
	}
	return { dialect: 'sqlite', file: resolveDatabaseFile(url, dataDir) }
}

function resolveDatabaseFile(url: string | undefined, dataDir: string) {
	if (!url || isPostgresUrl(url)) return path.join(dataDir, 'shop.sqlite')
	if (url === ':memory:') return url
	if (url.startsWith('file:')) return path.resolve(url.replace(/^file:(\/\/)?/, ''))
	if (/^[a-z]+:\/\//i.test(url)) {
		throw new EnvError([
			`DATABASE_URL: must be a SQLite file (file:path/to/shop.sqlite or a path) or a PostgreSQL URL (postgres://…), got "${withoutCredentials(url)}"`,
		])
	}
	return path.resolve(url)
}

let cached: Env | undefined

/** The settings of this process; the first call parses process.env and prepares data/. */
export function getEnv(): Env {
	if (cached) return cached
	const env = parseEnv(process.env)
	// Everything the shop writes under DATA_DIR (database, uploads, backups, secrets) is for this
	// user alone: files 0600, folders 0700.
	process.umask(0o077)
	fs.mkdirSync(env.dataDir, { recursive: true, mode: 0o700 })
	fs.mkdirSync(env.uploadsDir, { recursive: true, mode: 0o700 })
	env.sessionSecret = env.SESSION_SECRET ?? loadOrCreateSecret(path.join(env.dataDir, 'session-secret'))
	cached = env
	return env
}

/**
 * Takes group and world access away from everything already under DATA_DIR (a data folder
 * made by an earlier version, or copied in): folders 0700, files 0600. Run once at start.
 */
export function restrictDataDir(dir: string) {
	const walk = (target: string) => {
		const stat = fs.lstatSync(target)
		if (stat.isSymbolicLink()) return
		if (stat.isDirectory()) {
			if ((stat.mode & 0o777) !== 0o700) fs.chmodSync(target, 0o700)
			for (const entry of fs.readdirSync(target)) walk(path.join(target, entry))
		} else if ((stat.mode & 0o077) !== 0) {
			fs.chmodSync(target, stat.mode & 0o700 & ~0o111)
		}
	}
	if (fs.existsSync(dir)) walk(dir)
}

function loadOrCreateSecret(file: string) {
	try {
		const existing = fs.readFileSync(file, 'utf8').trim()
		if (existing.length >= 32) return existing
	} catch {
		// first start: generate below
	}
	const secret = crypto.randomBytes(48).toString('base64url')
	fs.writeFileSync(file, secret + '\n', { mode: 0o600 })
	return secret
}

/** What the browser may see of the settings. */
export function publicSettings(env: Env = getEnv()) {
	return {
		businessName: env.BUSINESS_NAME,
		phone: env.BUSINESS_PHONE,
		email: env.BUSINESS_EMAIL,
		stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
	}
}
export type PublicSettings = ReturnType<typeof publicSettings>
