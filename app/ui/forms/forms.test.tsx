import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, test } from 'vitest'
import { RegisterCodeSchema } from '#app/domain/accounts/schema'
import { control, ErrorSummary, Field } from './field'
import { Honeypot, HoneypotProvider } from './honeypot'
import { type OtpAnswer, OtpStep } from './otp-step'

// The forms kit as the server renders it (what a browser without JavaScript gets).

describe('Field', () => {
	test('label, control, hint and errors wired by id; an explicit null shows no errors', () => {
		const meta = { id: 'f-phone', errorId: 'f-phone-error', errors: ['Enter an Australian mobile number, like 0412 345 678.'] }
		const input = control({ key: 'k1', id: 'f-phone', name: 'phone', 'aria-describedby': 'f-phone-error' }, { hint: true })
		const html = renderToStaticMarkup(
			<Field meta={meta} label="Mobile number" hint="We text a code." optional>
				<input {...input} />
			</Field>,
		)
		expect(html).toContain('<label for="f-phone">Mobile number<span class="field-optional"> (optional)</span></label>')
		expect(html).toContain('aria-describedby="f-phone-error f-phone-hint"')
		expect(html).toContain('<p id="f-phone-hint" class="field-hint">We text a code.</p>')
		expect(html).toContain('<ul id="f-phone-error" class="field-errors"><li class="field-error">Enter an Australian mobile number, like 0412 345 678.</li></ul>')
		expect(input).not.toHaveProperty('key')

		const quiet = renderToStaticMarkup(
			<Field meta={meta} label="Mobile number" errors={null}>
				<input id="f-phone" />
			</Field>,
		)
		expect(quiet).not.toContain('field-error')
	})
})

describe('ErrorSummary', () => {
	test('links to each field with an error, in the order of its labels; nothing when all is well', () => {
		const fields = {
			name: { id: 'f-name', errors: ['Please enter your name.'] },
			email: { id: 'f-email', errors: [] },
			positions: { id: 'f-positions', errors: ['Please select tyre positions.'] },
		}
		const html = renderToStaticMarkup(
			<ErrorSummary id="s" fields={fields} labels={{ positions: 'Tyre positions', email: 'Email', name: 'Name' }} hrefs={{ positions: '#positions-heading' }} />,
		)
		expect(html).toContain('Please check these fields:')
		expect(html.indexOf('href="#positions-heading"')).toBeLessThan(html.indexOf('href="#f-name"'))
		expect(html).not.toContain('#f-email')
		expect(renderToStaticMarkup(<ErrorSummary id="s" fields={{ email: fields.email }} labels={{ email: 'Email' }} />)).toBe('')
	})
})

describe('Honeypot', () => {
	test('the one field name and the encrypted render time, hidden from people', () => {
		const html = renderToStaticMarkup(
			<HoneypotProvider nameFieldName="website" validFromFieldName="website_from" encryptedValidFrom="abc">
				<Honeypot />
			</HoneypotProvider>,
		)
		expect(html).toContain('aria-hidden="true"')
		expect(html).toContain('name="website"')
		expect(html).toMatch(/name="website_from"[^>]*value="abc"|value="abc"[^>]*name="website_from"/)
	})
})

describe('OtpStep', () => {
	test('the code field, the step’s own fields, its submit intent and the separate resend form', () => {
		const Stub = createRoutesStub([
			{
				path: '/account/reset',
				Component: () => (
					<OtpStep
						id="otp"
						schema={RegisterCodeSchema}
						answer={undefined}
						title="Enter your code"
						lead="We have texted a code."
						submit={{ intent: 'verify', label: 'Create my account', pendingText: 'Checking...' }}
						back={{ to: '/account/register', label: 'Change my details' }}
						extraFields={() => <input name="extra" />}
					/>
				),
			},
		])
		const html = renderToStaticMarkup(<Stub initialEntries={['/account/reset']} />)
		expect(html).toContain('<h1>Enter your code</h1>')
		expect(html).toMatch(/autocomplete="one-time-code"/i)
		expect(html).toContain('name="otp"')
		expect(html).toContain('name="extra"')
		expect(html).toContain('value="verify"')
		expect(html).toContain('value="resend"')
		expect(html).toContain('href="/account/register"')
	})

	test('an answer shows under the form it belongs to: the code form’s errors, or the resend’s message', () => {
		const render = (answer: OtpAnswer) => {
			const Stub = createRoutesStub([
				{
					path: '/',
					Component: () => (
						<OtpStep id="otp" schema={RegisterCodeSchema} answer={answer} title="t" lead="l" submit={{ intent: 'verify', label: 'Go', pendingText: '…' }} back={{ to: '/', label: 'Back' }} />
					),
				},
			])
			return renderToStaticMarkup(<Stub initialEntries={['/']} />)
		}
		const refused = render({ intent: 'verify', result: { status: 'error', initialValue: { otp: '12' }, error: { '': ['Invalid or expired code'] } } })
		expect(refused).toContain('Invalid or expired code')
		const resend = render({ intent: 'resend', message: 'Please wait a minute before asking for another code.' })
		expect(resend).toMatch(/<p class="field-error" role="alert">Please wait a minute before asking for another code.<\/p>/)
		expect(render({ intent: 'send-code', result: { status: 'error', error: { '': ['Not this form'] } } })).not.toContain('Not this form')
	})
})
