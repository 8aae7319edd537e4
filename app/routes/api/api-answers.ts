import { z } from 'zod'

// What the JSON API answers on success, as /api/openapi.json describes it. Each endpoint names
// its answer here (apiRoute's `answer`); outside production an answer that does not match is
// reported on the console, so the route tests hold the description to what the code answers.
// Amounts are dollars (AUD, GST included), as in spec §7; only the payment intent's amount is cents.

const dollars = z.number().describe('dollars (AUD, GST included)')
const maybeDollars = dollars.nullable()
const id = z.union([z.number().int(), z.string()])

/** spec §3 Tyre under its field names. */
export const ApiTyreAnswer = z
	.object({
		_id: z.number().int(),
		slug: z.string(),
		Brand: z.string(),
		Model: z.string(),
		SIZE: z.string().describe('width/profileRrim, e.g. 205/55R16'),
		// the size's parts, on the public catalogue reads
		width: z.number().optional(),
		profile: z.number().optional(),
		rimSize: z.number().optional(),
		'LOAD/SPEED RATING': z.string().nullable(),
		Marking: z.string().nullable(),
		RunFlat: z.enum(['YES', 'NO']),
		Type: z.string().nullable(),
		category: z.string().nullable(),
		brand_logo_url: z.string().nullable(),
		brandLogo: z.string().nullable(),
		image_url: z.string().nullable(),
		'In Stock': z.number(),
		'Price for 1': maybeDollars,
		'Price for 2': maybeDollars,
		'Price for 3': maybeDollars,
		'Price for 4': maybeDollars,
		'Price for 5': maybeDollars,
		'Price Incl GST': maybeDollars,
		'UNLOADING IN 24 HRS': z.number().nullable(),
	})

export const TyreListAnswer = z.object({ data: z.array(ApiTyreAnswer) })
export const TyreSearchAnswer = z.object({ tyres: z.array(ApiTyreAnswer), total: z.number().int(), totalPages: z.number().int(), page: z.number().int(), limit: z.number().int() })
export const TyreBrandAnswer = z.object({ success: z.literal(true), data: z.array(ApiTyreAnswer) })
export const AdminTyreListAnswer = z.object({ success: z.literal(true), data: z.array(ApiTyreAnswer), total: z.number().int(), page: z.number().int(), totalPages: z.number().int() })
export const TyreChangedAnswer = z.object({ success: z.literal(true), message: z.string(), data: ApiTyreAnswer, changed: z.boolean().optional() })

const fitment = z.object({ front: z.string().nullable(), rear: z.string().nullable(), staggered: z.boolean() })
const vehicle = z.object({ make: z.string(), model: z.string(), variant: z.string().nullable(), year: z.number().nullable(), yearFrom: z.number().nullable(), yearTo: z.number().nullable(), description: z.string() })
export const RegoAnswer = z.object({
	multipleMatches: z.boolean(),
	variantCount: z.number().int(),
	vehicleMake: z.string().nullable(),
	vehicle: vehicle.nullable(),
	fitment: fitment.nullable(),
	matchedTyres: z.array(ApiTyreAnswer),
	variants: z.array(z.object({ vehicle, fitment })),
})

/** spec §3 Cart item, plus the line's id, position and total. */
export const CartAnswer = z
	.object({
		items: z.array(
			z.object({
				lineId: z.number().int(),
				tyre: z.number().int(),
				slug: z.string(),
				SIZE: z.string(),
				width: z.number(),
				profile: z.number(),
				rimSize: z.number(),
				brand: z.string(),
				model: z.string(),
				rating: z.string().nullable(),
				Marking: z.string().nullable(),
				Type: z.string().nullable(),
				RunFlat: z.enum(['YES', 'NO']),
				logo: z.string().nullable(),
				image: z.string().nullable(),
				price: maybeDollars,
				quantity: z.number().int().min(1).max(5),
				lineTotal: dollars,
				position: z.string().nullable(),
				'In Stock': z.number(),
				'Price for 1': maybeDollars,
				'Price for 2': maybeDollars,
				'Price for 3': maybeDollars,
				'Price for 4': maybeDollars,
				'Price for 5': maybeDollars,
			}),
		),
		quantity: z.number().int(),
		total: dollars,
		shipping: dollars,
		shippingNotice: z.string().nullable(),
	})

export const AvailabilityAnswer = z.object({ availability: z.object({ morning: z.number(), lunch: z.number(), afternoon: z.number(), flexible: z.number() }) })
export const ServiceableAnswer = z.object({ isServiceable: z.boolean() })
export const SuburbsAnswer = z.object({ data: z.object({ suburbs: z.array(z.string()) }) })
export const AreaListAnswer = z.object({ success: z.literal(true), data: z.array(z.string().describe("'postcode,suburb'")) })
export const AreaAddedAnswer = z.object({ success: z.literal(true), message: z.string(), data: z.string().describe("'postcode,suburb'") })

export const CouponQuoteAnswer = z.object({
	code: z.string(),
	discount: dollars,
	total: dollars.describe('dollars: the order total the coupon was checked against'),
	finalAmount: dollars.describe('dollars: what the customer pays'),
	currency: z.literal('AUD'),
})

