// Demo vehicle fitment data: factory (placard) tyre sizes for common Australian cars, compiled
// for demo lookups by make/model/year and by registration plate. In production a commercial
// registration/fitment data provider replaces this table; treat these sizes as a starting point
// and always confirm against the vehicle's tyre placard before fitting.

export interface SeedVehicle {
	make: string // 'Toyota'
	model: string // 'Corolla'
	/** '' when there is only one variant for that model and year range; otherwise e.g. 'Ascent Sport', 'ZR', 'GR Sport' */
	variant: string
	yearFrom: number
	yearTo: number // inclusive; 2026 for current models
	frontSize: string // exactly 'WWW/PPRDD' e.g. '205/55R16'
	rearSize?: string // only when the rear differs (staggered fitment)
}

export interface SeedRegistration {
	rego: string // upper-case letters/digits, no spaces, plausible for the state's format
	state: 'VIC' | 'NSW' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT' | 'ACT'
	make: string
	model: string
	variant: string // matches a SeedVehicle exactly (make+model+variant with year inside its range)
	year: number
}

const v = (
	make: string,
	model: string,
	variant: string,
	yearFrom: number,
	yearTo: number,
	frontSize: string,
	rearSize?: string,
): SeedVehicle => (rearSize ? { make, model, variant, yearFrom, yearTo, frontSize, rearSize } : { make, model, variant, yearFrom, yearTo, frontSize })

