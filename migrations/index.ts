import type { Migration } from 'kysely'
import * as m0001 from './0001_init'
import * as m0002catalogue from './0002_catalogue_version'
import * as m0003booking from './0003_booking'
import * as m0004payments from './0004_payments'
import * as m0005sessions from './0005_sessions'
import * as m0006bookingSecurity from './0006_booking_security'
import * as m0007securityMisc from './0007_security_misc'
import * as m0008rateLimits from './0008_rate_limits'
import * as m0009phoneE164 from './0009_phone_e164'
import * as m0010aDayJobs from './0010_a_day_jobs'
import * as m0010bVisitOrder from './0010_b_visit_order'
import * as m0010cReminders from './0010_c_reminders'
import * as m0011i17cTyreDetails from './0011_i17c_tyre_details'
import * as m0012contentVersion from './0012_content_version'
import * as m0014appliedChanges from './0014_applied_changes'
import * as m0015bookingCaps from './0015_booking_caps'
import * as m0016cartStaggeredSizes from './0016_cart_staggered_sizes'
import * as m0017priceLists from './0017_price_lists'
import * as m0018aCloseout from './0018_a_closeout'
import * as m0018bPhoneBookings from './0018_b_phone_bookings'
import * as m0019aServices from './0019_a_services'
import * as m0019bServiceLines from './0019_b_service_lines'
import * as m0019cCapacityMinutes from './0019_c_capacity_minutes'
import * as m0021smsDelivery from './0021_sms_delivery'
import * as m0022priceRules from './0022_price_rules'
import * as m0023aSmsReplies from './0023_a_sms_replies'
import * as m0023bOnMyWay from './0023_b_on_my_way'
import * as m0024aConsentAndFollowUps from './0024_a_consent_and_follow_ups'
import * as m0025catalogueSearchIndexes from './0025_catalogue_search_indexes'
import * as m0026bookingLookupIndexes from './0026_booking_lookup_indexes'

// Listed explicitly so the migrator works inside the bundled server build. Add new ones here.
export const migrations: Record<string, Migration> = {
	'0001_init': m0001,
	'0002_catalogue_version': m0002catalogue,
	'0003_booking': m0003booking,
	'0004_payments': m0004payments,
	'0005_sessions': m0005sessions,
	'0006_booking_security': m0006bookingSecurity,
	'0007_security_misc': m0007securityMisc,
	'0008_rate_limits': m0008rateLimits,
	'0009_phone_e164': m0009phoneE164,
	'0010_a_day_jobs': m0010aDayJobs,
	'0010_b_visit_order': m0010bVisitOrder,
	'0010_c_reminders': m0010cReminders,
	'0011_i17c_tyre_details': m0011i17cTyreDetails,
	'0012_content_version': m0012contentVersion,
	'0014_applied_changes': m0014appliedChanges,
	'0015_booking_caps': m0015bookingCaps,
	'0016_cart_staggered_sizes': m0016cartStaggeredSizes,
	'0017_price_lists': m0017priceLists,
	'0018_a_closeout': m0018aCloseout,
	'0018_b_phone_bookings': m0018bPhoneBookings,
	'0019_a_services': m0019aServices,
	'0019_b_service_lines': m0019bServiceLines,
	'0019_c_capacity_minutes': m0019cCapacityMinutes,
	'0021_sms_delivery': m0021smsDelivery,
	'0022_price_rules': m0022priceRules,
	'0023_a_sms_replies': m0023aSmsReplies,
	'0023_b_on_my_way': m0023bOnMyWay,
	'0024_a_consent_and_follow_ups': m0024aConsentAndFollowUps,
	'0025_catalogue_search_indexes': m0025catalogueSearchIndexes,
	'0026_booking_lookup_indexes': m0026bookingLookupIndexes,
}
