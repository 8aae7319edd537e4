import { describe, expect, test } from 'vitest'
import { EnvError, parseEnv } from '#app/lib/env.server'

describe('registration service settings', () => {
	test('off by default; a URL, key and timeout when set', () => {
		expect(parseEnv({}).REGO_API_URL).toBeUndefined()
		const env = parseEnv({ REGO_API_URL: 'https://rego.example.com/lookup', REGO_API_KEY: 'k-123', REGO_API_TIMEOUT_MS: '2500' })
		expect([env.REGO_API_URL, env.REGO_API_KEY, env.REGO_API_TIMEOUT_MS]).toEqual(['https://rego.example.com/lookup', 'k-123', 2500])
		expect(parseEnv({}).REGO_API_TIMEOUT_MS).toBe(5000)
	})

	test('a bad URL or timeout stops the start with a message naming the variable', () => {
		expect(() => parseEnv({ REGO_API_URL: 'ftp://rego.example.com' })).toThrow(EnvError)
		expect(() => parseEnv({ REGO_API_URL: 'not a url' })).toThrow(/REGO_API_URL: must be an http\(s\) URL/)
		expect(() => parseEnv({ REGO_API_TIMEOUT_MS: '50' })).toThrow(/REGO_API_TIMEOUT_MS: must be at least 500/)
	})
})
