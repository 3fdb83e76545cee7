import { ClipboardList, NotebookPen, Smartphone, Sun } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useConsoleSession } from '@/lib/console-session';
import { startWatching } from '../position/position-watch';
import { FIELD_PUSH_WORKER, refreshPush } from '@/lib/push/web-push';
import { dropTaskLink, readTaskLink } from '../tasks/task-link';
import { TodayScreen } from '../today/today-screen';
import { useSyncView } from '../outbox/outbox-context';
import { SignOutCheck } from './sign-out-check';
import { signOutOfField } from './sign-out';
import { SyncBadge } from './sync-badge';
import styles from './field-shell.module.css';

type Tab = 'today' | 'tasks' | 'log' | 'tracking';

// Loaded when first opened: the first screen (Today) carries only what it needs.
const MyTasksScreen = lazy(() =>
  import('../tasks/my-tasks-entry').then((m) => ({ default: m.MyTasksEntry })),
);
const WorkLogScreen = lazy(() =>
  import('../work-log/work-log-screen').then((m) => ({ default: m.WorkLogScreen })),
);
const TrackingScreen = lazy(() =>
  import('../tracking/tracking-screen').then((m) => ({ default: m.TrackingScreen })),
);

const TABS: { id: Tab; label: string; icon: ComponentType<{ size?: number }> }[] = [
  { id: 'today', label: 'Today', icon: Sun },
  { id: 'tasks', label: 'My tasks', icon: ClipboardList },
  { id: 'log', label: 'Work log', icon: NotebookPen },
  { id: 'tracking', label: 'Tracking', icon: Smartphone },
];

/** One screen at a time, switched from a bottom bar a thumb can reach. */
export function FieldShell() {
  // Opened from a notification (`?task=<id>`): straight to that task on My tasks.
  const [taskLink, setTaskLink] = useState(readTaskLink);
  const [tab, setTab] = useState<Tab>(() => (taskLink ? 'tasks' : 'today'));
  const [checkingSignOut, setCheckingSignOut] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const { waiting } = useSyncView();
  const { user, company, timeZone } = useConsoleSession();
  // The position is watched while the app is open, so a punch has a current fix at once.
  useEffect(() => startWatching(), []);
  const userId = user?.id;
  useEffect(() => {
    if (userId) refreshPush(FIELD_PUSH_WORKER, userId).catch(() => undefined);
  }, [userId]);
  const linkFollowed = useCallback(() => {
    dropTaskLink();
    setTaskLink(null);
  }, []);
  const signOut = () => {
    setSigningOut(true);
    void signOutOfField();
  };
  return (
    <div className={styles.app}>
      <header className={styles.header}>
        <div>
          <p className={styles.name}>{user ? `${user.firstName} ${user.lastName}`.trim() : ''}</p>
          <p className={styles.company}>{company?.name}</p>
        </div>
        <SyncBadge />
        <button
          type="button"
          className={styles.signOut}
          disabled={signingOut}
          onClick={() => (waiting > 0 ? setCheckingSignOut(true) : signOut())}
        >
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
      </header>

      <main className={styles.main} id="main">
        {checkingSignOut && waiting > 0 ? (
          <SignOutCheck onSignOut={signOut} onCancel={() => setCheckingSignOut(false)} />
        ) : null}
        {tab === 'today' && user ? <TodayScreen userId={user.id} timeZone={timeZone} /> : null}
        <Suspense fallback={<p>Loading…</p>}>
          {tab === 'tasks' && company ? (
            <MyTasksScreen
              companyId={company.id}
              openTaskId={taskLink}
              onTaskLinkFollowed={linkFollowed}
            />
          ) : null}
          {tab === 'log' && user ? <WorkLogScreen user={user} /> : null}
          {tab === 'tracking' && user ? (
            <TrackingScreen userId={user.id} timeZone={timeZone} />
          ) : null}
        </Suspense>
      </main>
      <nav className={styles.tabs} aria-label="Field app">
        {TABS.map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            type="button"
            className={styles.tab}
            aria-current={tab === id ? 'page' : undefined}
            onClick={() => setTab(id)}
          >
            <Icon size={24} />
            {label}
          </button>
        ))}
      </nav>
    </div>
  );
}
