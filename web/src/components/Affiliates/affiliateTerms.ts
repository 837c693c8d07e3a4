// The programme terms as the affiliate reads them: plain text where a blank line starts a new
// paragraph (AffiliateTermsText.text in the contract).

/** 'One.\n\nTwo\nlines.' -> ['One.', 'Two\nlines.']; blank or whitespace-only paragraphs dropped. */
export function termsParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}
