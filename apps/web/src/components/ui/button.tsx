import type { ComponentProps } from 'react'
import { Link, type LinkProps } from 'react-router'
import { useHydrated } from '@/lib/use-hydrated'

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost'

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60'

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-green-700 text-white hover:bg-green-800 disabled:hover:bg-green-700',
  secondary: 'border border-green-700 bg-white text-green-800 hover:bg-green-50 disabled:hover:bg-white',
  danger: 'border border-red-700 bg-white text-red-700 hover:bg-red-50 disabled:hover:bg-white',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
}

export function buttonClasses(variant: Variant = 'primary', className = '') {
  return `${BASE} ${VARIANTS[variant]} ${className}`
}

/**
 * A submit button stays disabled until the page has hydrated: on a pre-rendered page a tap before
 * the JavaScript arrives would otherwise submit the form natively, as a GET that reloads the page
 * and puts the typed fields (a password, on Sign-in) in the address bar.
 */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  disabled,
  ...props
}: ComponentProps<'button'> & { variant?: Variant }) {
  const hydrated = useHydrated()
  return (
    <button type={type} className={buttonClasses(variant, className)} disabled={disabled || (type === 'submit' && !hydrated)} {...props} />
  )
}

/** Navigation that looks like a button ("Go to Dashboard" and similar). */
export function LinkButton({ variant = 'primary', className = '', ...props }: LinkProps & { variant?: Variant }) {
  return <Link className={buttonClasses(variant, className)} {...props} />
}