export const SEED_VEHICLES: SeedVehicle[] = [
	// Toyota
	v('Toyota', 'Corolla', 'Ascent', 2007, 2012, '195/65R15'),
	v('Toyota', 'Corolla', 'Levin ZR', 2007, 2012, '215/45R17'),
	v('Toyota', 'Corolla', 'Ascent', 2012, 2018, '195/65R15'),
	v('Toyota', 'Corolla', 'Ascent Sport', 2013, 2018, '205/55R16'),
	v('Toyota', 'Corolla', 'ZR', 2012, 2018, '225/45R17'),
	v('Toyota', 'Corolla', 'Ascent Sport', 2018, 2026, '205/55R16'),
	v('Toyota', 'Corolla', 'SX', 2018, 2026, '225/45R17'),
	v('Toyota', 'Corolla', 'ZR', 2018, 2026, '225/40R18'),
	v('Toyota', 'Corolla', 'GR Sport', 2022, 2026, '225/40R18'),
	v('Toyota', 'Camry', 'Altise', 2006, 2011, '215/60R16'),
	v('Toyota', 'Camry', 'Sportivo', 2006, 2011, '215/55R17'),
	v('Toyota', 'Camry', 'Altise', 2011, 2017, '215/60R16'),
	v('Toyota', 'Camry', 'Atara S', 2011, 2017, '215/55R17'),
	v('Toyota', 'Camry', 'Ascent', 2017, 2024, '215/55R17'),
	v('Toyota', 'Camry', 'Ascent Sport', 2017, 2024, '215/55R17'),
	v('Toyota', 'Camry', 'SX', 2017, 2024, '235/45R18'),
	v('Toyota', 'Camry', 'SL', 2017, 2024, '235/45R18'),
	v('Toyota', 'Prius', '', 2009, 2015, '195/65R15'),
	v('Toyota', 'Yaris Cross', 'GX', 2020, 2026, '205/65R16'),
	v('Toyota', 'RAV4', 'Cruiser', 2006, 2012, '225/65R17'),
	v('Toyota', 'RAV4', 'GX', 2013, 2018, '225/65R17'),
	v('Toyota', 'RAV4', 'GX', 2019, 2026, '225/65R17'),
	v('Toyota', 'RAV4', 'Edge', 2019, 2026, '235/55R19'),
	v('Toyota', 'HiLux', 'SR5', 2011, 2015, '265/65R17'),
	v('Toyota', 'HiLux', 'SR', 2015, 2026, '265/65R17'),
	v('Toyota', 'HiLux', 'SR5', 2015, 2026, '265/60R18'),
	v('Toyota', 'HiLux', 'Rogue', 2018, 2026, '265/60R18'),
	v('Toyota', 'HiLux', 'Rugged X', 2018, 2026, '265/65R17'),
	v('Toyota', 'Fortuner', 'GX', 2015, 2026, '265/65R17'),
	v('Toyota', 'Fortuner', 'Crusade', 2015, 2026, '265/60R18'),
	v('Toyota', 'LandCruiser Prado', 'GX', 2009, 2024, '265/65R17'),
	v('Toyota', 'LandCruiser Prado', 'GXL', 2009, 2024, '265/65R17'),
	v('Toyota', 'LandCruiser Prado', 'VX', 2009, 2024, '265/60R18'),
	v('Toyota', 'LandCruiser 200', 'GXL', 2007, 2021, '285/65R17'),
	v('Toyota', 'LandCruiser 300', 'GXL', 2021, 2026, '265/65R18'),
	v('Toyota', 'Kluger', 'GX', 2014, 2021, '245/60R18'),
	v('Toyota', '86', 'GT', 2012, 2021, '205/55R16'),
	v('Toyota', '86', 'GTS', 2012, 2021, '215/45R17'),
	v('Toyota', 'GR86', 'GT', 2022, 2026, '215/45R17'),

	// Lexus
	v('Lexus', 'IS', 'IS300h Luxury', 2013, 2020, '225/45R17'),
	v('Lexus', 'IS', 'IS350 F Sport', 2013, 2020, '225/40R18', '255/35R18'),
	v('Lexus', 'NX', 'NX200t Luxury', 2014, 2021, '225/65R17'),

	// Mazda
	v('Mazda', '2', 'Neo', 2014, 2019, '185/65R15'),
	v('Mazda', '2', 'G15 Pure', 2020, 2026, '185/65R15'),
	v('Mazda', '3', 'Neo', 2004, 2009, '195/65R15'),
	v('Mazda', '3', 'Neo', 2009, 2013, '205/55R16'),
	v('Mazda', '3', 'Maxx Sport', 2009, 2013, '205/55R16'),
	v('Mazda', '6', 'Sport', 2012, 2021, '225/55R17'),
	v('Mazda', 'CX-3', 'Neo', 2015, 2018, '215/60R16'),
	v('Mazda', 'CX-3', 'Neo Sport', 2018, 2026, '215/60R16'),
	v('Mazda', 'CX-5', 'Maxx', 2012, 2017, '225/65R17'),
	v('Mazda', 'CX-5', 'Grand Touring', 2012, 2017, '225/55R19'),
	v('Mazda', 'CX-5', 'Maxx Sport', 2017, 2026, '225/65R17'),
	v('Mazda', 'CX-5', 'GT', 2017, 2026, '225/55R19'),
	v('Mazda', 'CX-8', 'Sport', 2018, 2025, '225/65R17'),
	v('Mazda', 'CX-8', 'Asaki', 2018, 2025, '225/55R19'),
	v('Mazda', 'CX-9', 'Sport', 2016, 2023, '255/60R18'),
	v('Mazda', 'BT-50', 'XTR', 2011, 2020, '265/65R17'),
	v('Mazda', 'BT-50', 'XTR', 2020, 2026, '265/60R18'),

	// Hyundai
	v('Hyundai', 'Accent', 'Active', 2011, 2019, '185/65R15'),
	v('Hyundai', 'Venue', 'Go', 2019, 2026, '185/65R15'),
	v('Hyundai', 'i30', 'SX', 2007, 2012, '195/65R15'),
	v('Hyundai', 'i30', 'Active', 2012, 2017, '205/55R16'),
	v('Hyundai', 'i30', 'SR', 2012, 2017, '225/45R17'),
	v('Hyundai', 'i30', 'Active', 2017, 2024, '205/55R16'),
	v('Hyundai', 'i30', 'N Line', 2020, 2024, '225/40R18'),
	v('Hyundai', 'Elantra', 'Active', 2016, 2020, '205/55R16'),
	v('Hyundai', 'Elantra', 'Elite', 2016, 2020, '225/45R17'),
	v('Hyundai', 'Kona', 'Highlander', 2017, 2023, '235/45R18'),
	v('Hyundai', 'Kona', 'Electric', 2019, 2023, '215/55R17'),
	v('Hyundai', 'Tucson', 'Elite', 2021, 2026, '235/60R18'),
	v('Hyundai', 'Tucson', 'Highlander', 2021, 2026, '235/55R19'),
	v('Hyundai', 'Santa Fe', 'Highlander', 2012, 2018, '235/55R19'),
	v('Hyundai', 'Santa Fe', 'Elite', 2018, 2023, '235/60R18'),
	v('Hyundai', 'Santa Fe', 'Highlander', 2018, 2023, '235/55R19'),

	// Kia
	v('Kia', 'Rio', 'S', 2017, 2023, '185/65R15'),
	v('Kia', 'Cerato', 'S', 2013, 2018, '205/55R16'),
	v('Kia', 'Cerato', 'SLi', 2013, 2018, '225/45R17'),
	v('Kia', 'Cerato', 'S', 2018, 2026, '205/55R16'),
	v('Kia', 'Cerato', 'Sport', 2018, 2026, '225/45R17'),
	v('Kia', 'Cerato', 'GT', 2019, 2026, '225/40R18'),
	v('Kia', 'Seltos', 'Sport+', 2019, 2026, '215/55R17'),
	v('Kia', 'Seltos', 'GT-Line', 2019, 2026, '235/45R18'),
	v('Kia', 'Sportage', 'SX', 2022, 2026, '235/60R18'),
	v('Kia', 'Sportage', 'GT-Line', 2022, 2026, '235/55R19'),
	v('Kia', 'Sorento', 'GT-Line', 2015, 2020, '235/55R19'),
	v('Kia', 'Sorento', 'Sport', 2020, 2026, '235/60R18'),

	// Ford
	v('Ford', 'Ranger', 'XL', 2011, 2022, '255/70R16'),
	v('Ford', 'Ranger', 'XLT', 2011, 2022, '265/65R17'),
	v('Ford', 'Ranger', 'Wildtrak', 2011, 2022, '265/60R18'),
	v('Ford', 'Everest', 'Ambiente', 2015, 2022, '265/65R17'),
	v('Ford', 'Everest', 'Trend', 2015, 2022, '265/60R18'),
	v('Ford', 'Falcon', 'XT', 2008, 2014, '215/60R16'),
	v('Ford', 'Falcon', 'XR6', 2008, 2014, '245/40R18'),
	v('Ford', 'Focus', 'Trend', 2011, 2015, '205/55R16'),
	v('Ford', 'Focus', 'Titanium', 2011, 2015, '225/40R18'),
	v('Ford', 'Focus', 'Trend', 2015, 2018, '205/55R16'),
	v('Ford', 'Mustang', 'GT', 2015, 2023, '255/40R19', '275/40R19'),

	// Holden
	v('Holden', 'Commodore', 'SV6', 2006, 2013, '245/45R18'),
	v('Holden', 'Commodore', 'SS', 2006, 2013, '245/45R18'),
	v('Holden', 'Commodore', 'SV6', 2013, 2017, '245/45R18'),
	v('Holden', 'Commodore', 'SS', 2013, 2017, '245/45R18'),
	v('Holden', 'Commodore', 'SS-V Redline', 2013, 2017, '245/40R19', '275/35R19'),
	v('Holden', 'Commodore', 'RS', 2018, 2020, '245/45R18'),
	v('Holden', 'Cruze', 'CDX', 2011, 2016, '225/50R17'),
	v('Holden', 'Cruze', 'SRi-V', 2011, 2016, '225/40R18'),
	v('Holden', 'Colorado', 'LS', 2012, 2016, '245/70R16'),
	v('Holden', 'Colorado', 'LTZ', 2016, 2020, '265/60R18'),
	v('Holden', 'Trailblazer', 'LTZ', 2016, 2020, '265/60R18'),

	// Mitsubishi
	v('Mitsubishi', 'Triton', 'GLX', 2015, 2024, '245/70R16'),
	v('Mitsubishi', 'Pajero', 'GLX', 2015, 2021, '265/65R17'),
	v('Mitsubishi', 'Pajero', 'Exceed', 2015, 2021, '265/60R18'),
	v('Mitsubishi', 'Pajero Sport', '', 2015, 2026, '265/60R18'),
	v('Mitsubishi', 'Outlander', 'ES', 2021, 2026, '235/60R18'),
	v('Mitsubishi', 'ASX', 'LS', 2010, 2019, '215/60R17'),

	// Nissan
	v('Nissan', 'Pulsar', 'ST', 2013, 2017, '205/55R16'),
	v('Nissan', 'Pulsar', 'SSS', 2013, 2017, '225/45R17'),
	v('Nissan', 'Juke', 'ST', 2013, 2019, '215/55R17'),
	v('Nissan', 'Qashqai', 'ST', 2014, 2021, '215/60R17'),
	v('Nissan', 'X-Trail', 'ST', 2014, 2022, '225/65R17'),
	v('Nissan', 'X-Trail', 'Ti', 2014, 2022, '225/55R19'),
	v('Nissan', 'X-Trail', 'ST-L', 2022, 2026, '235/60R18'),
	v('Nissan', 'X-Trail', 'Ti', 2022, 2026, '235/55R19'),
	v('Nissan', 'Navara', 'RX', 2005, 2015, '255/70R16'),
	v('Nissan', 'Navara', 'RX', 2015, 2026, '255/70R16'),
	v('Nissan', 'Patrol', 'ST', 2004, 2016, '265/70R16'),

	// Subaru
	v('Subaru', 'Impreza', '2.0i', 2012, 2016, '205/55R16'),
	v('Subaru', 'Impreza', '2.0i-L', 2017, 2023, '205/55R16'),
	v('Subaru', 'XV', '2.0i-L', 2017, 2023, '225/60R17'),
	v('Subaru', 'Forester', '2.5i', 2018, 2026, '225/60R17'),
	v('Subaru', 'Outback', '2.5i', 2015, 2021, '225/65R17'),
	v('Subaru', 'Outback', 'AWD', 2021, 2026, '225/65R17'),
	v('Subaru', 'WRX', '', 2014, 2021, '245/40R18'),
	v('Subaru', 'WRX', '', 2022, 2026, '245/40R18'),
	v('Subaru', 'BRZ', '', 2012, 2021, '215/45R17'),

	// Volkswagen / Skoda / Audi
	v('Volkswagen', 'Polo', 'Comfortline', 2018, 2026, '185/65R15'),
	v('Volkswagen', 'Polo', 'Style', 2022, 2026, '215/45R17'),
	v('Volkswagen', 'Golf', 'Comfortline', 2013, 2020, '205/55R16'),
	v('Volkswagen', 'Golf', 'Highline', 2013, 2020, '225/45R17'),
	v('Volkswagen', 'Golf', 'GTI', 2013, 2020, '225/40R18'),
	v('Volkswagen', 'Golf', 'Life', 2021, 2026, '205/55R16'),
	v('Volkswagen', 'Golf', 'GTI', 2021, 2026, '225/40R18'),
	v('Volkswagen', 'Passat', '132TSI', 2015, 2020, '215/55R17'),
	v('Volkswagen', 'Tiguan', '110TSI', 2016, 2024, '215/65R17'),
	v('Volkswagen', 'Amarok', 'Trendline', 2011, 2022, '245/70R16'),
	v('Skoda', 'Octavia', 'Ambition', 2013, 2020, '205/55R16'),
	v('Audi', 'A3', 'Attraction', 2013, 2020, '205/55R16'),
	v('Audi', 'A3', 'Ambition', 2013, 2020, '225/45R17'),
	v('Audi', 'A3', 'S3', 2013, 2020, '225/40R18'),
	v('Audi', 'A3', '35 TFSI', 2020, 2026, '225/45R17'),
	v('Audi', 'A4', '2.0 TFSI', 2016, 2024, '225/50R17'),
	v('Audi', 'Q5', '40 TDI', 2017, 2026, '235/60R18'),

	// Honda
	v('Honda', 'Civic', 'VTi', 2006, 2011, '205/55R16'),
	v('Honda', 'Civic', 'VTi', 2012, 2015, '205/55R16'),
	v('Honda', 'Accord Euro', '', 2008, 2015, '225/50R17'),
	v('Honda', 'Jazz', 'VTi', 2014, 2020, '175/65R15'),
	v('Honda', 'HR-V', 'VTi', 2015, 2021, '215/60R16'),
	v('Honda', 'HR-V', 'VTi-S', 2015, 2021, '215/55R17'),
	v('Honda', 'CR-V', '', 2007, 2012, '225/65R17'),
	v('Honda', 'CR-V', 'VTi', 2012, 2017, '225/65R17'),
	v('Honda', 'CR-V', 'VTi-S', 2017, 2023, '235/60R18'),

	// Isuzu
	v('Isuzu', 'D-Max', 'SX', 2012, 2020, '245/70R16'),
	v('Isuzu', 'D-Max', 'X-Terrain', 2020, 2026, '265/60R18'),
	v('Isuzu', 'MU-X', 'LS-M', 2013, 2021, '245/70R16'),

	// Suzuki
	v('Suzuki', 'Swift', 'GL', 2017, 2024, '185/55R16'),
	v('Suzuki', 'Vitara', '', 2015, 2026, '215/60R16'),
	v('Suzuki', 'Vitara', 'RT-S', 2015, 2026, '215/55R17'),

	// Tesla / BYD / MG / GWM
	v('Tesla', 'Model 3', 'RWD', 2019, 2026, '235/45R18'),
	v('Tesla', 'Model Y', 'RWD', 2022, 2026, '255/45R19'),
	v('BYD', 'Atto 3', '', 2022, 2026, '215/55R18'),
	v('MG', '3', 'Excite', 2013, 2024, '195/55R16'),
	v('MG', 'ZS', 'Excite', 2017, 2026, '215/55R17'),
	v('MG', 'ZS EV', '', 2021, 2026, '215/55R17'),
	v('MG', 'HS', 'Excite', 2019, 2026, '235/50R18'),
	v('GWM', 'Ute', 'Cannon', 2021, 2026, '265/65R17'),
	v('GWM', 'Ute', 'Cannon-L', 2021, 2026, '265/60R18'),
	v('GWM', 'Haval H6', 'Ultra', 2021, 2026, '225/55R19'),

	// Jeep
	v('Jeep', 'Grand Cherokee', 'Laredo', 2013, 2021, '265/60R18'),

	// BMW / Mercedes-Benz
	v('BMW', '1 Series', '118i', 2015, 2019, '205/55R16'),
	v('BMW', '3 Series', '320i', 2012, 2019, '225/50R17'),
	v('BMW', '3 Series', '328i M Sport', 2012, 2015, '225/40R18', '255/35R18'),
	v('BMW', '3 Series', '330i M Sport', 2016, 2019, '225/40R18', '255/35R18'),
	v('BMW', '4 Series', '430i M Sport', 2016, 2020, '225/40R18', '255/35R18'),
	v('Mercedes-Benz', 'A-Class', 'A180', 2013, 2018, '205/55R16'),
	v('Mercedes-Benz', 'A-Class', 'A250 Sport', 2013, 2018, '225/40R18'),
	v('Mercedes-Benz', 'C-Class', 'C250 AMG Sports Package', 2011, 2014, '225/40R18', '255/35R18'),
	v('Mercedes-Benz', 'C-Class', 'C200', 2014, 2021, '225/50R17'),
	v('Mercedes-Benz', 'C-Class', 'C250 AMG Line', 2014, 2018, '225/45R18', '245/40R18'),
]

