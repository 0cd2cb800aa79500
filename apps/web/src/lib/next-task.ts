/**
 * Settles in a later task of the browser's: work after it does not lengthen the task that awaited
 * it, and the browser can answer a tap in between.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))
