import { Link } from 'react-router';
import { Logo } from '@/components/logo/logo';
import { FOOTER_COLUMNS } from './public-nav-items';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>Field team visibility for companies on the move.</p>
        </div>
        <nav aria-label="Footer" className={styles.columns}>
          {FOOTER_COLUMNS.map((column) => {
            const headingId = `footer-${column.heading.toLowerCase()}`;
            return (
              <section key={column.heading} aria-labelledby={headingId}>
                <h2 id={headingId} className={styles.heading}>
                  {column.heading}
                </h2>
                <ul className={styles.links}>
                  {column.items.map((item) => (
                    <li key={item.label}>
                      <Link to={item.to} className={styles.link}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </nav>
      </div>
      <p className={styles.legal}>
        © {new Date().getFullYear()} Ronda Technologies LLP · Built in Goa, India
      </p>
    </footer>
  );
}
