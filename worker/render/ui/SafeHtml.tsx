import { fillMoney } from '../../../shared/money';
import { usePage } from '../PageContext';
import { sanitizeHtml } from '../sanitize';

/** Content text with its money tokens written out in the page's display currency (shared/money.ts fillMoney). */
export function useContentText(): (text: string) => string {
  const { currency, market } = usePage();
  return (text) => fillMoney(text, currency, market.id, market.currency);
}

/** CMS HTML rendered through the allowlist sanitiser, its amounts in the display currency. */
export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'span' | 'p' }) {
  const content = useContentText();
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: content(sanitizeHtml(html)) }} />;
}
