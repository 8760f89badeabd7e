import { sanitizeHtml } from '../sanitize';

/** CMS HTML rendered through the allowlist sanitiser. */
export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'span' | 'p' }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
