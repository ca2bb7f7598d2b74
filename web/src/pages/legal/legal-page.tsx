import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { DehydratedState } from '@tanstack/react-query';
import { HydrateAnswers } from '../../api/hydrate-answers.tsx';
import { useSiteInfo } from '../../api/use-site-info.ts';
import { formatDate } from '../../format/format-date.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import './legal-page.css';
import { utcDay } from '#contract/site/utc-day.ts';

/** A legal document with the operator's effective date and legal contact. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  // Rendered by the server, the page comes with the settings its HTML shows (its loader's); else they load here.
  return (
    <HydrateAnswers state={(useLoaderData() as { state: DehydratedState } | null | undefined)?.state}>
      <LegalDocument title={title}>{children}</LegalDocument>
    </HydrateAnswers>
  );
}

function LegalDocument({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} · Nemesis Day`);
  const site = useSiteInfo();
  // Today (the server's default) only when the operator's settings cannot be loaded: never in the render that hydrates.
  const effectiveDate = site.data?.legalEffectiveDate ?? (site.isPending ? undefined : utcDay());
  return (
    <article className="legal">
      <h1>{title}</h1>
      <dl className="legal__facts">
        <dt>Effective date</dt>
        <dd>{effectiveDate ? <time dateTime={effectiveDate}>{formatDate(effectiveDate)}</time> : 'Loading…'}</dd>
        <dt>Legal contact</dt>
        <dd>
          {site.data ? (
            <a href={`mailto:${site.data.legalContact}`}>{site.data.legalContact}</a>
          ) : site.isPending ? (
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
