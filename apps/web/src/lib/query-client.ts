import { QueryCache, QueryClient, type UseMutationOptions } from '@tanstack/react-query'
import { toast } from '@/components/ui/toast/toast-store'
import { ApiError } from '@/lib/api-client'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The toast text for a failed load; React Query 5 has no per-query onError. */
      errorToast?: (error: Error) => string
    }
  }
}

/**
 * What a screen may add to a mutation hook (bulletproof-react's `mutationConfig`): its local
 * follow-up, such as closing a form or leaving the screen. The hook keeps the cache and the toasts
 * in its own callbacks and runs the screen's after them, so no caller can leave them out.
 */
export type MutationConfig<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>

/** A 401 is already answered by the API client (toast, then /signin); don't pile a second toast on it. */
function isSessionEnded(error: Error) {
  return error instanceof ApiError && error.status === 401
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const errorToast = query.meta?.errorToast
        if (errorToast && !isSessionEnded(error)) toast.error(errorToast(error))
      },
    }),
    defaultOptions: {
      queries: {
        // A screen's fetch runs once: a failure shows its error at once rather than after silent retries.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
        // Offline, a load still goes out: the service worker may answer it from the phone's saved
        // copy. React Query's default would hold it, and the screen would spin with no word.
        networkMode: 'offlineFirst',
      },
      mutations: {
        // Offline, a write fails at once with the API client's "You are offline" rather than
        // waiting, paused, for a connection.
        networkMode: 'always',
      },
    },
  })
}

/** The app's one client, shared by every data screen. */
export const queryClient = createQueryClient()
