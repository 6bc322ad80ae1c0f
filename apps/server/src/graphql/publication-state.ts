import { builder } from './builder.js';
import { PUBLICATION_STATES } from '../shared/publication.policy.js';

/** News posts and events: DRAFT (no date), SCHEDULED (date in the future), PUBLISHED. */
export const PublicationStateEnum = builder.enumType('PublicationState', {
  description: 'DRAFT: no publication date; SCHEDULED: published automatically at publishedAt; PUBLISHED: visible to everyone.',
  values: PUBLICATION_STATES,
});
