import pino from 'pino'

let logger: pino.Logger | undefined

/** Structured JSON logs on stdout. LOG_LEVEL is read directly so logging works before settings are valid. */
export function getLogger() {
	logger ??= pino({
		level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
		base: undefined,
		redact: ['req.headers.cookie', 'req.headers.authorization'],
	})
	return logger
}
