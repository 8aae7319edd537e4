// Stripe's request encoding: application/x-www-form-urlencoded with bracketed keys, as the SDK
// writes it (qs with arrayFormat 'indices'): metadata[booking_reference]=BK-1,
// line_items[0][price_data][unit_amount]=23990, expand[0]=payment_intent.

export type FormValue = string | FormValue[] | FormObject
export interface FormObject {
	[key: string]: FormValue
}

export class FormError extends Error {
	constructor(
		message: string,
		public param: string,
	) {
		super(message)
		this.name = 'FormError'
	}
}

const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor'])

/** Parses a form-encoded body or query string into nested objects and arrays. */
export function parseStripeForm(body: string): FormObject {
	const root: FormObject = {}
	for (const [key, value] of new URLSearchParams(body)) {
		const match = KEY.exec(key)
		if (!match) throw new FormError(`Invalid parameter name: ${key}`, key)
		const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)]
		if (path.some((segment) => FORBIDDEN.has(segment))) throw new FormError(`Invalid parameter name: ${key}`, key)
		assign(root, path, value, key)
	}
	return arraysFromIndices(root) as FormObject
}

function assign(root: FormObject, path: string[], value: string, key: string) {
	let node: FormObject = root
	for (let i = 0; i < path.length - 1; i++) {
		// `a[]=x` appends: give it the next free index
		const segment = path[i] === '' ? String(Object.keys(node).length) : path[i]!
		const next = Object.hasOwn(node, segment) ? node[segment] : undefined
		if (next === undefined) {
			const child: FormObject = {}
			node[segment] = child
			node = child
		} else if (typeof next === 'object' && !Array.isArray(next)) {
			node = next
		} else {
			throw new FormError(`Invalid parameter: ${key} mixes a value and a hash`, key)
		}
	}
	const last = path[path.length - 1] === '' ? String(Object.keys(node).length) : path[path.length - 1]!
	if (Object.hasOwn(node, last)) {
		throw new FormError(
			typeof node[last] === 'string' ? `Received duplicate parameter: ${key}` : `Invalid parameter: ${key} mixes a value and a hash`,
			key,
		)
	}
	node[last] = value
}

/** Objects whose keys are exactly 0..n-1 become arrays (Stripe's "indices" arrays). */
function arraysFromIndices(value: FormValue): FormValue {
	if (typeof value === 'string' || Array.isArray(value)) return value
	const keys = Object.keys(value)
	for (const key of keys) value[key] = arraysFromIndices(value[key]!)
	const isList = keys.length > 0 && keys.every((key) => /^(0|[1-9]\d*)$/.test(key))
	if (!isList) return value
	const indices = keys.map(Number).sort((a, b) => a - b)
	if (indices.some((index, position) => index !== position)) return value
	return indices.map((index) => value[String(index)]!)
}

/** A canonical text of parsed params: equal for the same params in any key order. */
export function canonicalForm(value: FormValue): string {
	if (typeof value === 'string') return JSON.stringify(value)
	if (Array.isArray(value)) return `[${value.map(canonicalForm).join(',')}]`
	return `{${Object.keys(value)
		.sort()
		.map((key) => `${JSON.stringify(key)}:${canonicalForm(value[key]!)}`)
		.join(',')}}`
}
