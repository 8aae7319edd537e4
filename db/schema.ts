import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

// Kysely types for migrations/*. Money columns are integer cents.
type CreatedAt = ColumnType<string, string | undefined, string>

export interface BrandsTable {
	id: Generated<number>
	name: string
	slug: string
	category: string | null
	logo_url: string | null
	created_at: CreatedAt
}

export interface TyresTable {
	id: Generated<number>
	brand: string
	model: string
	width: number
	profile: number
	rim: number
	size: string
	load_speed_rating: string | null
	load_index: number | null
	speed_rating: string | null
	marking: string | null
	runflat: ColumnType<number, number | undefined, number>
	type: string | null
	category: string | null
	price_1: number | null
	price_2: number | null
	price_3: number | null
	price_4: number | null
	price_5: number | null
	price_incl_gst: number
	stock: ColumnType<number, number | undefined, number>
	unloading_24h: number | null
	slug: string
	image_url: string | null
	brand_logo_url: string | null
	/** 0011: optional selling points, one a line */
	features: string | null
	/** 0011: tread-life warranty in kilometres */
	warranty_km: number | null
	/** 0011: the fitment guarantee, in the owner's words */
	fitment_guarantee: string | null
	/** 0017: the supplier's code for this tyre (price lists match by it); unique when set */
	supplier_code: ColumnType<string | null, string | null | undefined, string | null>
	/** 0017: what the shop pays for one tyre, cents; null when not known */
	cost_price: ColumnType<number | null, number | null | undefined, number | null>
	created_at: CreatedAt
	updated_at: CreatedAt
}

export interface ServiceAreasTable {
	id: Generated<number>
	postcode: string
	suburb: string
	/** 0010: the suburb's centre, for the day's suggested visiting order; null when not known */
	latitude: number | null
	longitude: number | null
	created_at: CreatedAt
}

export interface ContactMessagesTable {
	id: Generated<number>
	name: string
	email: string
	phone: string
	subject: string
	message: string
	created_at: CreatedAt
}

export interface BlogsTable {
	id: Generated<number>
	title: string
	slug: string
	description: string
	meta_title: string
	meta_description: string
	image_url: string
	created_at: CreatedAt
}

export interface CouponsTable {
	id: Generated<number>
	code: string
	discount_type: 'percentage' | 'flat'
	discount_value: number
	minimum_amount: ColumnType<number, number | undefined, number>
	expiry_date: string
	created_at: CreatedAt
}

export interface CartsTable {
	id: string
	selected_date: string | null
	selected_slot: string | null
	/** 0003: coupon applied at checkout */
	coupon_code: string | null
	/** 0016: the staggered search the cart was filled from, front and rear size text */
	staggered_front: string | null
	staggered_rear: string | null
	created_at: CreatedAt
	updated_at: CreatedAt
}

export interface CartLinesTable {
	id: Generated<number>
	cart_id: string
	tyre_id: number
	quantity: number
	position: string | null
	created_at: CreatedAt
}

export interface SlotCapacityTable {
	weekday: number
	slot: string
	/** 0019: minutes of work the window holds */
	capacity: number
}

export interface SlotDateCapacityTable {
	date: string
	slot: string
	/** 0019: minutes of work the window holds on this date */
	capacity: number
}

export interface ClosedDatesTable {
	date: string
	reason: string | null
}

export interface SlotUsageTable {
	date: string
	slot: string
	/** 0019: minutes of work booked */
	taken: ColumnType<number, number | undefined, number>
}

export interface UsersTable {
	id: Generated<number>
	name: string
	phone: string
	password_hash: string
	is_verified: ColumnType<number, number | undefined, number>
	/** bumped by a password change: sessions from before it stop working */
	session_version: ColumnType<number, number | undefined, number>
	created_at: CreatedAt
}

