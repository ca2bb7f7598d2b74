import { useId, useState } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { faqItems } from './faq-items.ts';
import './faq-page.css';

/** FAQ: an accordion with one answer open at a time; clicking the open question closes it. */
export function FaqPage() {
  useDocumentTitle('FAQ · Nemesis Day');
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <section className="faq">
      <h1>Frequently Asked Questions</h1>
      <div className="faq__list">
        {faqItems.map((item, i) => {
          const expanded = open === i;
          return (
            <div key={item.question} className={expanded ? 'faq__item faq__item--open' : 'faq__item'}>
              <h2 className="faq__question">
                <button
                  type="button"
                  id={`${id}-q${i}`}
                  aria-expanded={expanded}
                  aria-controls={`${id}-a${i}`}
                  onClick={() => setOpen(expanded ? null : i)}
                >
                  <span>{item.question}</span>
                  <span className="faq__marker" aria-hidden="true">
                    {expanded ? '−' : '+'}
                  </span>
                </button>
              </h2>
              <div
                id={`${id}-a${i}`}
                role="region"
                aria-labelledby={`${id}-q${i}`}
                className="faq__answer"
                hidden={!expanded}
              >
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
