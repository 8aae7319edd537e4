import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { EnvError, getEnv, parseEnv, restrictDataDir, withoutCredentials } from './env.server'

function problemsOf(source: Record<string, string>) {
	try {
		parseEnv(source)
	} catch (error) {
		if (error instanceof EnvError) return error.problems
		throw error
	}
	return []
}

describe('settings', () => {
	test('with nothing set, the embedded defaults run the shop', () => {
		const env = parseEnv({})
		expect(env.PORT).toBe(3000)
		expect(env.SHOP_TIMEZONE).toBe('Australia/Adelaide')
		expect(env.databaseFile).toBe(path.resolve('data', 'shop.sqlite'))
		expect(env.uploadsDir).toBe(path.resolve('data', 'uploads'))
		expect(env.STRIPE_SECRET_KEY).toBeUndefined()
		expect(env.publicUrl).toBe('http://localhost:3000')
	})

	test('a bad PORT names the variable and the value', () => {
		const problems = problemsOf({ PORT: 'abc' })
		expect(problems).toHaveLength(1)
		expect(problems[0]).toMatch(/^PORT: .*must be a port number.*\(got "abc"\)$/)
		expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT: must be between 1 and 65535/)
	})

	test('every bad variable is reported at once, secrets without their value', () => {
		const problems = problemsOf({ SHOP_TIMEZONE: 'Mars/Olympus', BUSINESS_EMAIL: 'nope', SESSION_SECRET: 'short' })
		expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['BUSINESS_EMAIL', 'SESSION_SECRET', 'SHOP_TIMEZONE'])
		expect(problems.find((p) => p.startsWith('SESSION_SECRET'))).not.toContain('short')
	})

	test('Stripe keys and admin credentials come in complete sets', () => {
		expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_123' })[0]).toMatch(/^STRIPE_SECRET_KEY: .*must be set together/)
		expect(problemsOf({ ADMIN_USERNAME: 'owner' })[0]).toMatch(/^ADMIN_PASSWORD: .*must be set together/)
		expect(problemsOf({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'long-enough-password' })).toEqual([])
	})

	test('DATABASE_URL accepts SQLite file paths, file: URLs and PostgreSQL URLs, refuses other databases', () => {
		expect(parseEnv({ DATABASE_URL: 'file:/tmp/x.sqlite' }).databaseFile).toBe('/tmp/x.sqlite')
		expect(parseEnv({ DATABASE_URL: 'file:/tmp/x.sqlite' }).database).toEqual({ dialect: 'sqlite', file: '/tmp/x.sqlite' })
		expect(parseEnv({ DATABASE_URL: '/srv/shop.db' }).database).toEqual({ dialect: 'sqlite', file: '/srv/shop.db' })
		expect(parseEnv({}).database).toEqual({ dialect: 'sqlite', file: path.resolve('data', 'shop.sqlite') })
		expect(parseEnv({ DATABASE_URL: 'postgres://shop@db:5432/shop' }).database).toEqual({ dialect: 'postgres', url: 'postgres://shop@db:5432/shop' })
		expect(parseEnv({ DATABASE_URL: 'postgresql://db/shop' }).database).toEqual({ dialect: 'postgres', url: 'postgresql://db/shop' })
		expect(() => parseEnv({ DATABASE_URL: 'mysql://db/shop' })).toThrow(/DATABASE_URL: must be a SQLite file .* or a PostgreSQL URL/)
		expect(() => parseEnv({ DATABASE_URL: 'postgres://db host/shop' })).toThrow(/DATABASE_URL: must be a URL such as postgres:/)
	})

	test('empty strings count as unset', () => {
		const env = parseEnv({ STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '', ADMIN_USERNAME: '' })
		expect(env.STRIPE_SECRET_KEY).toBeUndefined()
		expect(env.ADMIN_USERNAME).toBeUndefined()
	})

	test('STRIPE_API_BASE points the SDK at a local fake: an origin, http only on this machine, never with live keys', () => {
		const test_keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }
		expect(parseEnv({ ...test_keys, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).STRIPE_API_BASE).toBe('http://127.0.0.1:12111')
		expect(parseEnv({ STRIPE_API_BASE: 'https://stripe-mock.example.com' }).STRIPE_API_BASE).toBe('https://stripe-mock.example.com')
		expect(problemsOf({ STRIPE_API_BASE: 'not a url' })[0]).toMatch(/^STRIPE_API_BASE: must be a URL/)
		expect(problemsOf({ STRIPE_API_BASE: 'ftp://127.0.0.1' })[0]).toMatch(/^STRIPE_API_BASE: must be an http or https URL/)
		expect(problemsOf({ STRIPE_API_BASE: 'http://127.0.0.1:1/v1' })[0]).toMatch(/^STRIPE_API_BASE: must be an origin only/)
		expect(problemsOf({ STRIPE_API_BASE: 'http://fake.example.com' })[0]).toMatch(/^STRIPE_API_BASE: may use http only for this machine/)
		const live = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }
		expect(problemsOf({ ...live, STRIPE_API_BASE: 'https://stripe-mock.example.com' })[0]).toMatch(
			/^STRIPE_API_BASE: may only be used with test keys/,
		)
		expect(problemsOf(live)).toEqual([])
	})
})

