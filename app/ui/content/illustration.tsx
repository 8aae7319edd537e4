import type { IllustrationName } from '#app/domain/content/visuals'

// Flat illustrations for the service, home and suburb pages: inline SVG, so they cost no
// request, scale to any screen and never break. Brand red #DA2627 on soft backgrounds.
const RED = '#DA2627'
const DARK = '#1d1d1f'
const GREY = '#b9bec5'
const SOFT = '#fdecec'

function Tyre({ cx, cy, r }: { cx: number; cy: number; r: number }) {
	return (
		<g>
			<circle cx={cx} cy={cy} r={r} fill={DARK} />
			<circle cx={cx} cy={cy} r={r * 0.92} fill="none" stroke="#3a3a3e" strokeWidth={r * 0.08} strokeDasharray={`${r * 0.18} ${r * 0.12}`} />
			<circle cx={cx} cy={cy} r={r * 0.6} fill={GREY} />
			<circle cx={cx} cy={cy} r={r * 0.22} fill={RED} />
			{[0, 72, 144, 216, 288].map((a) => (
				<circle key={a} cx={cx + Math.cos((a * Math.PI) / 180) * r * 0.4} cy={cy + Math.sin((a * Math.PI) / 180) * r * 0.4} r={r * 0.06} fill="#fff" />
			))}
		</g>
	)
}

function Vehicle({ x, y, scale = 1, kind = 'van' }: { x: number; y: number; scale?: number; kind?: 'van' | 'ute' | 'car' }) {
	const body =
		kind === 'van'
			? 'M0 30 Q0 0 30 0 H150 Q170 0 178 20 L196 48 Q200 54 200 62 V84 H0 Z'
			: kind === 'ute'
				? 'M0 44 H92 L104 14 Q108 6 118 6 H150 Q162 6 170 18 L186 44 Q200 46 200 58 V84 H0 Z'
				: 'M8 46 L40 16 Q48 8 60 8 H134 Q146 8 154 16 L182 46 Q200 48 200 62 V84 H0 V58 Q0 48 8 46 Z'
	return (
		<g transform={`translate(${x} ${y}) scale(${scale})`}>
			<path d={body} fill="#fff" stroke={DARK} strokeWidth="4" />
			<rect x="4" y="58" width="192" height="10" fill={RED} />
			{kind === 'van' ? <path d="M150 8 H164 Q170 8 174 16 L186 40 H150 Z" fill="#cfe3f5" stroke={DARK} strokeWidth="3" /> : null}
			{kind === 'ute' ? <path d="M114 14 H148 Q156 14 160 22 L170 42 H106 Z" fill="#cfe3f5" stroke={DARK} strokeWidth="3" /> : null}
			{kind === 'car' ? <path d="M48 22 Q54 16 62 16 H96 V44 H30 Z M104 16 H132 Q140 16 146 22 L166 44 H104 Z" fill="#cfe3f5" stroke={DARK} strokeWidth="3" /> : null}
			<Tyre cx={44} cy={86} r={20} />
			<Tyre cx={158} cy={86} r={20} />
		</g>
	)
}

