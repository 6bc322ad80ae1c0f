import { eq } from 'drizzle-orm';
import type { Sex } from '@venue/shared';
import type { TestApp } from '../harness.js';
import { updateUser } from '../../src/modules/accounts/accounts.repository.js';
import { sessions } from '../../src/modules/accounts/accounts.table.js';
import { hashToken } from '../../src/modules/accounts/tokens.js';
import { blocks } from '../../src/modules/blocks/blocks.table.js';
import { friendships } from '../../src/modules/friends/friends.table.js';
import { pageImages } from '../../src/modules/pages/pages.table.js';
import { pushSubscriptions } from '../../src/modules/notifications/push-subscriptions.table.js';
import { reports } from '../../src/modules/reports/reports.table.js';
import { chatRooms, roomMemberships } from '../../src/modules/rooms/rooms.table.js';
import { browserSubscription } from '../notifications/support.js';
import { member, type TestMember } from '../friends/support.js';
import { photoOf } from '../reports/support.js';
import { seedEntry } from '../guestbook/support.js';
import { seedPagesWithoutImages, ADD_IMAGE } from '../pages/support.js';
import { CREATE_EVENT, CREATE_NEWS, DAY, PUBLISH_EVENT, PUBLISH_NEWS, eventInput, newsInput } from '../news/content-support.js';
import { jpegImage, uploadImage } from '../media/support.js';
import { uploadPhoto } from '../photos/support.js';
import { multipartBody } from '../media/support.js';

// One fixture world per run of the authorization matrix (docs/decisions/0029): a target member T
// who owns everything the operations point at (photo, conversation, rooms, report, guestbook entry),
// and one member per role acting on T's things. Operations that use up what they act on ask for a
// fresh one (`fresh.*`); those that end the actor's own account ask for a fresh actor.

/** Pictures stay tiny: encoding their variants is the slowest part of the world. */
export const SIDE = 48;

/** T looks for every profile type, so that the profile-type rule lets every actor in. */
export const EVERY_PROFILE_TYPE: Sex[] = ['M', 'F', 'MF', 'MM', 'FF'];

export const ROLES = ['visitor', 'pending', 'unverified', 'verified', 'admin', 'owner', 'blocked', 'banned', 'deactivated', 'timedOut'] as const;
export type Role = (typeof ROLES)[number];

export interface World {
  t: TestApp;
  /** T: verified, owns the resources below; the `owner` role acts as T. */
  target: TestMember;
  /** Another verified member: T's conversation partner and the subject of T's report. */
  other: TestMember;
  /** The actor of each role but the visitor. */
  actors: Record<Exclude<Role, 'visitor'>, TestMember>;
  photoId: string;
  /** GET path of a variant of T's photo. */
  photoPath: string;
  conversationId: string;
  /** GET path of the picture in T's conversation. */
  conversationUploadPath: string;
  roomId: string;
  privateRoomId: string;
  reportId: string;
  entryId: string;
  newsId: string;
  newsSlug: string;
  eventId: string;
  eventSlug: string;
  pageImageKey: string;
  /** GET path of a variant of the venue picture (a public file under /media/). */
  pageImagePath: string;
  fresh: Fresh;
  /** A new member of the role (for calls that end or change the actor's own account). */
  actorOf(role: Exclude<Role, 'visitor'>): Promise<TestMember>;
}

interface Fresh {
  photo(): Promise<string>;
  conversation(): Promise<string>;
  room(kind?: 'GROUP' | 'PRIVATE'): Promise<string>;
  /** A new member of room R (T's open group chat). */
  roomMember(): Promise<TestMember>;
  /** A member banned from room R by T. */
  bannedFromRoom(): Promise<TestMember>;
  report(): Promise<string>;
  entry(): Promise<string>;
  /** A request from a new member to T (T may accept or decline it). */
  requestToTarget(): Promise<string>;
  /** A request from T to a new member (T may revoke it). */
  requestFromTarget(): Promise<string>;
  /** The actor has blocked T. */
  blockOfTarget(actor: TestMember): Promise<void>;
  /** The actor and T are friends. */
  friendshipWithTarget(actor: TestMember): Promise<void>;
  /** A push subscription of the actor; answers its endpoint. */
  pushSubscription(actor: TestMember): Promise<string>;
  /** Another session of T. */
  targetSession(): Promise<string>;
  draftNews(): Promise<string>;
  draftEvent(): Promise<string>;
  /** An image on the 'lounge' carousel. */
  pageImage(): Promise<string>;
}

