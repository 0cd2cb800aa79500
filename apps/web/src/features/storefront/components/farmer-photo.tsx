/** A farmer's photo in a round frame of a fixed size, or their initial where they have none. */
export function FarmerPhoto({ name, src, size }: { name: string; src: string | null; size: 'sm' | 'lg' }) {
  const box = size === 'lg' ? 'size-20 text-3xl sm:size-24' : 'size-14 text-xl'
  const pixels = size === 'lg' ? 96 : 56
  if (src) {
    return <img src={src} alt="" width={pixels} height={pixels} decoding="async" className={`${box} shrink-0 rounded-full object-cover`} />
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-green-100 font-bold text-green-900`}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  )
}
