import { lazy, Suspense } from 'react';
import { MapBoundary } from '@/components/map/map-boundary';
import { loadChunk } from '@/lib/load-chunk';
import type { TasksMapProps } from './tasks-map';
import styles from './tasks-view.module.css';

const TasksMap = lazy(() =>
  loadChunk(() => import('./tasks-map')).then((m) => ({ default: m.TasksMap })),
);

/** The tasks' map beside the list, loaded on its own so the list never waits for it. */
export function TasksMapPanel(props: TasksMapProps) {
  return (
    <div className={styles.map} id="tasks-map">
      <MapBoundary fallback={<p className={styles.empty}>The map could not be loaded.</p>}>
        <Suspense fallback={<div className={styles.mapPlaceholder} />}>
          <TasksMap {...props} />
        </Suspense>
      </MapBoundary>
    </div>
  );
}
