import { Image, Skeleton, type ImageProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequestStream } from './api-client';
import { CACHE_TIME } from './query-client';

const withoutApiPrefix = (url: string) => url.replace(/^\/api(?=\/)/, '');

/** The bytes as a data: URL, which needs no releasing (blob URLs must be revoked). */
function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('the image could not be read'));
    reader.onerror = () => reject(reader.error ?? new Error('the image could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * An image the API serves to signed-in users only. The session is a bearer token, which an
 * <img src> does not send, so the bytes are fetched with it; they are cached by URL (a photo's
 * sizes never change once made).
 */
export function useImageSource(url: string | null) {
  return useQuery({
    queryKey: ['image', url],
    queryFn: async ({ signal }) =>
      toDataUrl(
        await new Response(await apiRequestStream(withoutApiPrefix(url ?? ''), { signal })).blob(),
      ),
    enabled: url !== null,
    staleTime: CACHE_TIME.long,
  });
}

export function AuthorizedImage({
  src,
  alt,
  ...props
}: Omit<ImageProps, 'src'> & { src: string; alt: string }) {
  const source = useImageSource(src);
  if (!source.data) {
    return <Skeleton h={props.h} w={props.w} radius={props.radius} aria-label={`Loading ${alt}`} />;
  }
  return <Image src={source.data} alt={alt} {...props} />;
}
