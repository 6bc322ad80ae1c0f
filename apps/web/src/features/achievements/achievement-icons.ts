import type { ComponentType } from 'react';
import {
  IconFlame,
  IconGift,
  IconHeartSpark,
  IconLibraryPhoto,
  IconMessage,
  IconMessageStar,
  IconMessages,
  IconPhotoPlus,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  type IconProps,
} from '@tabler/icons-react';
import type { AchievementKey } from '@venue/shared';

/** One Tabler icon per achievement: the family's motif, growing with the threshold. */
export const ACHIEVEMENT_ICONS: Record<AchievementKey, ComponentType<IconProps>> = {
  FRIENDS_1: IconUserPlus,
  FRIENDS_50: IconUsers,
  FRIENDS_100: IconUsersGroup,
  ROOM_MESSAGES_1: IconMessage,
  ROOM_MESSAGES_500: IconMessages,
  ROOM_MESSAGES_1000: IconMessageStar,
  UPLOADS_1: IconPhotoPlus,
  UPLOADS_50: IconLibraryPhoto,
  LIKES_1: IconFlame,
  LIKES_100: IconHeartSpark,
  FIRST_GIFT: IconGift,
};
