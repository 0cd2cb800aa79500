import { useSyncExternalStore } from 'react'

export type ToastType = 'success' | 'error' | 'info'

export type ToastSettings = {
  position: 'top-right' | 'bottom-right'
  autoCloseMs: number
  /** How many toasts of this setting show at once; the rest wait their turn. `null`: no limit. */
  limit: number | null
}

/** The account screens' toasts: top-right for 5 s, as many as there are (sign-in says several things at once). */
export const AUTH_TOAST_SETTINGS: ToastSettings = { position: 'top-right', autoCloseMs: 5000, limit: null }
/** Everywhere else: one toast at a time, bottom-right for 2 s, out of the way of the screen. */
export const APP_TOAST_SETTINGS: ToastSettings = { position: 'bottom-right', autoCloseMs: 2000, limit: 1 }

/** A button in the toast that does the failed thing again (Retry). */
export type ToastAction = { label: string; run: () => void }

export type Toast = {
  id: string
  type: ToastType
  message: string
  /** A toast with an action stays longer (toaster.tsx): two seconds are too few to reach it. */
  action?: ToastAction
  /** Fixed when the toast is raised, so a toast keeps its look after the screen that raised it is left. */
  settings: ToastSettings
}

export type ToastOptions = {
  /** A toast with the same id that is still showing or waiting is not raised twice. */
  id?: string
  action?: ToastAction
}

let toasts: readonly Toast[] = []
let settings: ToastSettings = APP_TOAST_SETTINGS
let counter = 0
const listeners = new Set<() => void>()
const NO_TOASTS: readonly Toast[] = []

function emit() {
  for (const listener of listeners) listener()
}

function show(type: ToastType, message: string, options: ToastOptions = {}) {
  if (options.id !== undefined && toasts.some((item) => item.id === options.id)) return
  counter += 1
  toasts = [...toasts, { id: options.id ?? `toast-${counter}`, type, message, settings, action: options.action }]
  emit()
}

/** Raises a toast. Callable from anywhere (event handlers, the API client), not only components. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
}

export function dismissToast(id: string) {
  toasts = toasts.filter((item) => item.id !== id)
  emit()
}

/** The settings new toasts get; the root layout sets them from the current route. */
export function setToastSettings(next: ToastSettings) {
  settings = next
}

export function getToasts(): readonly Toast[] {
  return toasts
}

/** Empties the store (tests). */
export function resetToasts() {
  toasts = []
  settings = APP_TOAST_SETTINGS
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getToasts, () => NO_TOASTS)
}

/**
 * The toasts on screen at `position`, oldest first: every toast whose setting has no limit, and
 * the oldest `limit` of the others (react-toastify's queue, which these settings were written for).
 */
export function visibleToasts(all: readonly Toast[], position: ToastSettings['position']): Toast[] {
  const shownPerSetting = new Map<ToastSettings, number>()
  const visible: Toast[] = []
  for (const item of all) {
    if (item.settings.position !== position) continue
    const shown = shownPerSetting.get(item.settings) ?? 0
    if (item.settings.limit !== null && shown >= item.settings.limit) continue
    shownPerSetting.set(item.settings, shown + 1)
    visible.push(item)
  }
  return visible
}