export interface BookingsTable {
	id: Generated<number>
	reference: string
	status: ColumnType<string, string | undefined, string>
	payment_method: string
	payment_status: ColumnType<string, string | undefined, string>
	payment_ref: string | null
	hold_expires_at: string | null
	idempotency_key: string | null
	user_id: number | null
	first_name: string
	last_name: string
	phone: string
	email: string
	address: string
	suburb: string
	postcode: string
	vehicle_rego: string | null
	vehicle_state: string | null
	vehicle_colour: string | null
	vehicle_make: string | null
	vehicle_model: string | null
	selected_date: string
	selected_slot: string
	positions: ColumnType<string, string | undefined, string>
	coupon_code: string | null
	subtotal: number
	shipping: number
	flexible_discount: ColumnType<number, number | undefined, number>
	coupon_discount: ColumnType<number, number | undefined, number>
	total: number
	final_amount: number
	notes: string | null
	/** 0003: when the booking was confirmed (confirmation e-mails sent once, then) */
	confirmed_at: string | null
	/** 0003: the cart cleared when a booking awaiting payment is confirmed */
	cart_id: string | null
	/** 0004: the Stripe Checkout Session of a booking paid without JavaScript */
	stripe_checkout_session_id: string | null
	/** 0006: hash of the canonical request first placed with idempotency_key */
	idempotency_fingerprint: string | null
	/** 0009: the phone in E.164 (+61412345678), compared by the caps and a customer's bookings; null if it did not parse */
	phone_e164: string | null
	/** 0006: keyed hash of the client address that placed it, for the daily caps */
	client_key: string | null
	/** 0015: the e-mail address case-folded in JavaScript (lib/email-address.ts emailKey), for the daily caps */
	email_key: string | null
	/** 0006: when the phone or e-mail was proven (a code, or a verified account) */
	verified_at: string | null
	/** 0010: when the owner marked the fitting done (cleared by an undo) */
	done_at: string | null
	/** 0010: when the owner could not complete the fitting, and why (the booking stays pending) */
	not_completed_at: string | null
	not_completed_reason: string | null
	/** 0010: the owner's visiting order within the slot (1, 2, …); null follows the suggestion */
	visit_order: number | null
	/** 0018: how the job was paid for, recorded when marked done (card_on_the_day, cash, transfer, online) */
	paid_by: string | null
	/** 0018: the amount taken for it, cents (cleared by an undo) */
	paid_cents: number | null
	/** 0018: the quick reason it could not be completed (no_key, nobody_home, wrong_size, vehicle_absent, other) */
	not_completed_cause: string | null
	/** 0018: the failed-attendance fee applied by the owner, cents, and when */
	failed_fee_cents: number | null
	failed_fee_at: string | null
	/** 0018: 'phone' when the owner entered it for a customer who rang; null from the shop */
	taken_by: string | null
	/** 0019: the minutes of work it took from its window (tyres at the minutes per tyre, plus services) */
	work_minutes: ColumnType<number, number | undefined, number>
	created_at: CreatedAt
	updated_at: CreatedAt
}

export interface BookingCodesTable {
	booking_id: number
	/** 'sms' or 'email' */
	channel: string
	/** HMAC of the code, never the code */
	code_hash: string
	attempts: ColumnType<number, number | undefined, number>
	expires_at: string
	created_at: CreatedAt
}

export interface BookingLimitNoticesTable {
	/** the shop day (YYYY-MM-DD) the owner was told about */
	day: string
	created_at: CreatedAt
}

export interface PaymentRefundsTable {
	id: Generated<number>
	booking_id: number
	stripe_refund_id: string
	/** cents */
	amount: number
	reason: string
	created_at: CreatedAt
}

export interface BookingLinesTable {
	id: Generated<number>
	booking_id: number
	tyre_id: number | null
	brand: string
	model: string
	width: number
	profile: number
	rim: number
	load_speed_rating: string | null
	marking: string | null
	runflat: ColumnType<number, number | undefined, number>
	type: string | null
	quantity: number
	unit_price: number
	line_total: number
}

export interface AdminUsersTable {
	id: Generated<number>
	username: string
	password_hash: string
	/** bumped by a password change: sessions and API tokens from before it stop working */
	session_version: ColumnType<number, number | undefined, number>
	/** 1 for the `admin` login made on first start with a printed password */
	generated: ColumnType<number, number | undefined, number>
	disabled_at: string | null
	created_at: CreatedAt
}

export interface AdminTokensTable {
	id: Generated<number>
	admin_id: number
	token_hash: string
	/** the admin's session_version when the token was issued */
	admin_version: ColumnType<number, number | undefined, number>
	expires_at: string
	created_at: CreatedAt
}

export interface SessionsTable {
	id: Generated<number>
	/** SHA-256 of the random id in the cookie */
	token_hash: string
	kind: 'admin' | 'customer'
	user_id: number
	user_version: number
	expires_at: string
	created_at: CreatedAt
}

