import { PHOTO_THUMBNAIL_SIZE, PHOTO_VISIBILITIES, type PhotoVisibility } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentUser } from '../accounts/user.graphql.js';
import { ProfileImage } from '../profiles/user-card.graphql.js';
import { photoUrls, type PhotoUrls } from './photo-urls.js';
import { photoAbilities, type PhotoAbilities } from './photos.policy.js';
import type { PhotoView } from './photos.repository.js';
import type { PhotoConnection, PhotoQuota } from './photos.service.js';

// Thin adapters: the photos service checks photos.policy and runs one transaction per change.

const PhotoVisibilityEnum = builder.enumType('PhotoVisibility', {
  description: 'PUBLIC: whoever may open the profile (signed-in members); FRIENDS: the owner’s friends only. Owner and admins see both.',
  values: PHOTO_VISIBILITIES,
});

export const PhotoSource = builder.objectRef<PhotoUrls['thumbnail']>('PhotoSource').implement({
  description: 'One picture in both stored formats; the URLs are checked per request (no caching by others).',
  fields: (t) => ({ avif: t.exposeString('avif'), webp: t.exposeString('webp') }),
});

export const PhotoVariant = builder.objectRef<PhotoUrls['variants'][number]>('PhotoVariant').implement({
  description: 'A stored width of a photo (never wider than the original).',
  fields: (t) => ({ width: t.exposeInt('width'), avif: t.exposeString('avif'), webp: t.exposeString('webp') }),
});

/** URL fields shared by Photo and ProfileImage (spec §3 avatar: id, path, avatarCloudfrontPath, cloudfrontPath). */
function urlFields<T extends { id: string; width: number }>(t: PothosSchemaTypes.ObjectFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<typeof builder extends PothosSchemaTypes.SchemaBuilder<infer S> ? S : never>, T>) {
  return {
    thumbnail: t.field({ type: PhotoSource, description: `Square thumbnail (${PHOTO_THUMBNAIL_SIZE} px), centre-cropped.`, resolve: (p) => photoUrls(p).thumbnail }),
    variants: t.field({ type: [PhotoVariant], description: 'Every stored width, smallest first.', resolve: (p) => photoUrls(p).variants }),
    path: t.string({ description: 'WebP at display size (at most 1024 px wide).', resolve: (p) => photoUrls(p).path }),
    cloudfrontPath: t.string({ description: 'WebP at the largest stored width.', resolve: (p) => photoUrls(p).cloudfrontPath }),
    avatarCloudfrontPath: t.string({ description: 'WebP of the square thumbnail.', resolve: (p) => photoUrls(p).avatarCloudfrontPath }),
  };
}

const PhotoAbilitiesRef = builder.objectRef<PhotoAbilities>('PhotoAbilities').implement({
  description: 'What the viewer may do with the photo (its owner only; the avatar and wall image must stay PUBLIC).',
  fields: (t) => ({
    changeVisibility: t.exposeBoolean('changeVisibility'),
    makeFriendsOnly: t.exposeBoolean('makeFriendsOnly', { description: 'false for the avatar and the wall image.' }),
    delete: t.exposeBoolean('delete'),
    reorder: t.exposeBoolean('reorder'),
    useAsAvatar: t.exposeBoolean('useAsAvatar', { description: 'false for FRIENDS photos.' }),
    useAsWallImage: t.exposeBoolean('useAsWallImage', { description: 'false for FRIENDS photos.' }),
  }),
});

