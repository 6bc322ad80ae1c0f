import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LIMITS, type PhotoVisibility } from '@venue/shared';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { member, renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { createRoutes } from '../../app/routes.js';
import { PhotoGallery } from './PhotoGallery.js';
import { UploadPhotoForm } from './UploadPhotoForm.js';
import { uploadPhoto } from './upload-photo.js';
import type { Photo } from './operations.js';

const ID = (n: number) => `6f9c1d0e-0000-4000-8000-00000000010${n}`;

type Fixture = Omit<Partial<Photo>, 'viewerCan'> & { viewerCan?: Partial<Photo['viewerCan']> };

function photo(n: number, o: Fixture = {}): Photo & { __typename: 'Photo' } {
  const id = ID(n);
  const own = o.ownerSlug === undefined || o.ownerSlug === 'anna';
  return {
    __typename: 'Photo',
    id,
    width: 800,
    height: 600,
    visibility: 'PUBLIC',
    position: n,
    ownerSlug: 'anna',
    ownerUsername: 'anna',
    isAvatar: false,
    isWallImage: false,
    thumbnail: { __typename: 'PhotoSource', avif: `/api/photos/${id}/thumb.avif`, webp: `/api/photos/${id}/thumb.webp` },
    variants: [320, 640, 800].map((width) => ({ __typename: 'PhotoVariant', width, avif: `/api/photos/${id}/${width}.avif`, webp: `/api/photos/${id}/${width}.webp` })),
    ...o,
    viewerCan: { __typename: 'PhotoAbilities', changeVisibility: own, makeFriendsOnly: own, delete: own, reorder: own, useAsAvatar: own, useAsWallImage: own, ...o.viewerCan },
  };
}

const page = (nodes: Photo[]) => ({ data: { userPhotos: { __typename: 'PhotoConnection', nodes, hasNextPage: false, endCursor: null } } });

async function openRoute(path: string, responders: Parameters<typeof fakeGraphQLServer>[0]) {
  const server = fakeGraphQLServer({ CurrentUser: () => ({ data: { currentUser: member() } }), ...responders });
  const i18n = await testI18n('de');
  const session = testSession(server.fetch);
  const router = createMemoryRouter(createRoutes(session, i18n), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { i18n, session });
  return { server, router };
}

describe('PhotoGallery (profile page)', () => {
  async function renderGallery(slug: string, nodes: Photo[]) {
    const server = fakeGraphQLServer({ CurrentUser: () => ({ data: { currentUser: member() } }), UserPhotos: () => page(nodes) });
    const i18n = await testI18n('de');
    const session = testSession(server.fetch);
    const router = createMemoryRouter([{ path: '*', element: <PhotoGallery slug={slug} username={slug === 'anna' ? 'anna' : 'ben'} /> }]);
    renderWithProviders(<RouterProvider router={router} />, { i18n, session });
    return server;
  }

  it('shows the photos the server allows as thumbnails linking to the single photo, with alt texts and a friends-only label', async () => {
    const server = await renderGallery('ben', [photo(1, { ownerSlug: 'ben', ownerUsername: 'ben' }), photo(2, { ownerSlug: 'ben', ownerUsername: 'ben', visibility: 'FRIENDS' })]);
    const first = await screen.findByRole('link', { name: 'Foto 1 von ben öffnen' });
    expect(first).toHaveAttribute('href', `/users/ben/user-uploads/${ID(1)}`);
    expect(within(first).getByRole('img', { name: 'Foto von ben' })).toHaveAttribute('src', `/api/photos/${ID(1)}/thumb.webp`);
    expect(screen.getByRole('link', { name: 'Foto 2 von ben öffnen (Nur für Freunde)' })).toBeInTheDocument();
    expect(screen.getByText('Nur für Freunde')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fotos verwalten' })).not.toBeInTheDocument();
    expect(server.calls('UserPhotos')[0]!.variables).toMatchObject({ slug: 'ben' });
  });

  it('says when there is nothing to see, and offers the owner the managing screen', async () => {
    await renderGallery('anna', []);
    expect(await screen.findByText('Du hast noch keine Fotos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fotos verwalten' })).toHaveAttribute('href', '/photos');
  });
});

describe('uploadPhoto', () => {
  const okFetch = () => vi.fn(async () => new Response(JSON.stringify({ data: { type: 'photos', id: ID(9) } }), { status: 201 }));

  it('sends visibility and file as multipart and answers with the new id', async () => {
    const fetch = okFetch();
    const file = new File(['jpeg'], 'ferien.jpg', { type: 'image/jpeg' });
    expect(await uploadPhoto(file, 'FRIENDS', fetch as unknown as typeof globalThis.fetch)).toEqual({ id: ID(9) });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/photos');
    const body = init.body as FormData;
    expect(body.get('visibility')).toBe('FRIENDS');
    expect((body.get('file') as File).name).toBe('ferien.jpg');
  });

  it('refuses files over 4 MB and HEIC photos before sending anything', async () => {
    const fetch = okFetch();
    const big = new File([new Uint8Array(LIMITS.uploadBytes + 1)], 'gross.jpg', { type: 'image/jpeg' });
    expect(await uploadPhoto(big, 'PUBLIC', fetch as unknown as typeof globalThis.fetch)).toEqual({ error: 'IMAGE_TOO_LARGE' });
    const heic = new File(['x'], 'IMG_0001.HEIC', { type: '' });
    expect(await uploadPhoto(heic, 'PUBLIC', fetch as unknown as typeof globalThis.fetch)).toEqual({ error: 'IMAGE_FORMAT_UNSUPPORTED' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('passes the server’s error code on (and INTERNAL for anything else)', async () => {
    const refused = vi.fn(async () => new Response(JSON.stringify({ errors: [{ status: '422', code: 'IMAGE_INVALID' }] }), { status: 422 }));
    const file = new File(['text'], 'fake.jpg', { type: 'image/jpeg' });
    expect(await uploadPhoto(file, 'PUBLIC', refused as unknown as typeof globalThis.fetch)).toEqual({ error: 'IMAGE_INVALID' });
    const broken = vi.fn(async () => new Response('<html>', { status: 502 }));
    expect(await uploadPhoto(file, 'PUBLIC', broken as unknown as typeof globalThis.fetch)).toEqual({ error: 'INTERNAL' });
  });
});

describe('UploadPhotoForm', () => {
  async function renderForm(upload: (file: File, visibility: PhotoVisibility) => Promise<{ id: string } | { error: 'IMAGE_INVALID' }>) {
    const i18n = await testI18n('de');
    const session = testSession(fakeGraphQLServer({}).fetch);
    const onUploaded = vi.fn();
    renderWithProviders(<UploadPhotoForm upload={upload} onUploaded={onUploaded} />, { i18n, session });
    return { onUploaded, user: userEvent.setup() };
  }
  const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

  it('uploads the chosen file with the chosen visibility', async () => {
    const upload = vi.fn(async () => ({ id: ID(7) }));
    const { onUploaded, user } = await renderForm(upload);
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.getByRole('button', { name: 'Hochladen' })).toBeDisabled();
    const file = new File(['jpeg'], 'ferien.jpg', { type: 'image/jpeg' });
    await user.upload(fileInput(), file);
    await user.click(screen.getByRole('radio', { name: /Nur für Freunde/ }));
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(ID(7)));
    expect(upload).toHaveBeenCalledWith(file, 'FRIENDS');
  });

  it('shows a refused upload’s translated reason at the field', async () => {
    const { onUploaded, user } = await renderForm(async () => ({ error: 'IMAGE_INVALID' }));
    await user.upload(fileInput(), new File(['text'], 'fake.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(await screen.findByText(/Diese Datei ist kein gültiges Bild/)).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });
});

describe('/photos (managing one’s photos)', () => {
  const three = () => [photo(1, { isAvatar: true, viewerCan: { makeFriendsOnly: false, changeVisibility: false } }), photo(2), photo(3, { visibility: 'FRIENDS', viewerCan: { useAsAvatar: false, useAsWallImage: false } })];
  const quota = (used: number, canUpload = true) => ({ data: { photoQuota: { __typename: 'PhotoQuota', used, limit: LIMITS.unverifiedPhotos, canUpload } } });

  it('lists the photos in order with the quota and what each allows', async () => {
    await openRoute('/photos', { UserPhotos: () => page(three()), PhotoQuota: () => quota(3) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Fotos' })).toBeInTheDocument();
    expect(await screen.findByText(`3 von ${LIMITS.unverifiedPhotos} Fotos`)).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem', { name: /^Foto \d von 3$/ });
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Profilbild')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Profil- und Titelbild sind immer öffentlich.')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('switch', { name: /^Nur für Freunde/ })).toBeDisabled();
    expect(within(items[0]!).getByRole('button', { name: 'Foto 1 nach oben verschieben' })).toBeDisabled();
    expect(within(items[2]!).getByRole('button', { name: 'Foto 3 nach unten verschieben' })).toBeDisabled();
    expect(within(items[2]!).getByRole('button', { name: 'Als Profilbild' })).toBeDisabled();
    expect(within(items[2]!).getByText('Fotos nur für Freunde können nicht Profil- oder Titelbild sein.')).toBeInTheDocument();
  });

  it('moves a photo with the keyboard-reachable buttons and keeps the focus on it', async () => {
    let order = three();
    const { server } = await openRoute('/photos', {
      UserPhotos: () => page(order),
      PhotoQuota: () => quota(3),
      ReorderPhotos: ({ variables }) => {
        order = (variables.ids as string[]).map((id) => three().find((p) => p.id === id)!);
        return { data: { reorderPhotos: order } };
      },
    });
    const up = await screen.findByRole('button', { name: 'Foto 2 nach oben verschieben' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(server.calls('ReorderPhotos')).toHaveLength(1));
    expect(server.calls('ReorderPhotos')[0]!.variables).toEqual({ ids: [ID(2), ID(1), ID(3)] });
    expect(await screen.findByText('Das Foto ist jetzt an Stelle 1 von 3.')).toBeInTheDocument();
    // Now first: its "up" button is disabled, so the focus goes to its "down" button.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Foto 1 nach unten verschieben'));
    const items = screen.getAllByRole('listitem', { name: /^Foto \d von 3$/ });
    expect(within(items[0]!).getByRole('img')).toHaveAttribute('src', `/api/photos/${ID(2)}/thumb.webp`);
  });

  it('switches visibility, chooses the avatar and deletes after a confirmation', async () => {
    const { server } = await openRoute('/photos', {
      UserPhotos: () => page(three()),
      PhotoQuota: () => quota(3),
      SetPhotoVisibility: ({ variables }) => ({ data: { setPhotoVisibility: photo(2, { visibility: variables.visibility as PhotoVisibility }) } }),
      SetAvatar: ({ variables }) => ({ data: { setAvatar: { __typename: 'CurrentUser', id: 'u1', avatar: { __typename: 'ProfileImage', id: variables.photoId }, wallImage: null } } }),
      DeletePhoto: ({ variables }) => ({ data: { deletePhoto: variables.id } }),
    });
    const second = (await screen.findAllByRole('listitem', { name: /^Foto \d von 3$/ }))[1]!;
    await userEvent.click(within(second).getByRole('switch', { name: 'Nur für Freunde' }));
    await waitFor(() => expect(server.calls('SetPhotoVisibility')[0]?.variables).toEqual({ id: ID(2), visibility: 'FRIENDS' }));
    await userEvent.click(within(second).getByRole('button', { name: 'Als Profilbild' }));
    await waitFor(() => expect(server.calls('SetAvatar')[0]?.variables).toEqual({ photoId: ID(2) }));
    await userEvent.click(within(second).getByRole('button', { name: 'Foto 2 löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foto löschen?' });
    expect(server.calls('DeletePhoto')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(server.calls('DeletePhoto')[0]?.variables).toEqual({ id: ID(2) }));
  });

  it('shows the spec’s message when a change fails, and the limit instead of the form when it is reached', async () => {
    await openRoute('/photos', {
      UserPhotos: () => page(three()),
      PhotoQuota: () => quota(LIMITS.unverifiedPhotos, false),
      SetAvatar: () => ({ errors: [{ message: 'PHOTO_NOT_SAVED', extensions: { code: 'PHOTO_NOT_SAVED' } }] }),
    });
    const second = (await screen.findAllByRole('listitem', { name: /^Foto \d von 3$/ }))[1]!;
    await userEvent.click(within(second).getByRole('button', { name: 'Als Profilbild' }));
    const message = await screen.findByText('Das Foto konnte nicht geändert oder gelöscht werden.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText(/höchste Zahl an Fotos/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hochladen' })).not.toBeInTheDocument();
  });
});

describe('/users/:slug/user-uploads/:id', () => {
  it('shows one photo with its alt text and a way back to the profile', async () => {
    await openRoute(`/users/ben/user-uploads/${ID(4)}`, { Photo: () => ({ data: { photo: photo(4, { ownerSlug: 'ben', ownerUsername: 'ben' }) } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Foto von ben' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto von ben' })).toHaveAttribute('src', `/api/photos/${ID(4)}/800.webp`);
    expect(screen.getByRole('link', { name: 'Zurück zum Profil von ben' })).toHaveAttribute('href', '/users/ben');
  });

  it('says so when the photo is unknown or hidden', async () => {
    await openRoute(`/users/ben/user-uploads/${ID(5)}`, { Photo: () => ({ data: { photo: null } }) });
    expect(await screen.findByText('Dieses Foto gibt es nicht, oder du darfst es nicht sehen.')).toBeInTheDocument();
  });
});