export interface OneTimePasswordsTable {
	id: Generated<number>
	phone: string
	purpose: 'register' | 'reset'
	code_hash: string
	attempts: ColumnType<number, number | undefined, number>
	expires_at: string
	consumed_at: string | null
	created_at: CreatedAt
}

export interface OutboxTable {
	id: Generated<number>
	channel: 'email' | 'sms'
	recipient: string
	subject: string | null
	body_text: string
	body_html: string | null
	attachments: string | null
	/** queued: handed to a provider that will report delivery; delivered: the provider says so */
	status: 'kept' | 'queued' | 'sent' | 'delivered' | 'failed'
	error: string | null
	created_at: CreatedAt
	/** the SMS provider that took it (twilio, http-sms), and its id for the message */
	provider: string | null
	provider_message_id: string | null
	/** when the provider last reported on it */
	status_at: string | null
}

export interface AreaRequestsTable {
	id: Generated<number>
	email: string
	postcode: string
	suburb: string
	notified_at: string | null
	created_at: CreatedAt
}

export interface SettingsTable {
	key: string
	value: string
}

export interface VehiclesTable {
	id: Generated<number>
	make: string
	model: string
	variant: ColumnType<string, string | undefined, string>
	year_from: number
	year_to: number
	front_size: string
	rear_size: string | null
}

export interface VehicleRegistrationsTable {
	rego: string
	state: string
	vehicle_id: number
	year: number
}

/**
 * Row 1: the catalogue's version, bumped by every write to tyres or brands (migration 0002).
 * Row 2: the public content's, bumped by every write to blogs, settings or service areas (0012).
 */
export interface CatalogueVersionTable {
	id: number
	version: number
}

/** Counters of rate-limiter-flexible (migration 0008): one row per limiter name and key. */
export interface RateLimitsTable {
	key: string
	points: number
	/** epoch milliseconds; null never expires */
	expire: number | null
}

/** 0010: reminders claimed (and so sent) once each */
export interface RemindersSentTable {
	kind: string
	subject_key: string
	sent_at: string
}

/** 0014: the day view's changes by their id, each applied once, with the first answer */
export interface AppliedChangesTable {
	change_id: string
	kind: string
	booking_id: number
	result: string
	applied_at: string
}

/** 0023: customers' replies to the shop's texts, once per provider message */
export interface SmsRepliesTable {
	id: Generated<number>
	provider: string
	provider_message_id: string
	/** E.164 when it parsed, else as the provider sent it */
	from_phone: string
	body: string
	/** 1 when the body is an opt-out keyword */
	opt_out: ColumnType<number, number | undefined, number>
	received_at: string
}

/** 0023: "On my way" sent from the day view, once per booking per shop day */
export interface OnMyWayTable {
	booking_id: number
	shop_date: string
	minutes: number
	sent_at: string
	sms_status: 'kept' | 'queued' | 'sent' | 'delivered' | 'failed'
	emailed: ColumnType<number, number | undefined, number>
}

/** 0019: the services a customer can book, with or without tyres */
export interface ServicesTable {
	id: Generated<number>
	slug: string
	name: string
	description: string | null
	/** cents, GST included */
	price: number
	/** minutes of work for one (per tyre: for one tyre) */
	minutes: number
	/** 1: charged and timed per tyre (quantity 1 to 5); 0: once per car */
	per_tyre: ColumnType<number, number | undefined, number>
	active: ColumnType<number, number | undefined, number>
	sort_order: ColumnType<number, number | undefined, number>
	created_at: CreatedAt
	updated_at: CreatedAt
}

/** 0017: every uploaded supplier price list; applied ones are the import history. */
export interface PriceListImportsTable {
	id: Generated<number>
	file_name: string
	/** csv | xlsx */
	file_type: string
	file_base64: string
	file_bytes: number
	/** previewed | applied */
	status: string
	/** the admin's username */
	uploaded_by: string
	uploaded_at: string
	applied_by: string | null
	applied_at: string | null
	/** 1: tyres missing from the file were set out of stock */
	full_range: ColumnType<number, number | undefined, number>
	rows_read: ColumnType<number, number | undefined, number>
	added_count: ColumnType<number, number | undefined, number>
	changed_count: ColumnType<number, number | undefined, number>
	unchanged_count: ColumnType<number, number | undefined, number>
	refused_count: ColumnType<number, number | undefined, number>
	out_of_stock_count: ColumnType<number, number | undefined, number>
}

