import type { ReactNode } from 'react'

/** The frame of the product form screens: a heading over the form. */
export function ProductScreen({ heading, intro, children }: { heading: string; intro?: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{heading}</h1>
      {intro ? <p className="mt-2 text-stone-700">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  )
}
