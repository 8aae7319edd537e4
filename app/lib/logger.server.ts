import pino from 'pino'

let logger: pino.Logger | undefined

/** Structured JSON logs on stdout. LOG_LEVEL is read directly so logging works before settings are valid. */
export function getLogger() {
	logger ??= pino({
		level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
		base: undefined,
		// Personal data and payment secrets never reach the log, whichever call passes them.
		redact: [
			'req.headers.cookie',
			'req.headers.authorization',
			'phone',
			'*.phone',
			'email',
			'*.email',
			'clientSecret',
			'*.clientSecret',
			'client_secret',
			'*.client_secret',
			'paymentIntentId',
			'*.paymentIntentId',
		],
	})
	return logger
}
