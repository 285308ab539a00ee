/**
 * Text made safe to put between tags or in a quoted attribute: the film page's island writes its
 * markup as strings (smaller than building it node by node, and it is counted against the 5 KB
 * budget), so every value from the proxy goes through this.
 *
 * @example `<strong>${htmlText(review.userName)}</strong>`
 */
export function htmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
