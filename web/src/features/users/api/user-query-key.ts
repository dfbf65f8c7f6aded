/**
 * The user query's key, apart from its fetcher: the sign-in page seeds the cache with it, and
 * importing the fetcher would bring the user schema, and zod, onto that page.
 */
export const userQueryKey = (userId: number | undefined) => ['users', userId] as const;