export const SEED_REGISTRATIONS: SeedRegistration[] = [
	// VIC: current 1AB2CD format and older ABC123 format
	{ rego: '1HX4KP', state: 'VIC', make: 'Toyota', model: 'Corolla', variant: 'Ascent Sport', year: 2020 },
	{ rego: '1TZ7MW', state: 'VIC', make: 'Toyota', model: 'HiLux', variant: 'SR5', year: 2021 },
	{ rego: '2AB9QR', state: 'VIC', make: 'Mazda', model: 'CX-5', variant: 'Maxx Sport', year: 2022 },
	{ rego: '1QF3LD', state: 'VIC', make: 'Hyundai', model: 'i30', variant: 'Active', year: 2019 },
	{ rego: '1YS5BN', state: 'VIC', make: 'Tesla', model: 'Model 3', variant: 'RWD', year: 2023 },
	{ rego: '2CE8JT', state: 'VIC', make: 'Ford', model: 'Ranger', variant: 'Wildtrak', year: 2020 },
	{ rego: '1MK2XA', state: 'VIC', make: 'Kia', model: 'Cerato', variant: 'GT', year: 2021 },
	{ rego: 'ZLK418', state: 'VIC', make: 'Holden', model: 'Commodore', variant: 'SS-V Redline', year: 2016 },
	{ rego: 'XTP662', state: 'VIC', make: 'Volkswagen', model: 'Golf', variant: 'GTI', year: 2017 },
	{ rego: 'WNB305', state: 'VIC', make: 'BMW', model: '3 Series', variant: '330i M Sport', year: 2018 },
	{ rego: 'ADH271', state: 'VIC', make: 'Subaru', model: 'Outback', variant: '2.5i', year: 2016 },
	{ rego: '1VR6GE', state: 'VIC', make: 'MG', model: 'ZS', variant: 'Excite', year: 2022 },
	{ rego: '1PL8DS', state: 'VIC', make: 'Ford', model: 'Mustang', variant: 'GT', year: 2019 },
	// VIC multi-match demo: same plate resolves to two possible variants
	{ rego: '1DW5RT', state: 'VIC', make: 'Toyota', model: 'Corolla', variant: 'Ascent Sport', year: 2019 },
	{ rego: '1DW5RT', state: 'VIC', make: 'Toyota', model: 'Corolla', variant: 'ZR', year: 2019 },
	{ rego: 'YKC537', state: 'VIC', make: 'Toyota', model: 'HiLux', variant: 'SR', year: 2017 },
	{ rego: 'YKC537', state: 'VIC', make: 'Toyota', model: 'HiLux', variant: 'SR5', year: 2017 },
	// NSW: AB12CD
	{ rego: 'DK47LP', state: 'NSW', make: 'Mazda', model: '3', variant: 'Neo', year: 2011 },
	{ rego: 'CX19TB', state: 'NSW', make: 'Nissan', model: 'X-Trail', variant: 'Ti', year: 2018 },
	{ rego: 'EF82QA', state: 'NSW', make: 'Isuzu', model: 'D-Max', variant: 'X-Terrain', year: 2022 },
	// QLD: 123ABC
	{ rego: '482KLM', state: 'QLD', make: 'Mitsubishi', model: 'Triton', variant: 'GLX', year: 2018 },
	{ rego: '915HTW', state: 'QLD', make: 'Toyota', model: 'LandCruiser Prado', variant: 'VX', year: 2015 },
	// SA: S123ABC
	{ rego: 'S417BKD', state: 'SA', make: 'Hyundai', model: 'Tucson', variant: 'Elite', year: 2023 },
	{ rego: 'S208CMR', state: 'SA', make: 'Lexus', model: 'IS', variant: 'IS350 F Sport', year: 2016 },
	// WA: 1ABC234
	{ rego: '1GKT482', state: 'WA', make: 'Ford', model: 'Everest', variant: 'Trend', year: 2019 },
	{ rego: '1HBX907', state: 'WA', make: 'Subaru', model: 'WRX', variant: '', year: 2019 },
]
