import { useTranslation } from 'react-i18next';
import { usePage } from './PageContext';
import { ChatOption } from './ChatEntry';
import { QueryModal } from './ui/QueryModal';

interface ContactBook {
  value: string;
  label?: string;
  title?: string;
  description?: string;
}

interface ContactBlock {
  id?: string;
  title?: string;
  description?: string;
  showTalkToUs?: boolean;
  callToActionList?: string[];
}

function safeHref(value: string): string | null {
  return /^(https:|tel:|mailto:)/i.test(value) ? value : null;
}

/** The talk-to-us modal: the contact options the layout's contacts blocks name (SPEC §3). */
export function TalkToUsModal() {
  const { t } = useTranslation();
  const { layout } = usePage();
  const books = (layout?.contacts.books ?? {}) as Record<string, ContactBook | undefined>;
  const blocks = ((layout?.contacts.blocks ?? []) as ContactBlock[]).filter((block) => block.showTalkToUs);
  if (!blocks.length) return null;
  return (
    <QueryModal type="talk-to-us" title={t('header.talkToUs')} size="medium">
      <ChatOption />
      {blocks.map((block, index) => (
        <section key={block.id ?? index} className="contact-block">
          {block.title ? <h3>{block.title}</h3> : null}
          {block.description ? <p className="note">{block.description}</p> : null}
          <ul className="contact-list">
            {(block.callToActionList ?? []).map((key) => {
              const book = books[key];
              const href = book ? safeHref(book.value) : null;
              if (!book || !href) return null;
              return (
                <li key={key}>
                  <a className="contact-list__item" href={href} target={href.startsWith('https:') ? '_blank' : undefined} rel={href.startsWith('https:') ? 'noopener noreferrer' : undefined}>
                    <strong>{book.title ?? book.label}</strong>
                    <span>{book.label}</span>
                    {book.description ? <span className="note">{book.description}</span> : null}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </QueryModal>
  );
}
