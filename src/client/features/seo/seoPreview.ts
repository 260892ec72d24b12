/** How search engines and social networks shorten what they show, approximated by characters. */
import { SEO_PAGE_PATHS, type SeoPageKey } from '../../../shared/seo/rules';

/** Cuts at the last word boundary before `max` and adds an ellipsis, as Google does with long snippets. */
export function truncate(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The result's URL line, Google style: `host › path › parts`. Without a canonical URL, `site` stands in
 * for the host (the admin does not know the public website's address) with the page's own path.
 */
export function displayUrl(canonical: string, page: SeoPageKey, site: string): string {
  let host = site;
  let path = SEO_PAGE_PATHS[page];
  if (/^https?:\/\/[^\s]+$/.test(canonical.trim())) {
    try {
      const url = new URL(canonical.trim());
      host = url.host;
      path = url.pathname;
    } catch {
      // An unparsable URL is shown with the page's own path; the field's rule reports it.
    }
  }
  return [host, ...path.split('/').filter(Boolean)].join(' › ');
}
