import { useQuery } from 'urql';
import { UserQuery, type ProfileRefusal, type UserProfile } from './operations.js';

/**
 * A member's profile by slug, asked again on every opening (opening it is the visit the server
 * records, and blocks or settings may have changed since).
 */
export function useUserProfile(slug: string): { profile: UserProfile | null; refusal: ProfileRefusal | null; fetching: boolean; error: import('urql').CombinedError | undefined } {
  const [{ data, fetching, error }] = useQuery({ query: UserQuery, variables: { slug }, requestPolicy: 'cache-and-network' });
  return { profile: data?.user.profile ?? null, refusal: data?.user.refusal ?? null, fetching: fetching && !data, error };
}
