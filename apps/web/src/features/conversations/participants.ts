import type { MemberCard } from '../../components/member-card.js';

/** The other participants of a conversation as the viewer sees them (the server lists the viewer first). */
export function othersOf(users: MemberCard[], viewerId: string | undefined): MemberCard[] {
  return users.filter((u) => u.id !== viewerId);
}
