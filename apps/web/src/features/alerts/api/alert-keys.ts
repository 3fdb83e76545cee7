/** The two lists the panel offers (the server also knows 'closed'; the console does not ask). */
export type AlertListState = 'open' | 'all';

export const alertKeys = {
  all: ['alerts'] as const,
  list: (state: AlertListState) => ['alerts', state] as const,
};

/** The state a cached list was asked for, read back from its key. */
export function stateOfKey(key: readonly unknown[]): AlertListState | null {
  return key[1] === 'open' || key[1] === 'all' ? key[1] : null;
}
