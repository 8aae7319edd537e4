import { afterAll, beforeAll } from 'vitest'
import { getEnv } from '#app/lib/env.server'
import { setTransports } from '#app/lib/outbox.server'
import { smsSenderFromEnv } from '#app/lib/sms.server'
import { startFakeClickSend, type FakeClickSend } from '#tests/fakes/clicksend'
import { startFakeTwilio, type FakeTwilio } from '#tests/fakes/twilio'
import { type CardPayments, startCardPayments } from '#tests/fixtures/card-payments'
import { callRoute, type ServedRoute, serveRoute } from '#tests/helpers/routes'

// The setup every provider webhook route's test repeats, in one place: the provider's fake, the
// route served on a loopback port (the fake posts its own signed webhooks to it over HTTP, as the
// provider would), the shop's settings pointed at both; all stopped after the file's tests.

type Handler = (args: any) => unknown

/** A webhook route's test setup, filled in before the file's first test. */
export type Webhook<Fake> = { fake: Fake; shop: ServedRoute; /** the route's full URL on the loopback server */ url: string }

function webhookRoute<Fake>(
	action: Handler,
	path: string,
	{ start, stop, settings, sends = false }: { start: () => Promise<Fake>; stop: (fake: Fake) => Promise<void>; settings: (fake: Fake, base: string) => Record<string, string>; sends?: boolean },
): Webhook<Fake> {
	const hook = {} as Webhook<Fake>
	beforeAll(async () => {
		hook.fake = await start()
		hook.shop = await serveRoute(action)
		hook.url = `${hook.shop.base}${path}`
		// the route reads the settings: point them at the fake before anything parses them
		Object.assign(process.env, settings(hook.fake, hook.shop.base))
		if (sends) setTransports({ sms: smsSenderFromEnv(getEnv()) })
	})
	afterAll(async () => {
		if (sends) setTransports({ sms: null })
		await stop(hook.fake)
		await hook.shop.close()
	})
	return hook
}

/** Twilio's webhook to `path` (signed over the shop's PUBLIC_URL); `sends` sends the outbox's texts through the fake. */
export function twilioWebhook(action: Handler, path: string, { sends = false }: { sends?: boolean } = {}) {
	return webhookRoute<FakeTwilio>(action, path, {
		start: () => startFakeTwilio(),
		stop: (fake) => fake.close(),
		settings: (fake, base) => ({
			PUBLIC_URL: base,
			SMS_PROVIDER: 'twilio',
			TWILIO_ACCOUNT_SID: fake.accountSid,
			TWILIO_AUTH_TOKEN: fake.authToken,
			TWILIO_FROM: '+61400000000',
			TWILIO_API_BASE: fake.apiBase,
		}),
		sends,
	})
}

/** ClickSend's webhook to `path`, its URL carrying `?token=<secret>` as the owner sets it in ClickSend's dashboard. */
export function clicksendWebhook(action: Handler, path: string, secret: string, { sends = false }: { sends?: boolean } = {}) {
	return webhookRoute<FakeClickSend>(action, `${path}?token=${secret}`, {
		start: () => startFakeClickSend(),
		stop: (fake) => fake.close(),
		settings: (fake) => ({
			SMS_PROVIDER: 'clicksend',
			CLICKSEND_USERNAME: fake.username,
			CLICKSEND_API_KEY: fake.apiKey,
			CLICKSEND_WEBHOOK_SECRET: secret,
			CLICKSEND_API_BASE: fake.apiBase,
		}),
		sends,
	})
}

/** Stripe's webhook to `path`, with the local Stripe fake and the shop's Stripe keys (startCardPayments). */
export function stripeWebhook(action: Handler, path: string) {
	const hook = webhookRoute<CardPayments>(action, path, { start: startCardPayments, stop: (payments) => payments.stop(), settings: () => ({}) })
	return {
		/** the Stripe fake, a Stripe client of the shop's and the webhook secret */
		get payments() {
			return hook.fake
		},
	}
}

/** Posts form fields to a webhook route as its provider would, with these extra headers. */
export function postForm(action: Handler, url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
	return callRoute(action, new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields) }))
}