describe('settings never echo a password', () => {
	test.each([
		['SMTP_URL', 'smtps//owner:hunter2-smtp@smtp.example.com:465'],
		['SMTP_URL', 'smtps://owner:hunter2 smtp@smtp example.com:465'],
		['REGO_API_URL', 'ftp://rego-user:hunter2-rego@rego.example.com/lookup'],
		['REGO_API_URL', 'https://rego-user:hunter2/rego@rego example.com/lookup'],
		['PUBLIC_URL', 'https://admin:hunter2-public@www example.com'],
		['DATABASE_URL', 'postgres://shop:hunter2-db@db example.com/shop'],
		['DATABASE_URL', 'mysql://shop:hunter2-db@db.example.com/shop'],
		// no scheme: the parser reads 'owner:' as one, so the value looked like a URL
		['SMTP_URL', 'owner:hunter2-smtp@smtp.example.com:465'],
		['SMTP_URL', 'https://owner:hunter2-smtp@smtp.example.com'],
		['SMTP_URL', 'smtps://owner:hunter2-smtp@'],
		['SMS_HTTP_URL', 'sms:hunter2-sms@sms.example.com/send'],
		['PUBLIC_URL', 'admin:hunter2-public@shop.example.com'],
	])('a mistyped %s names the variable but not the password', (name, value) => {
		let problems: string[]
		try {
			problems = problemsOf({ [name]: value })
		} catch (error) {
			if (!(error instanceof EnvError)) throw error
			problems = error.problems
		}
		expect(problems.length).toBeGreaterThan(0)
		expect(problems[0]).toMatch(new RegExp(`^${name}: `))
		expect(problems.join('\n')).not.toMatch(/hunter2/)
	})

	test('withoutCredentials keeps the rest of the value readable', () => {
		expect(withoutCredentials('smtps://user:pa/ss@host:465')).toBe('smtps://***@host:465')
		expect(withoutCredentials('https://rego.example.com/lookup')).toBe('https://rego.example.com/lookup')
		expect(withoutCredentials('user:pass@host')).toBe('***@host')
	})
})

describe('TRUST_PROXY', () => {
	test('is true, false or a list of proxy addresses', () => {
		expect(parseEnv({}).TRUST_PROXY).toBe('false')
		expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe('true')
		expect(parseEnv({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).TRUST_PROXY).toBe('10.0.0.2, 10.0.1.0/24')
		expect(problemsOf({ TRUST_PROXY: 'yes please' })[0]).toMatch(/^TRUST_PROXY: must be true, false or a comma-separated list/)
	})
})

describe('the data folder is for the shop alone', () => {
	test('restrictDataDir takes group and world access away from what is already there', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'perm-'))
		fs.mkdirSync(path.join(dir, 'uploads'), { mode: 0o755 })
		fs.chmodSync(path.join(dir, 'uploads'), 0o755)
		fs.writeFileSync(path.join(dir, 'shop.sqlite'), 'x', { mode: 0o644 })
		fs.chmodSync(path.join(dir, 'shop.sqlite'), 0o644)
		fs.writeFileSync(path.join(dir, 'uploads', 'a.webp'), 'x')
		fs.chmodSync(path.join(dir, 'uploads', 'a.webp'), 0o666)
		fs.chmodSync(dir, 0o755)
		restrictDataDir(dir)
		const mode = (file: string) => fs.statSync(path.join(dir, file)).mode & 0o777
		expect([mode(''), mode('uploads'), mode('shop.sqlite'), mode('uploads/a.webp')]).toEqual([0o700, 0o700, 0o600, 0o600])
		fs.rmSync(dir, { recursive: true, force: true })
	})

	test('files the shop writes from now on are 0600 and its folders 0700', () => {
		getEnv()
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'perm-new-'))
		fs.mkdirSync(path.join(dir, 'backups'))
		fs.writeFileSync(path.join(dir, 'backups', 'shop.sqlite'), 'x')
		expect(fs.statSync(path.join(dir, 'backups')).mode & 0o777).toBe(0o700)
		expect(fs.statSync(path.join(dir, 'backups', 'shop.sqlite')).mode & 0o777).toBe(0o600)
		fs.rmSync(dir, { recursive: true, force: true })
	})
})
