import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, VERNA } from '../company-settings-test-server';
import { WorkSitesMap, type WorkSitesMapProps } from './work-sites-map';

// The real map in jsdom: no tile is fetched (jsdom loads no images) and layers are plain SVG.
function renderMap(props: Partial<WorkSitesMapProps>) {
  const all: WorkSitesMapProps = {
    sites: [HEAD_OFFICE, VERNA],
    draft: null,
    home: null,
    label: 'Map of the work sites',
    describedBy: 'hint',
    ...props,
  };
  const view = render(<WorkSitesMap {...all} />);
  const map = view.container.querySelector<HTMLElement>('.leaflet-container');
  if (!map) throw new Error('no map');
  return { ...view, map };
}

afterEach(cleanup);

describe('WorkSitesMap', () => {
  it('draws each stored site as a circle, and nothing to place while none is drawn', () => {
    const { map } = renderMap({});
    expect(map.querySelectorAll('path.leaflet-interactive')).toHaveLength(2);
    expect(map.querySelector('.request-map-marker')).toBeNull();
    expect(map.getAttribute('role')).toBeNull();
  });

  it('places the centre with a click or with Enter, and draws the pin and its circle', () => {
    const onPlace = vi.fn();
    const { map, rerender } = renderMap({
      sites: [VERNA],
      draft: { centre: null, radius: 200 },
      onPlace,
    });
    expect(map.getAttribute('role')).toBe('application');
    expect(map.getAttribute('aria-describedby')).toBe('hint');
    fireEvent.click(map, { clientX: 10, clientY: 10 });
    expect(onPlace).toHaveBeenCalledTimes(1);
    const [placed] = onPlace.mock.calls[0] as [{ lat: number; lng: number }];
    expect(Number.isFinite(placed.lat) && Number.isFinite(placed.lng)).toBe(true);
    fireEvent.keyDown(map, { key: 'Enter' });
    expect(onPlace).toHaveBeenCalledTimes(2);

    rerender(
      <WorkSitesMap
        sites={[VERNA]}
        draft={{ centre: placed, radius: 300 }}
        home={null}
        onPlace={onPlace}
        label="Map of the work sites"
        describedBy="hint"
      />,
    );
    const pin = map.querySelector('.request-map-marker');
    expect(pin?.getAttribute('aria-label')).toMatch(/^Centre of the work site/);
    // The stored site and the one being drawn.
    expect(map.querySelectorAll('path.leaflet-interactive')).toHaveLength(2);
    expect(map.querySelector('path[stroke-dasharray]')).not.toBeNull();
  });
});
