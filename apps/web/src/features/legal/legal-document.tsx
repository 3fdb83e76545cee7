import type { ReactNode } from 'react';
import styles from './legal-document.module.css';

/** A calendar date shown in words, with its machine-readable form for <time>. */
export interface LegalDate {
  iso: string;
  text: string;
}

/** One numbered section of a legal document; `id` is the anchor the contents list links to. */
export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  lastUpdated: LegalDate;
  effective: LegalDate;
  /** A short plain-language summary under the dates. */
  summary: ReactNode;
  sections: readonly LegalSection[];
}

/**
 * The shared frame of the Privacy Policy, Terms and Conditions and Refund Policy: title, dates,
 * a contents list of in-page links and the numbered sections. Pure render, so it prerenders.
 */
export function LegalDocument({
  title,
  lastUpdated,
  effective,
  summary,
  sections,
}: LegalDocumentProps) {
  return (
    <article className={styles.page} aria-labelledby="page-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Legal</p>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.dates}>
          <span>
            Last updated: <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
          </span>
          <span>
            Effective: <time dateTime={effective.iso}>{effective.text}</time>
          </span>
        </p>
        <div className={styles.summary}>{summary}</div>
      </header>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="legal-contents">
          <h2 id="legal-contents" className={styles.tocTitle}>
            Contents
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section, index) => (
              <li key={section.id}>
                <a className={styles.tocLink} href={`#${section.id}`}>
                  <span className={styles.tocNumber}>{index + 1}.</span> {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.body}>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-heading`}
            >
              <h2 id={`${section.id}-heading`} className={styles.sectionTitle}>
                {index + 1}. {section.title}
              </h2>
              {section.content}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
