import { z } from 'zod'
import { phoneField } from '#app/lib/phone'
import { PHONE_MESSAGE } from './phone'

// One schema per form and endpoint of the account layer (spec §7 base /api/auth), shared by the
// JSON endpoints, the page actions and the browser (conform validates with them when JS runs).

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** An Australian mobile, as its E164Phone (+614XXXXXXXX). */
export const PhoneSchema = phoneField({ kind: 'au-mobile', required: 'Enter your mobile number.', invalid: PHONE_MESSAGE })

export const NameSchema = z
	.string({ error: 'Enter your name.' })
	.trim()
	.min(1, 'Enter your name.')
	.max(80, 'Keep your name to 80 characters or fewer.')

/** A new password: long enough to resist guessing, short enough to hash cheaply. */
export const NewPasswordSchema = z
	.string({ error: 'Choose a password.' })
	.min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
	.max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)

const CurrentPasswordSchema = z
	.string({ error: 'Enter your password.' })
	.min(1, 'Enter your password.')
	.max(PASSWORD_MAX_LENGTH * 8, 'Enter your password.')

/** The 6-digit code from the SMS; spaces are ignored, a JSON number is read as digits. */
export const OtpSchema = z.preprocess(
	(value) => (typeof value === 'number' && Number.isInteger(value) ? String(value).padStart(6, '0') : value),
	z
		.string({ error: 'Enter the 6-digit code.' })
		.max(20, { error: 'Enter the 6-digit code from the SMS.', abort: true })
		.transform((value) => value.replace(/\s/g, ''))
		.pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the SMS.')),
)

/** POST /api/auth/send-otp and the register page's details step. */
export const SendOtpSchema = z.object({ name: NameSchema, phone: PhoneSchema, password: NewPasswordSchema })

/** POST /api/auth/verify-otp. */
export const VerifyOtpSchema = z.object({ name: NameSchema, phone: PhoneSchema, password: NewPasswordSchema, otp: OtpSchema })

/** POST /api/auth/login and the login page. */
export const LoginSchema = z.object({ phone: PhoneSchema, password: CurrentPasswordSchema })

/** POST /api/auth/send-reset-otp and the reset page's phone step. */
export const SendResetOtpSchema = z.object({ phone: PhoneSchema })

/** POST /api/auth/verify-reset-otp. */
export const VerifyResetOtpSchema = z.object({ phone: PhoneSchema, otp: OtpSchema, newPassword: NewPasswordSchema })

/** The register page's code step (name, phone and password wait in the pending cookie). */
export const RegisterCodeSchema = z.object({ otp: OtpSchema })

/** The reset page's code step (the phone waits in the pending cookie). */
export const ResetCodeSchema = z.object({ otp: OtpSchema, newPassword: NewPasswordSchema })
