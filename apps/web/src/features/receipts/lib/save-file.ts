/** Hands `blob` to the browser as a download named `fileName` (through a temporary object URL). */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has been handled, so the download has started with it.
  window.setTimeout(() => URL.revokeObjectURL(href), 0)
}
