import { useSearchParams } from 'react-router';
import { Logo } from '@/components/logo/logo';
import { InviteGone } from './components/invite-gone';
import { JoinInvite } from './components/join-invite';
import { parseJoinCode } from './lib/join-code';
import styles from './join-page.module.css';

/**
 * /join?code=XXXXXXXX, opened by a phone's camera from a QR join code: shows where the code
 * leads, signs the person in and joins them to that company and department. Signed in or not.
 */
export function JoinPage() {
  const [params] = useSearchParams();
  const code = parseJoinCode(params.get('code'));

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Logo />
      </div>
      <section className={styles.card} aria-labelledby="page-title">
        <h1 id="page-title" className={styles.title}>
          Join your team
        </h1>
        {code ? <JoinInvite key={code} code={code} /> : <InviteGone />}
      </section>
    </div>
  );
}
