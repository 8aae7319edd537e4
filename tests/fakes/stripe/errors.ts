// Errors in Stripe's wire shape ({ error: { type, code, message, param, doc_url } }), so the
// SDK raises its own classes: StripeInvalidRequestError, StripeIdempotencyError,
// StripeAuthenticationError, StripeCardError …

export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'card_error' | 'api_error'

export interface StripeErrorBody {
	error: {
		type: StripeErrorType
		message: string
		code?: string
		param?: string
		doc_url?: string
		request_log_url?: string
	}
}

export class FakeStripeError extends Error {
	constructor(
		public status: number,
		public body: StripeErrorBody,
	) {
		super(body.error.message)
		this.name = 'FakeStripeError'
	}
}

export function invalidRequest(message: string, options: { code?: string; param?: string; status?: number } = {}) {
	return new FakeStripeError(options.status ?? 400, {
		error: {
			type: 'invalid_request_error',
			message,
			...(options.code ? { code: options.code, doc_url: `https://stripe.com/docs/error-codes/${options.code.replace(/_/g, '-')}` } : {}),
			...(options.param ? { param: options.param } : {}),
		},
	})
}

export const missingParam = (param: string) => invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param })

export const unknownParam = (param: string) =>
	invalidRequest(`Received unknown parameter: ${param}`, { code: 'parameter_unknown', param })

export const resourceMissing = (kind: string, id: string, param: string) =>
	invalidRequest(`No such ${kind}: '${id}'`, { code: 'resource_missing', param, status: 404 })

export const idempotencyMismatch = (key: string) =>
	new FakeStripeError(400, {
		error: {
			type: 'idempotency_error',
			message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
		},
	})
