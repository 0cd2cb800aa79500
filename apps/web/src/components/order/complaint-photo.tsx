import { useQuery } from '@tanstack/react-query'
import { getPrivateFile } from '@/lib/api-file'

/**
 * A complaint's photo (an API path), which only the order's two sides and operators may fetch:
 * shown from a local object URL. Photos never change, so each is fetched once.
 */
export function useComplaintPhoto(path: string) {
  return useQuery({
    queryKey: ['complaint-photo', path],
    queryFn: async ({ signal }) => URL.createObjectURL(await getPrivateFile(path, 'image/webp', signal)),
    staleTime: Infinity,
  })
}

/** Reserves its square before the photo arrives, so nothing below it moves. */
export function ComplaintPhoto({ path, alt }: { path: string; alt: string }) {
  const { data } = useComplaintPhoto(path)
  return (
    <div className="size-24 overflow-hidden rounded-lg bg-stone-100 ring-1 ring-stone-200">
      {data ? (
        <a href={data} target="_blank" rel="noopener noreferrer">
          <img src={data} alt={alt} className="size-full object-cover" />
        </a>
      ) : null}
    </div>
  )
}