export const BookingPlacedAnswer = z.object({
	success: z.literal(true),
	reference: z.string(),
	orderId: z.string(),
	status: z.string(),
	paymentMethod: z.string(),
	paymentStatus: z.string(),
	finalAmount: dollars,
	currency: z.literal('AUD'),
	orderUrl: z.string(),
	clientSecret: z.string().optional(),
	redirectUrl: z.string().optional(),
	verificationRequired: z.literal(true).optional(),
	message: z.string().optional(),
})

export const AccountBookingAnswer = z.object({
	message: z.string(),
	booking: z.object({ reference: z.string(), status: z.string(), paymentMethod: z.literal('CashOnDelivery'), finalAmount: dollars, orderUrl: z.string() }),
})

export const PaymentIntentAnswer = z.object({ clientSecret: z.string(), amount: z.number().int().describe('cents (spec §9: the payment amount is the final total in cents)'), currency: z.string() })
export const WebhookAnswer = z.object({ received: z.literal(true) })
/** A delivery report taken: whether it moved its text forward, was already known, or names no text of ours. */
export const SmsDeliveryAnswer = z.object({ received: z.literal(true), outcome: z.enum(['updated', 'unchanged', 'unknown']) })
export const SmsReplyAnswer = z.object({ received: z.literal(true), stop: z.boolean() })

const publicUser = z.object({ _id: z.string(), phone: z.string(), name: z.string(), isVerified: z.boolean() })
export const UserAnswer = z.object({ user: publicUser })
export const AccountCreatedAnswer = z.object({ message: z.string(), user: publicUser })
export const CodeSentAnswer = z.object({ message: z.string(), phone: z.string(), expiresAt: z.string() })
export const MessageAnswer = z.object({ message: z.string() })

export const CustomerBookingsAnswer = z.object({
	bookings: z.array(
		z.object({
			id: z.number().int(),
			reference: z.string(),
			selectedDate: z.string(),
			selectedTime: z.string(),
			slotLabel: z.string(),
			status: z.string(),
			paymentMethod: z.string(),
			paymentStatus: z.string(),
			total: dollars,
			finalAmount: dollars,
			tyres: z.array(z.object({ brand: z.string(), model: z.string(), size: z.string(), quantity: z.number().int() })),
			services: z.array(z.object({ name: z.string(), quantity: z.number().int(), unitPrice: dollars, lineTotal: dollars })),
		}),
	),
})

const blog = z.object({ _id: id, title: z.string(), description: z.string(), metaTitle: z.string(), metaDescription: z.string(), image: z.string(), slug: z.string(), createdAt: z.string() })
export const BlogListAnswer = z.object({ data: z.array(blog) })
export const BlogAnswer = z.object({ data: blog })
export const BlogAddedAnswer = z.object({ success: z.literal(true), message: z.string(), data: blog })

export const AdminTokenAnswer = z.object({ token: z.string(), expiresAt: z.string() })
export const DoneAnswer = z.object({ success: z.literal(true), message: z.string(), deleted: z.number().int().optional() })

export const ContactListAnswer = z.object({
	success: z.literal(true),
	data: z.array(z.object({ _id: z.number().int(), name: z.string(), email: z.string(), phone: z.string(), subject: z.string(), message: z.string(), createdAt: z.string() })),
})

const coupon = z
	.object({
		_id: z.number().int(),
		code: z.string(),
		discountType: z.enum(['percentage', 'flat']),
		discountValue: z.number().describe('a percentage, or dollars for a flat coupon'),
		minimumAmount: dollars,
		expiryDate: z.string(),
	})
export const CouponListAnswer = z.object({ success: z.literal(true), coupons: z.array(coupon) })
export const CouponAddedAnswer = z.object({ success: z.literal(true), message: z.string(), coupon })

/** spec §3 Booking (admin view). */
const adminBooking = z
	.looseObject({
		_id: z.number().int(),
		orderId: z.string(),
		customer: z.looseObject({ firstName: z.string(), lastName: z.string(), phone: z.string(), email: z.string() }),
		address: z.looseObject({ address: z.string(), suburb: z.string(), postcode: z.string() }),
		selectedDate: z.string(),
		selectedTime: z.string(),
		vehicle: z.looseObject({ vehicleDetails: z.string().nullable(), colour: z.string().nullable(), make: z.string().nullable(), model: z.string().nullable() }),
		appliedCoupon: z.string().nullable(),
		total: dollars,
		finalAmount: dollars,
		selectedTyres: z.array(z.string()),
		cart: z.array(z.looseObject({ brand: z.string(), model: z.string(), width: z.number(), profile: z.number(), rimSize: z.number(), quantity: z.number().int(), price: dollars })),
		status: z.string(),
	})
export const AdminBookingListAnswer = z.object({ success: z.literal(true), bookings: z.array(adminBooking), total: z.number().int(), page: z.number().int(), totalPages: z.number().int() })
export const AdminBookingChangedAnswer = z.object({ success: z.literal(true), message: z.string(), booking: adminBooking })

/** The OpenAPI document itself. */
export const OpenApiAnswer = z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) })