const SCENES: Record<IllustrationName, React.ReactNode> = {
	'tyre-stack': (
		<>
			{[0, 1, 2].map((i) => (
				<g key={i}>
					<rect x={150} y={196 - i * 52} width={180} height={48} rx={22} fill={DARK} />
					<path d={`M166 ${204 - i * 52} v32 M186 ${204 - i * 52} v32 M206 ${204 - i * 52} v32 M226 ${204 - i * 52} v32 M246 ${204 - i * 52} v32 M266 ${204 - i * 52} v32 M286 ${204 - i * 52} v32 M306 ${204 - i * 52} v32`} stroke="#3a3a3e" strokeWidth="6" />
				</g>
			))}
			<Tyre cx={380} cy={196} r={52} />
			<rect x={90} y={160} width={46} height={30} rx={6} fill={RED} />
			<text x={113} y={181} textAnchor="middle" fontSize="16" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
				NEW
			</text>
		</>
	),
	van: (
		<>
			<Vehicle x={120} y={110} scale={1.2} kind="van" />
			<path d="M60 86 h40 M40 110 h50 M70 134 h30" stroke={RED} strokeWidth="6" strokeLinecap="round" />
		</>
	),
	fleet: (
		<>
			<Vehicle x={36} y={150} scale={0.95} kind="ute" />
			<Vehicle x={250} y={150} scale={0.95} kind="van" />
			<Vehicle x={150} y={62} scale={0.8} kind="car" />
		</>
	),
	puncture: (
		<>
			<Tyre cx={220} cy={160} r={110} />
			<g transform="rotate(-30 330 80)">
				<rect x={318} y={40} width={24} height={10} rx={3} fill="#6b6b70" />
				<rect x={326} y={50} width={8} height={70} fill="#8a8a90" />
				<path d="M326 120 L330 136 L334 120 Z" fill="#8a8a90" />
			</g>
			<circle cx={360} cy={238} r={30} fill={RED} />
			<path d="M346 238 l10 10 18 -20" stroke="#fff" strokeWidth="7" fill="none" strokeLinecap="round" strokeLinejoin="round" />
		</>
	),
	rotation: (
		<>
			<rect x={150} y={50} width={180} height={220} rx={40} fill="#fff" stroke={DARK} strokeWidth="4" />
			{[
				[140, 90],
				[340, 90],
				[140, 230],
				[340, 230],
			].map(([x, y]) => (
				<rect key={`${x}-${y}`} x={x! - 18} y={y! - 32} width={36} height={64} rx={10} fill={DARK} />
			))}
			<path d="M176 110 C200 160 200 180 176 210 M304 110 C280 160 280 180 304 210" stroke={RED} strokeWidth="6" fill="none" strokeLinecap="round" />
			<path d="M168 200 l8 12 12 -6 M312 200 l-8 12 -12 -6" stroke={RED} strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
		</>
	),
	balancer: (
		<>
			<rect x={110} y={180} width={200} height={100} rx={10} fill="#fff" stroke={DARK} strokeWidth="4" />
			<rect x={130} y={196} width={90} height={36} rx={4} fill={DARK} />
			<text x={175} y={221} textAnchor="middle" fontSize="20" fontWeight="700" fill="#5ee07a" fontFamily="Arial, sans-serif">
				0 g
			</text>
			<rect x={240} y={130} width={80} height={14} fill="#8a8a90" />
			<Tyre cx={330} cy={137} r={80} />
			<rect x={318} y={62} width={24} height={10} rx={3} fill={RED} />
		</>
	),
	gauge: (
		<>
			<rect x={60} y={190} width={360} height={70} rx={12} fill={DARK} />
			{[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
				<rect key={i} x={76 + i * 42} y={200} width={26} height={50} rx={4} fill="#3a3a3e" />
			))}
			<circle cx={240} cy={120} r={70} fill="#fff" stroke={DARK} strokeWidth="5" />
			<path d="M190 140 A55 55 0 0 1 290 140" stroke={RED} strokeWidth="8" fill="none" />
			<path d="M240 125 L272 92" stroke={DARK} strokeWidth="6" strokeLinecap="round" />
			<circle cx={240} cy={125} r={8} fill={DARK} />
			<text x={240} y={172} textAnchor="middle" fontSize="18" fontWeight="700" fill={DARK} fontFamily="Arial, sans-serif">
				1.6 mm
			</text>
		</>
	),
	recycle: (
		<>
			<Tyre cx={150} cy={200} r={62} />
			<Tyre cx={270} cy={210} r={52} />
			<circle cx={360} cy={110} r={56} fill={RED} />
			<path d="M336 118 a26 26 0 0 1 44 -22 M384 102 a26 26 0 0 1 -44 22" stroke="#fff" strokeWidth="7" fill="none" strokeLinecap="round" />
			<path d="M376 84 l6 14 -14 4 M344 136 l-6 -14 14 -4" stroke="#fff" strokeWidth="7" fill="none" strokeLinecap="round" strokeLinejoin="round" />
		</>
	),
	clock: (
		<>
			<circle cx={220} cy={150} r={100} fill="#fff" stroke={DARK} strokeWidth="8" />
			{Array.from({ length: 12 }, (_, i) => (
				<rect key={i} x={216} y={60} width={8} height={16} rx={2} fill={DARK} transform={`rotate(${i * 30} 220 150)`} />
			))}
			<path d="M220 150 V92 M220 150 L262 176" stroke={RED} strokeWidth="8" strokeLinecap="round" />
			<Tyre cx={360} cy={220} r={50} />
		</>
	),
	map: (
		<>
			<path d="M70 70 L170 40 L290 70 L410 40 V250 L290 280 L170 250 L70 280 Z" fill="#fff" stroke={DARK} strokeWidth="4" strokeLinejoin="round" />
			<path d="M170 40 V250 M290 70 V280" stroke={GREY} strokeWidth="3" />
			<path d="M80 200 C150 170 200 220 260 180 S360 150 400 170" stroke={GREY} strokeWidth="10" fill="none" strokeLinecap="round" />
			<path d="M240 200 c0 0 -46 -50 -46 -82 a46 46 0 0 1 92 0 c0 32 -46 82 -46 82z" fill={RED} />
			<circle cx={240} cy={118} r={16} fill="#fff" />
		</>
	),
	calendar: (
		<>
			<rect x={120} y={60} width={240} height={210} rx={16} fill="#fff" stroke={DARK} strokeWidth="5" />
			<rect x={120} y={60} width={240} height={50} rx={16} fill={RED} />
			<rect x={170} y={40} width={12} height={40} rx={6} fill={DARK} />
			<rect x={298} y={40} width={12} height={40} rx={6} fill={DARK} />
			{Array.from({ length: 12 }, (_, i) => (
				<rect key={i} x={142 + (i % 4) * 52} y={130 + Math.floor(i / 4) * 44} width={36} height={28} rx={6} fill={i === 6 ? RED : SOFT} />
			))}
			<path d="M256 188 l7 7 13 -13" stroke="#fff" strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
		</>
	),
	'price-tag': (
		<>
			<path d="M110 150 L200 60 H330 V190 L240 280 Z" fill={RED} />
			<circle cx={292} cy={98} r={14} fill="#fff" />
			<text x={232} y={200} textAnchor="middle" fontSize="72" fontWeight="800" fill="#fff" fontFamily="Arial, sans-serif">
				$
			</text>
			<Tyre cx={380} cy={220} r={48} />
		</>
	),
	technician: (
		<>
			<circle cx={170} cy={92} r={34} fill="#e9c4a4" />
			<path d="M136 82 Q170 40 204 82 Z" fill={RED} />
			<path d="M110 280 V180 Q110 134 170 134 Q230 134 230 180 V280 Z" fill={RED} />
			<path d="M150 134 L170 170 L190 134" fill="#fff" />
			<Tyre cx={330} cy={200} r={80} />
			<rect x={226} y={190} width={70} height={14} rx={7} fill="#6b6b70" transform="rotate(-20 226 190)" />
		</>
	),
	road: (
		<>
			<path d="M200 40 H280 L420 280 H60 Z" fill="#3a3a3e" />
			<path d="M240 60 V90 M240 120 V160 M240 190 V240" stroke="#fff" strokeWidth="8" strokeLinecap="round" />
			<Vehicle x={150} y={170} scale={0.9} kind="car" />
		</>
	),
}

/** A scene by name; `label` is its alternative text. */
export function Illustration({ name, label, className }: { name: IllustrationName; label: string; className?: string }) {
	return (
		<svg className={className ? `illustration ${className}` : 'illustration'} viewBox="0 0 480 320" role="img" aria-label={label} focusable="false">
			<rect width="480" height="320" rx="18" fill={SOFT} />
			<path d="M0 290 H480" stroke="#f3c9c9" strokeWidth="4" />
			{SCENES[name]}
		</svg>
	)
}
