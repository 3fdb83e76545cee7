import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LogoMark } from './logo-mark';
import styles from './logo.module.css';

interface LogoProps {
  to?: string;
  /** Icon only, e.g. in the collapsed sidebar; the link keeps the name "Ronda". */
  compact?: boolean;
}

export function Logo({ to = paths.home, compact = false }: LogoProps) {
  return (
    <Link to={to} className={styles.logo} aria-label={compact ? 'Ronda' : undefined}>
      <LogoMark />
      {!compact && <span>Ronda</span>}
    </Link>
  );
}
