import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MyTasksScreen, type MyTasksScreenProps } from './my-tasks-screen';

// The query library comes with this screen, not with the app's first load; one client for the
// app's life keeps the list when the person switches tabs.
const client = new QueryClient({
  defaultOptions: { queries: { retry: 1, networkMode: 'always', staleTime: 30_000 } },
});

/** 'My tasks' as the field app's shell loads it, on first open. */
export function MyTasksEntry(props: MyTasksScreenProps) {
  return (
    <QueryClientProvider client={client}>
      <MyTasksScreen {...props} />
    </QueryClientProvider>
  );
}