/** 0017: the owner's price-list column mapping, by column heading (lower case). */
export interface PriceListColumnsTable {
	heading: string
	/** a price-list field name, or 'ignore' */
	field: string
	updated_at: string
}

/** 0022: a price rule applied to the catalogue (the history of price rules) */
export interface PriceRuleRunsTable {
	id: Generated<number>
	/** the rule's settings as the form gave them (scope, kind, percentages, rounding) */
	rule_json: string
	/** the rule in words, as the owner saw it */
	description: string
	applied_by: string
	applied_at: string
	changed_count: number
	unchanged_count: number
	skipped_count: number
}

/** 0019: a service in a cart, priced from the service each time the cart is read */
export interface CartServicesTable {
	id: Generated<number>
	cart_id: string
	service_id: number
	quantity: number
	created_at: CreatedAt
}

/** 0019: a booked service as it was booked (name, price and minutes kept) */
export interface BookingServicesTable {
	id: Generated<number>
	booking_id: number
	service_id: number | null
	name: string
	quantity: number
	/** cents */
	unit_price: number
	line_total: number
	/** minutes of work for the whole line */
	minutes: number
}

/** 0024: recipients who asked for no more marketing on a channel */
export interface OptOutsTable {
	/** 'email' or 'sms' */
	channel: string
	/** a case-folded e-mail address, or a phone in E.164 */
	recipient: string
	/** how they asked: 'sms-stop', 'email-link' or 'owner' */
	source: string
	opted_out_at: string
}

/** 0024: review requests and aftercare reminders waiting for their time, one per kind and booking */
export interface ScheduledMessagesTable {
	id: Generated<number>
	/** 'review-request' or 'aftercare' */
	kind: string
	booking_id: number
	due_at: string
	/** scheduled → sending → sent, or cancelled (with the reason) */
	status: ColumnType<string, string | undefined, string>
	cancelled_reason: string | null
	sent_at: string | null
	created_at: CreatedAt
	updated_at: CreatedAt
}

export interface DB {
	brands: BrandsTable
	tyres: TyresTable
	service_areas: ServiceAreasTable
	contact_messages: ContactMessagesTable
	blogs: BlogsTable
	coupons: CouponsTable
	carts: CartsTable
	cart_lines: CartLinesTable
	slot_capacity: SlotCapacityTable
	slot_date_capacity: SlotDateCapacityTable
	closed_dates: ClosedDatesTable
	slot_usage: SlotUsageTable
	users: UsersTable
	bookings: BookingsTable
	booking_lines: BookingLinesTable
	payment_refunds: PaymentRefundsTable
	booking_codes: BookingCodesTable
	booking_limit_notices: BookingLimitNoticesTable
	admin_users: AdminUsersTable
	admin_tokens: AdminTokensTable
	sessions: SessionsTable
	one_time_passwords: OneTimePasswordsTable
	outbox: OutboxTable
	settings: SettingsTable
	area_requests: AreaRequestsTable
	vehicles: VehiclesTable
	vehicle_registrations: VehicleRegistrationsTable
	catalogue_version: CatalogueVersionTable
	rate_limits: RateLimitsTable
	reminders_sent: RemindersSentTable
	applied_changes: AppliedChangesTable
	services: ServicesTable
	price_list_imports: PriceListImportsTable
	price_list_columns: PriceListColumnsTable
	price_rule_runs: PriceRuleRunsTable
	cart_services: CartServicesTable
	booking_services: BookingServicesTable
	sms_replies: SmsRepliesTable
	on_my_way: OnMyWayTable
	opt_outs: OptOutsTable
	scheduled_messages: ScheduledMessagesTable
}

export type Tyre = Selectable<TyresTable>
export type NewTyre = Insertable<TyresTable>
export type TyreUpdate = Updateable<TyresTable>
export type Brand = Selectable<BrandsTable>
export type Blog = Selectable<BlogsTable>
export type Coupon = Selectable<CouponsTable>
export type ServiceArea = Selectable<ServiceAreasTable>
export type Booking = Selectable<BookingsTable>
export type BookingLine = Selectable<BookingLinesTable>
export type Vehicle = Selectable<VehiclesTable>
export type Service = Selectable<ServicesTable>
export type BookingService = Selectable<BookingServicesTable>