export const Photo = builder.objectRef<PhotoView>('Photo').implement({
  description: "A member's photo (spec: user upload), re-encoded without metadata; seen only by those allowed (docs/decisions/0010).",
  fields: (t) => ({
    id: t.exposeID('id'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    visibility: t.field({ type: PhotoVisibilityEnum, resolve: (p) => p.visibility as PhotoVisibility }),
    position: t.exposeInt('position', { description: 'Gallery order, ascending.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    ownerSlug: t.exposeString('ownerSlug'),
    ownerUsername: t.exposeString('ownerUsername'),
    isAvatar: t.exposeBoolean('isAvatar'),
    isWallImage: t.exposeBoolean('isWallImage'),
    ...urlFields(t),
    viewerCan: t.field({ type: PhotoAbilitiesRef, resolve: (p, _a, ctx) => photoAbilities(ctx.viewer, p, ctx.deps.now()) }),
  }),
});

const PhotoConnectionRef = builder.objectRef<PhotoConnection>('PhotoConnection').implement({
  description: 'One page of a gallery in its order; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [Photo], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

const PhotoQuotaRef = builder.objectRef<PhotoQuota>('PhotoQuota').implement({
  description: 'The signed-in member’s photos: how many, the limit (null: unlimited for verified members), and whether an upload is allowed now.',
  fields: (t) => ({
    used: t.exposeInt('used'),
    limit: t.int({ nullable: true, resolve: (q) => q.limit }),
    canUpload: t.exposeBoolean('canUpload'),
  }),
});

// The avatar and wall image types of users get the URLs of the checked route.
builder.objectFields(ProfileImage, (t) => urlFields(t));

// Spec §3 current user: avatar (id, avatarCloudfrontPath, cloudfrontPath); the wall image beside it.
builder.objectFields(CurrentUser, (t) => ({
  avatar: t.field({ type: ProfileImage, nullable: true, resolve: (u, _a, ctx) => ctx.services.photos.ownProfileImage(ctx.viewer, u, 'avatar') }),
  wallImage: t.field({ type: ProfileImage, nullable: true, resolve: (u, _a, ctx) => ctx.services.photos.ownProfileImage(ctx.viewer, u, 'wall') }),
}));

const viewer = (ctx: GraphQLContext) => ctx.viewer;
const CHANGE_ERRORS = 'NOT_FOUND for anyone else’s photo; PHOTO_NOT_SAVED when the change failed';

builder.queryFields((t) => ({
  userPhotos: t.field({
    type: PhotoConnectionRef,
    description: 'A member’s photos the viewer may see, in gallery order (empty for unknown members or hidden profiles).',
    authScopes: { signedIn: true },
    args: {
      slug: t.arg.string({ required: true }),
      first: t.arg.int({ required: false, description: 'Page size: 48 by default, at most 100.' }),
      after: t.arg.string({ required: false, description: 'endCursor of the previous page.' }),
    },
    resolve: (_r, args, ctx) => ctx.services.photos.listForUser(viewer(ctx), args.slug, args),
  }),
  photo: t.field({
    type: Photo,
    nullable: true,
    description: 'One photo, or null when it does not exist or the viewer may not see it.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.photos.photo(viewer(ctx), String(args.id)),
  }),
  photoQuota: t.field({
    type: PhotoQuotaRef,
    description: 'The signed-in member’s photo count and limit (unverified members: LIMITS.unverifiedPhotos).',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.photos.quota(viewer(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  setPhotoVisibility: t.field({
    type: Photo,
    description: `PUBLIC or FRIENDS for one's own photo. PHOTO_MUST_BE_PUBLIC for the avatar or wall image; ${CHANGE_ERRORS}.`,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), visibility: t.arg({ type: PhotoVisibilityEnum, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.photos.setVisibility(viewer(ctx), String(args.id), args.visibility),
  }),
  deletePhoto: t.field({
    type: 'ID',
    description: `Deletes one's own photo and its files; returns its id. ${CHANGE_ERRORS}.`,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.photos.delete(viewer(ctx), String(args.id)),
  }),
  reorderPhotos: t.field({
    type: [Photo],
    description: `Puts these photos first, in this order (the rest keep theirs); returns the whole gallery. ${CHANGE_ERRORS}.`,
    authScopes: { signedIn: true },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.photos.reorder(viewer(ctx), args.ids.map(String)),
  }),
  setAvatar: t.field({
    type: CurrentUser,
    description: `One's own PUBLIC photo as avatar, or none (null). PHOTO_MUST_BE_PUBLIC for a FRIENDS photo; ${CHANGE_ERRORS}.`,
    authScopes: { signedIn: true },
    args: { photoId: t.arg.id({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.photos.setProfileImage(viewer(ctx), 'avatar', args.photoId == null ? null : String(args.photoId)),
  }),
  setWallImage: t.field({
    type: CurrentUser,
    description: `One's own PUBLIC photo as wall image, or none (null). PHOTO_MUST_BE_PUBLIC for a FRIENDS photo; ${CHANGE_ERRORS}.`,
    authScopes: { signedIn: true },
    args: { photoId: t.arg.id({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.photos.setProfileImage(viewer(ctx), 'wall', args.photoId == null ? null : String(args.photoId)),
  }),
}));
