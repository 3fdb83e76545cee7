import { useState } from 'react';
import { AddressSearch } from '@/components/location-picker/address-search';
import { formatPoint } from '@/components/location-picker/location-value';
import { useAddressSearch } from '@/components/location-picker/use-address-search';
import type { LatLng } from '@/lib/coordinates';
import { WorkSiteCustomer } from './work-site-customer';
import styles from './work-sites.module.css';

export const CENTRE_FIELD_ID = 'work-site-address';

interface WorkSiteCentreProps {
  companyId: string;
  centre: LatLng | null;
  place: string | null;
  error: string | undefined;
  /**
   * `name`: a name the site could take when it has none yet (the customer's); `customerId`: the
   * customer whose address it is, whom the site is then for.
   */
  onCentre: (point: LatLng, place: string, name?: string, customerId?: string) => void;
}

/**
 * The three ways to the centre besides the map: an address search, a customer's address, and
 * (on the map beside it) a tap or a drag of the pin; with what is placed now said in words.
 */
export function WorkSiteCentre({ companyId, centre, place, error, onCentre }: WorkSiteCentreProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // Searching only while the text is being typed: a picked place's label is not searched again.
  const [typing, setTyping] = useState(false);
  const search = useAddressSearch(text, typing);
  const noMatch = search.current && search.suggestions.length === 0;
  return (
    <fieldset className={styles.group}>
      <legend>Centre</legend>
      <AddressSearch
        id={CENTRE_FIELD_ID}
        label="Find the address"
        required={false}
        placeholder="Type an address or a landmark"
        suggestionsLabel="Address suggestions"
        value={text}
        onType={(typed) => {
          setText(typed);
          setTyping(true);
          setOpen(true);
        }}
        onPick={(picked) => {
          setText(picked.label);
          setTyping(false);
          setOpen(false);
          onCentre({ lat: picked.lat, lng: picked.lng }, picked.label);
        }}
        search={search}
        pinnedLabel={place}
        open={open}
        onOpenChange={setOpen}
        error={error}
      />
      {search.searching ? <p className={styles.note}>Searching…</p> : null}
      {noMatch ? (
        <p className={styles.note}>No places match. Tap the map to place the centre instead.</p>
      ) : null}
      {search.failed ? (
        <p role="alert" className={styles.problem}>
          The address search failed. Tap the map to place the centre instead.
        </p>
      ) : null}
      <WorkSiteCustomer companyId={companyId} onCentre={onCentre} />
      <p className={styles.centre} aria-live="polite">
        {centre
          ? `Centre: ${place ? `${place} ` : ''}(${formatPoint(centre)})`
          : 'No centre yet: find the address, use a customer’s, or tap the map.'}
      </p>
    </fieldset>
  );
}
