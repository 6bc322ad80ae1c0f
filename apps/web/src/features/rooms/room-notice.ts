import type { NavigateFunction } from 'react-router';
import { pathTo } from '@venue/shared';

/**
 * Why a member was sent from a room back to the list (navigation state, shown once on the list):
 * banned while in the room (spec §4 rule 8, §8), or the room is gone.
 */
export type RoomNotice = 'banned' | 'deleted';

export interface RoomListState {
  roomNotice?: RoomNotice;
}

/** Sends the member to the room list with the notice (replacing the room in the history: Back does not return to it). */
export function leaveToList(navigate: NavigateFunction, notice: RoomNotice): void {
  const state: RoomListState = { roomNotice: notice };
  void navigate(pathTo('publicChat'), { replace: true, state });
}

/** The notice a list screen was sent with, if any. */
export function noticeOf(state: unknown): RoomNotice | null {
  const notice = (state as RoomListState | null)?.roomNotice;
  return notice === 'banned' || notice === 'deleted' ? notice : null;
}
