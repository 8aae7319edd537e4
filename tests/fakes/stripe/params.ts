import { invalidRequest, missingParam, unknownParam } from './errors'
import type { FormObject, FormValue } from './form'

// Typed readers over parsed form params, answering with Stripe's own messages and codes.

/** Refuses any key of `params` not in `allowed` (Stripe: "Received unknown parameter"). */
export function onlyKnown(params: FormObject, allowed: readonly string[], prefix = '') {
	for (const key of Object.keys(params)) {
		if (!allowed.includes(key)) throw unknownParam(paramName(prefix, key))
	}
}

export function paramName(prefix: string, key: string) {
	return prefix ? `${prefix}[${key}]` : key
}

export function optionalString(params: FormObject, key: string, prefix = '', maxLength = 5000): string | null {
	const value = params[key]
	if (value === undefined || value === '') return null
	if (typeof value !== 'string') {
		throw invalidRequest(`Invalid string: ${paramName(prefix, key)} must be a string`, { code: 'parameter_invalid_string', param: paramName(prefix, key) })
	}
	if (value.length > maxLength) {
		throw invalidRequest(`Invalid string: ${value.slice(0, 20)}...; must be at most ${maxLength} characters`, {
			code: 'parameter_invalid_string',
			param: paramName(prefix, key),
		})
	}
	return value
}

export function requiredString(params: FormObject, key: string, prefix = '', maxLength?: number): string {
	const value = optionalString(params, key, prefix, maxLength)
	if (value === null) throw missingParam(paramName(prefix, key))
	return value
}

export function optionalInteger(params: FormObject, key: string, prefix = ''): number | null {
	const text = optionalString(params, key, prefix)
	if (text === null) return null
	if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
		throw invalidRequest(`Invalid integer: ${text}`, { code: 'parameter_invalid_integer', param: paramName(prefix, key) })
	}
	return Number(text)
}

export function requiredInteger(params: FormObject, key: string, prefix = ''): number {
	const value = optionalInteger(params, key, prefix)
	if (value === null) throw missingParam(paramName(prefix, key))
	return value
}

export function optionalBoolean(params: FormObject, key: string, prefix = ''): boolean | null {
	const text = optionalString(params, key, prefix)
	if (text === null) return null
	if (text !== 'true' && text !== 'false') {
		throw invalidRequest(`Invalid boolean: ${text}`, { code: 'parameter_invalid_boolean', param: paramName(prefix, key) })
	}
	return text === 'true'
}

export function optionalEnum<T extends string>(params: FormObject, key: string, values: readonly T[], prefix = ''): T | null {
	const text = optionalString(params, key, prefix)
	if (text === null) return null
	if (!isOneOf(values, text)) {
		throw invalidRequest(`Invalid ${paramName(prefix, key)}: must be one of ${values.join(', ')}`, {
			code: 'parameter_invalid_string',
			param: paramName(prefix, key),
		})
	}
	return text
}

function isOneOf<T extends string>(values: readonly T[], text: string): text is T {
	return (values as readonly string[]).includes(text)
}

export function optionalHash(params: FormObject, key: string, prefix = ''): FormObject | null {
	const value = params[key]
	if (value === undefined || value === '') return null
	if (typeof value !== 'object' || Array.isArray(value)) {
		throw invalidRequest(`Invalid object`, { code: 'parameter_invalid_string', param: paramName(prefix, key) })
	}
	return value
}

export function optionalList(params: FormObject, key: string, prefix = ''): FormValue[] | null {
	const value = params[key]
	if (value === undefined || value === '') return null
	if (!Array.isArray(value)) {
		throw invalidRequest(`Invalid array`, { code: 'parameter_invalid_string', param: paramName(prefix, key) })
	}
	return value
}

export function optionalStringList(params: FormObject, key: string, prefix = ''): string[] | null {
	const list = optionalList(params, key, prefix)
	if (list === null) return null
	return list.map((item, index) => {
		if (typeof item !== 'string') {
			throw invalidRequest(`Invalid string`, { code: 'parameter_invalid_string', param: `${paramName(prefix, key)}[${index}]` })
		}
		return item
	})
}

/** Stripe's metadata rules: at most 50 keys, keys up to 40 characters, values up to 500. */
export function metadataParam(params: FormObject, key = 'metadata', prefix = ''): Record<string, string> {
	const hash = optionalHash(params, key, prefix)
	if (hash === null) return {}
	const name = paramName(prefix, key)
	const entries = Object.entries(hash)
	if (entries.length > 50) throw invalidRequest(`Invalid ${name}: at most 50 keys`, { param: name })
	const metadata: Record<string, string> = {}
	for (const [k, v] of entries) {
		if (typeof v !== 'string') throw invalidRequest(`Invalid ${name}[${k}]: metadata values must be strings`, { param: `${name}[${k}]` })
		if (k.length > 40) throw invalidRequest(`Invalid ${name}: keys must be at most 40 characters`, { param: `${name}[${k}]` })
		if (v.length > 500) throw invalidRequest(`Invalid ${name}[${k}]: values must be at most 500 characters`, { param: `${name}[${k}]` })
		if (v !== '') metadata[k] = v // Stripe: an empty value unsets the key
	}
	return metadata
}

const CURRENCIES = ['aud', 'nzd', 'usd', 'eur', 'gbp', 'cad', 'sgd', 'jpy'] as const

export function currencyParam(params: FormObject, key = 'currency', prefix = ''): string {
	const text = requiredString(params, key, prefix).toLowerCase()
	if (!(CURRENCIES as readonly string[]).includes(text)) {
		throw invalidRequest(`Invalid currency: ${text}. Stripe currently supports these currencies: ${CURRENCIES.join(', ')}`, {
			param: paramName(prefix, key),
		})
	}
	return text
}

/** A charge amount: a positive integer within Stripe's limits for the currency (AUD: $0.50 to $999,999.99). */
export function chargeAmountParam(params: FormObject, currency: string, key = 'amount', prefix = ''): number {
	const name = paramName(prefix, key)
	const amount = requiredInteger(params, key, prefix)
	if (amount < 1) throw invalidRequest('This value must be greater than or equal to 1.', { code: 'parameter_invalid_integer', param: name })
	if (amount < 50) {
		throw invalidRequest(`Amount must be at least $0.50 ${currency}`, { code: 'amount_too_small', param: name })
	}
	if (amount > 99_999_999) {
		throw invalidRequest(`Amount must be no more than $999,999.99 ${currency}`, { code: 'amount_too_large', param: name })
	}
	return amount
}

export function urlParam(params: FormObject, key: string, required: boolean): string | null {
	const text = required ? requiredString(params, key, '', 5000) : optionalString(params, key, '', 5000)
	if (text === null) return null
	try {
		const url = new URL(text.replace(/\{CHECKOUT_SESSION_ID\}/g, 'cs'))
		if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http')
	} catch {
		throw invalidRequest('Not a valid URL', { code: 'url_invalid', param: key })
	}
	return text
}
