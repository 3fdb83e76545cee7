import { useQuery } from '@tanstack/react-query';
import { GEO_SEARCH_DEBOUNCE_MS, GEO_SEARCH_MIN_CHARS, type Place } from '@ronda/shared';
import { searchPlaces } from './search-places';
import { useDebouncedValue } from './use-debounced-value';

export interface AddressSearch {
  suggestions: Place[];
  /** The suggestions answer exactly the text in the box (not an earlier one). */
  current: boolean;
  searching: boolean;
  failed: boolean;
}

/** §5, §9: suggestions from 3 characters, 500 ms after the last keystroke, at most 5. */
export function useAddressSearch(text: string, active: boolean): AddressSearch {
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, GEO_SEARCH_DEBOUNCE_MS);
  const enabled = active && debounced.length >= GEO_SEARCH_MIN_CHARS;
  const query = useQuery({
    queryKey: ['geo-search', debounced],
    queryFn: ({ signal }) => searchPlaces(debounced, signal),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const waiting = active && typed.length >= GEO_SEARCH_MIN_CHARS && debounced !== typed;
  return {
    suggestions: enabled && typed.length >= GEO_SEARCH_MIN_CHARS ? (query.data ?? []) : [],
    current: enabled && debounced === typed && query.isSuccess,
    searching: waiting || (enabled && query.isFetching),
    failed: enabled && !waiting && query.isError,
  };
}
