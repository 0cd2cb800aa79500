/** jsdom has no showModal(); this stands in for the browser's (open attribute, close event). */
export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}
