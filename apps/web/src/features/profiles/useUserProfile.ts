import { useEffect } from 'react';
import { useMutation, useQuery } from 'urql';
import { RecordProfileVisitMutation, UserQuery, type ProfileRefusal, type UserProfile } from './operations.js';

/**
 * A member's profile by slug, asked again on every opening (blocks or settings may have changed
 * since). Once it shows, the screen tells the server it was opened: that mutation is the visit
 * the server records (the query records nothing, decision 0027).
 */
export function useUserProfile(slug: string): { profile: UserProfile | null; refusal: ProfileRefusal | null; fetching: boolean; error: import('urql').CombinedError | undefined } {
  const [{ data, fetching, error }] = useQuery({ query: UserQuery, variables: { slug }, requestPolicy: 'cache-and-network' });
  const [, recordVisit] = useMutation(RecordProfileVisitMutation);
  const shownId = data?.user.profile && !data.user.profile.viewerCan.edit ? data.user.profile.id : null;
  useEffect(() => {
    // Once per opened profile (not per refetch); the server decides whether it counts.
    if (shownId) void recordVisit({ slug });
  }, [shownId, slug, recordVisit]);
  return { profile: data?.user.profile ?? null, refusal: data?.user.refusal ?? null, fetching: fetching && !data, error };
}