function ok<T = any>(res: { data?: Record<string, any> | null; errors?: readonly unknown[] }, field: string): T {
  if (res.errors) throw new Error(`${field}: ${JSON.stringify(res.errors)}`);
  return res.data![field] as T;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const db = t.deps.database.db;
  const now = new Date();
  await seedPagesWithoutImages(t);

  const verified = () => member(t, { verified: true });
  // T looks for every profile type, so that the profile-type rule lets the actors in.
  const target = await member(t, { verified: true, lookingFor: EVERY_PROFILE_TYPE });
  const other = await verified();
  const adminMember = await verified();
  await updateUser(db, adminMember.id, { admin: true });
  const as = (m: TestMember) => ({ token: m.token });

  // T's things: a real photo (files too) as avatar, a conversation with a picture, rooms, a report, an entry.
  const upload = await uploadPhoto(t, await jpegImage(SIDE, SIDE), { token: target.token, visibility: 'PUBLIC' });
  if (upload.status !== 201) throw new Error(JSON.stringify(upload.body));
  const photoId = upload.body.data.id as string;
  ok(await t.gql(`mutation ($id: ID) { setAvatar(photoId: $id) { id } }`, { id: photoId }, as(target)), 'setAvatar');
  const written = ok(await t.gql(`mutation ($slug: String!) { writeTo(slug: $slug, body: "Hoi zäme") { conversation { id } } }`, { slug: other.slug }, as(target)), 'writeTo');
  const conversationId = written.conversation.id as string;
  const picture = multipartBody({ data: await jpegImage(SIDE, SIDE), filename: 'bild.jpg', contentType: 'image/jpeg' }, { body: 'Schau' });
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/uploads`,
    headers: { 'content-type': picture.contentType, authorization: `Bearer ${target.token}` },
    payload: picture.payload,
  });
  if (sent.statusCode !== 201) throw new Error(sent.body);
  const uploadId = (await t.gql(`query ($id: ID!) { conversationUploads(conversationId: $id) { nodes { id path } } }`, { id: conversationId }, as(target))).data!
    .conversationUploads.nodes[0] as { id: string; path: string };

  const createRoom = async (kind: 'GROUP' | 'PRIVATE') =>
    ok(await t.gql(`mutation ($input: CreateRoomInput!) { createChatRoom(input: $input) { id } }`, { input: { kind, name: `Raum ${Math.random().toString(36).slice(2, 8)}`, description: 'Zum Plaudern' } }, as(target)), 'createChatRoom').id as string;
  const roomId = await createRoom('GROUP');
  const privateRoomId = await createRoom('PRIVATE');
  ok(await t.gql(`mutation ($roomId: ID!) { sendRoomMessage(roomId: $roomId, body: "Willkommen") { id } }`, { roomId }, as(target)), 'sendRoomMessage');
  const bannedFromRoom = async () => {
    const m = await verified();
    ok(await t.gql(`mutation ($id: ID!) { joinChatRoom(id: $id) { id } }`, { id: roomId }, as(m)), 'joinChatRoom');
    ok(await t.gql(`mutation ($roomId: ID!, $userId: ID!) { banRoomMember(roomId: $roomId, userId: $userId) { id } }`, { roomId, userId: m.id }, as(target)), 'banRoomMember');
    return m;
  };
  const roomMember = async () => {
    const m = await verified();
    ok(await t.gql(`mutation ($id: ID!) { joinChatRoom(id: $id) { id } }`, { id: roomId }, as(m)), 'joinChatRoom');
    return m;
  };

  const report = async (about: TestMember) =>
    ok(
      await t.gql(`mutation ($input: CreateReportInput!) { createReport(input: $input) { id } }`, {
        input: { subject: 'USER', subjectId: about.id, title: 'Belästigung', message: 'Schreibt mir seit Tagen ungefragt Nachrichten, obwohl ich klar Nein gesagt habe.' },
      }, as(target)),
      'createReport',
    ).id as string;
  const reportId = await report(other);
  const entryId = (await seedEntry(t, target.id)).id;

  const draftNews = async () => ok(await t.gql(CREATE_NEWS, { input: newsInput() }, as(adminMember)), 'createNews').id as string;
  const draftEvent = async () => ok(await t.gql(CREATE_EVENT, { input: eventInput(new Date(Date.now() + 7 * DAY)) }, as(adminMember)), 'createEvent').id as string;
  const newsId = await draftNews();
  const newsSlug = ok(await t.gql(PUBLISH_NEWS, { id: newsId }, as(adminMember)), 'publishNews').slug as string;
  const eventId = await draftEvent();
  const eventSlug = ok(await t.gql(PUBLISH_EVENT, { id: eventId }, as(adminMember)), 'publishEvent').slug as string;
  const image = await uploadImage(t, await jpegImage(SIDE, SIDE), { token: adminMember.token, purpose: 'static-pages' });
  const pageImageKey = image.body.data.attributes.storageKey as string;
  const pageImagePath = new URL(image.body.data.attributes.variants[0].webp as string, 'http://localhost').pathname;

  // The actors. Deactivated and timed-out members keep a session: the server must refuse them anyway.
  async function actorOf(role: Exclude<Role, 'visitor'>): Promise<TestMember> {
    switch (role) {
      case 'owner':
      case 'verified':
        return verified();
      case 'unverified':
        return member(t);
      case 'pending': {
        const m = await member(t);
        await updateUser(db, m.id, { emailVerifiedAt: null, phoneVerifiedAt: null });
        return m;
      }
      case 'admin': {
        const m = await verified();
        await updateUser(db, m.id, { admin: true });
        return m;
      }
      case 'blocked': {
        const m = await verified();
        await db.insert(blocks).values({ blockerId: target.id, blockedId: m.id });
        return m;
      }
      case 'banned':
        return bannedFromRoom();
      case 'deactivated': {
        const m = await verified();
        await updateUser(db, m.id, { isDeactivated: true });
        return m;
      }
      case 'timedOut': {
        const m = await verified();
        await updateUser(db, m.id, { loginTimeoutUntil: new Date(now.getTime() + DAY) });
        return m;
      }
    }
  }

  const actors = {
    pending: await actorOf('pending'),
    unverified: await actorOf('unverified'),
    verified: await actorOf('verified'),
    admin: adminMember,
    owner: target,
    blocked: await actorOf('blocked'),
    banned: await actorOf('banned'),
    deactivated: await actorOf('deactivated'),
    timedOut: await actorOf('timedOut'),
  };

  const fresh: Fresh = {
    photo: () => photoOf(t, target),
    async conversation() {
      const partner = await verified();
      return ok(await t.gql(`mutation ($slug: String!) { writeTo(slug: $slug, body: "Hallo") { conversation { id } } }`, { slug: partner.slug }, as(target)), 'writeTo').conversation.id as string;
    },
    // Straight in the database: T's own-room limit would refuse more through the API.
    async room(kind = 'GROUP') {
      const [room] = await db.insert(chatRooms).values({ kind, name: `Raum ${Math.random().toString(36).slice(2, 8)}`, ownerId: target.id }).returning();
      await db.insert(roomMemberships).values({ roomId: room!.id, userId: target.id, admin: true, joinedAt: new Date() });
      return room!.id;
    },
    roomMember,
    bannedFromRoom,
    // Straight in the database: T's daily report limit would refuse more through the API.
    async report() {
      const about = await verified();
      const [row] = await db.insert(reports).values({ reporterId: target.id, subject: 'USER', subjectUserId: about.id, title: 'Belästigung', message: 'Schreibt mir seit Tagen ungefragt.' }).returning();
      return row!.id;
    },
    entry: async () => (await seedEntry(t, target.id)).id,
    async requestToTarget() {
      const from = await verified();
      const [row] = await db.insert(friendships).values({ requesterId: from.id, addresseeId: target.id }).returning();
      return row!.id;
    },
    async requestFromTarget() {
      const to = await verified();
      const [row] = await db.insert(friendships).values({ requesterId: target.id, addresseeId: to.id }).returning();
      return row!.id;
    },
    async blockOfTarget(actor) {
      await db.insert(blocks).values({ blockerId: actor.id, blockedId: target.id });
    },
    async friendshipWithTarget(actor) {
      await db.insert(friendships).values({ requesterId: actor.id, addresseeId: target.id, status: 'ACCEPTED', respondedAt: new Date() });
    },
    async pushSubscription(actor) {
      const subscription = browserSubscription();
      await db.insert(pushSubscriptions).values({ userId: actor.id, ...subscription });
      return subscription.endpoint;
    },
    async targetSession() {
      const session = await t.services.sessions.start(db, target.id, null);
      const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(session.token)));
      return row!.id;
    },
    draftNews,
    draftEvent,
    async pageImage() {
      await db.delete(pageImages).where(eq(pageImages.pageName, 'lounge'));
      const page = ok(await t.gql(ADD_IMAGE, { name: 'lounge', storageKey: pageImageKey, altDe: 'Sofas', altEn: 'Sofas' }, as(adminMember)), 'addPageImage');
      return page.images.at(-1).id as string;
    },
  };

  return {
    t,
    target,
    other,
    actors,
    photoId,
    photoPath: `/api/photos/${photoId}/thumb.webp`,
    conversationId,
    conversationUploadPath: new URL(uploadId.path, 'http://localhost').pathname,
    roomId,
    privateRoomId,
    reportId,
    entryId,
    newsId,
    newsSlug,
    eventId,
    eventSlug,
    pageImageKey,
    pageImagePath,
    fresh,
    actorOf,
  };
}
