import type { ReactNode } from 'react'

/**
 * Inline SVG weather icons, picked by the weather service's condition code (the WWO codes wttr.in
 * uses), so the page loads no images from anywhere. Decorative: the condition is always written
 * next to the icon.
 */
type WeatherKind = 'clear' | 'partly-cloudy' | 'cloudy' | 'fog' | 'rain' | 'snow' | 'thunder'

const CODES_BY_KIND: Record<WeatherKind, readonly number[]> = {
  clear: [113],
  'partly-cloudy': [116],
  cloudy: [119, 122],
  fog: [143, 248, 260],
  rain: [176, 263, 266, 281, 284, 293, 296, 299, 302, 305, 308, 311, 314, 353, 356, 359],
  snow: [179, 182, 185, 227, 230, 317, 320, 323, 326, 329, 332, 335, 338, 350, 362, 365, 368, 371, 374, 377],
  thunder: [200, 386, 389, 392, 395],
}

const KIND_BY_CODE = new Map<number, WeatherKind>(
  Object.entries(CODES_BY_KIND).flatMap(([kind, codes]) => codes.map((code) => [code, kind as WeatherKind] as const)),
)

/** The icon for a condition code; an unknown code shows a cloud rather than nothing. */
function weatherKind(code: number): WeatherKind {
  return KIND_BY_CODE.get(code) ?? 'cloudy'
}

const SUN = (
  <g className="text-amber-500">
    <circle cx="24" cy="24" r="8" fill="currentColor" />
    <path
      d="M24 6v5M24 37v5M6 24h5M37 24h5M11.3 11.3l3.5 3.5M33.2 33.2l3.5 3.5M11.3 36.7l3.5-3.5M33.2 14.8l3.5-3.5"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
    />
  </g>
)

function Cloud({ y = 0 }: { y?: number }) {
  return (
    <path
      className="text-stone-400"
      transform={`translate(0 ${y})`}
      d="M15 38h20a8 8 0 0 0 0-16h-.5A11 11 0 0 0 13.3 25 6.5 6.5 0 0 0 15 38z"
      fill="currentColor"
    />
  )
}

function Drops() {
  return <path className="text-sky-600" d="M17 40l-2 5M25 40l-2 5M33 40l-2 5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
}

const DRAWINGS: Record<WeatherKind, ReactNode> = {
  clear: SUN,
  'partly-cloudy': (
    <>
      <g transform="translate(-6 -7) scale(0.8)">{SUN}</g>
      <Cloud y={2} />
    </>
  ),
  cloudy: <Cloud />,
  fog: (
    <>
      <Cloud y={-6} />
      <path className="text-stone-500" d="M10 38h28M14 44h22" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  rain: (
    <>
      <Cloud y={-6} />
      <Drops />
    </>
  ),
  snow: (
    <>
      <Cloud y={-6} />
      <g className="text-sky-400" fill="currentColor">
        <circle cx="16" cy="42" r="2.5" />
        <circle cx="24" cy="45" r="2.5" />
        <circle cx="32" cy="42" r="2.5" />
      </g>
    </>
  ),
  thunder: (
    <>
      <Cloud y={-6} />
      <path className="text-amber-500" d="M25 32l-6 9h5l-3 7 8-10h-5l3-6z" fill="currentColor" />
    </>
  ),
}

export function WeatherIcon({ code, className = 'size-12' }: { code: number; className?: string }) {
  const kind = weatherKind(code)
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className={className} data-kind={kind} fill="none">
      {DRAWINGS[kind]}
    </svg>
  )
}
