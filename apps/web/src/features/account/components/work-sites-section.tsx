import type { WorkSite } from '@ronda/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button/button';
import type { LatLng } from '@/lib/coordinates';
import { useWorkSites } from '../api/work-sites';
import { draftOf, radiusOf, type SiteDraft } from '../lib/work-sites';
import { LoadError, LoadingState } from './load-state';
import { WorkSiteEditor } from './work-site-editor';
import { WorkSiteList } from './work-site-list';
import { WorkSitesMapFrame } from './work-sites-map-frame';
import manage from './manage.module.css';
import styles from './work-sites.module.css';

interface Editing {
  site: WorkSite | null;
  draft: SiteDraft;
}

interface WorkSitesSectionProps {
  companyId: string;
  /** Admins add, change and delete sites; supervisors see them (the server lets only admins write). */
  canEdit: boolean;
  /** Where the map opens when there is no site yet. */
  home: LatLng | null;
}

/** Account Settings → Account Information → Work sites: drawn on the map, listed beside it. */
export function WorkSitesSection({ companyId, canEdit, home }: WorkSitesSectionProps) {
  const sites = useWorkSites(companyId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState('');
  const start = (site: WorkSite | null) => {
    setNotice('');
    setEditing({ site, draft: draftOf(site) });
  };
  const draft = editing?.draft;
  const setDraft = (next: SiteDraft) => setEditing((now) => (now ? { ...now, draft: next } : now));
  const placeOnMap = (centre: LatLng) =>
    setEditing((now) =>
      now ? { ...now, draft: { ...now.draft, centre, place: 'Placed on the map' } } : now,
    );
  const done = (message: string) => {
    setEditing(null);
    setNotice(message);
  };
  const list = sites.data ?? [];

  return (
    <section className={manage.section} aria-labelledby="work-sites-title">
      <div className={manage.sectionHeader}>
        <h2 id="work-sites-title">Work sites</h2>
        {canEdit && sites.data && !editing ? (
          <Button onClick={() => start(null)}>
            <Plus size={18} aria-hidden />
            Add work site
          </Button>
        ) : null}
      </div>
      <p className={manage.muted}>
        The places your team punches in at. A punch-in outside every site is flagged, and leaving
        one can raise the Left the work site alert.
        {canEdit ? null : ' Only an admin can add or change work sites.'}
      </p>
      <p role="status" className={manage.muted}>
        {notice}
      </p>
      {sites.data ? (
        <div className={styles.layout}>
          <div className={styles.listColumn}>
            {editing && draft ? (
              <WorkSiteEditor
                companyId={companyId}
                site={editing.site}
                draft={draft}
                onDraft={setDraft}
                onDone={done}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <WorkSiteList
                companyId={companyId}
                sites={list}
                canEdit={canEdit}
                onEdit={start}
                onDeleted={setNotice}
              />
            )}
          </div>
          <WorkSitesMapFrame
            // The site being changed is drawn as the draft, not twice.
            sites={list.filter((site) => site.id !== editing?.site?.id)}
            draft={draft ? { centre: draft.centre, radius: radiusOf(draft.radius) } : null}
            home={home}
            drawing={editing ? editing.site?.name || draft?.name || 'being added' : null}
            onPlace={editing ? placeOnMap : undefined}
          />
        </div>
      ) : sites.isError ? (
        <LoadError onRetry={() => void sites.refetch()} />
      ) : (
        <LoadingState label="Loading work sites…" />
      )}
    </section>
  );
}
