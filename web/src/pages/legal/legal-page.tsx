import type { ReactNode } from 'react';
import { formatDate } from '../../format/format-date.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useSiteInfo } from '../../hooks/use-site-info.ts';
import './legal-page.css';

/** A legal document with the operator's effective date and legal contact. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} · Nemesis Day`);
  const site = useSiteInfo();
  const effectiveDate = site.data?.legalEffectiveDate ?? new Date().toISOString().slice(0, 10);
  return (
    <article className="legal">
      <h1>{title}</h1>
      <dl className="legal__facts">
        <dt>Effective date</dt>
        <dd>
          <time dateTime={effectiveDate}>{formatDate(effectiveDate)}</time>
        </dd>
        <dt>Legal contact</dt>
        <dd>
          {site.data ? (
            <a href={`mailto:${site.data.legalContact}`}>{site.data.legalContact}</a>
          ) : site.loading ? (
            'Loading…'
          ) : (
            'Unavailable offline: please try again when connected.'
          )}
        </dd>
      </dl>
      {children}
    </article>
  );
}
