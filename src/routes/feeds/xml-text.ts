const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/**
 * Text as XML character data or attribute value: the five markup characters as entities, and
 * characters XML 1.0 forbids (control characters other than tab and newlines) left out, so one
 * stray character in the content cannot make a whole feed unreadable.
 *
 * @example xmlText("Film & fest <3") // "Film &amp; fest &lt;3"
 */
export function xmlText(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: characters XML 1.0 forbids are what it removes
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c)
  );
}

/** The XML declaration every feed starts with. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
