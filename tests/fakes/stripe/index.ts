// A local fake of the few Stripe API calls the shop uses. See server.ts for the API; start one
// per test file:
//   const fake = await startFakeStripe()
//   const stripe = new Stripe('sk_test_x', { ...fake.sdkOptions, maxNetworkRetries: 0 })
export { FakeStripe, signWebhookPayload, startFakeStripe, testWebhookSecret } from './server'
export type { FakeStripeOptions, RecordedRequest, WebhookDelivery, StripeErrorBody } from './server'
export type { HandledEvent } from './objects'
export { parseStripeForm } from './form'
