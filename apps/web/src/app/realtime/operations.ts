import type { TypedDocumentNode } from 'urql';
import { gql } from '../session/gql.js';

// The realtime feeds every members' screen shares (decision 0020). Typed by hand (decision 0001).

export interface PresenceChange {
  __typename?: 'PresenceChange';
  /** Members who are online now. */
  online: string[];
  /** Members who are no longer online. */
  offline: string[];
}

/** Members coming online and going offline, as the viewer may see them (about once a second). */
export const PresenceChangedSubscription: TypedDocumentNode<{ presenceChanged: PresenceChange }, Record<string, never>> = gql`
  subscription PresenceChanged {
    presenceChanged {
      online
      offline
    }
  }
`;
