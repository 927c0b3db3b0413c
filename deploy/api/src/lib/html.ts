/**
 * Sanitising of product descriptions (member spec §3: `aciklama` is HTML shown on the detail
 * page). Every write goes through {@link sanitizeProductHtml}: formatting tags only, links
 * limited to http(s)/mailto with rel="noopener noreferrer", no scripts, styles or handlers.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'h5', 'blockquote', 'a', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Returns safe HTML for a product description. */
export function sanitizeProductHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
