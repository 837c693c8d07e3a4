// Copies text to the clipboard: the Clipboard API where the browser allows it, else the old
// select-and-copy on a hidden text area (older browsers, or a page the API refuses).

/** True when the text was copied. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Refused (no permission, not focused): try the old way below.
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  try {
    return document.execCommand?.('copy') ?? false
  } catch {
    return false
  } finally {
    area.remove()
  }
}
