import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { LIMITS } from '@venue/shared';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { SelfieUploadForm } from './SelfieUploadForm.js';
import { uploadSelfie } from './upload-selfie.js';

async function show(upload: typeof uploadSelfie, onUploaded = vi.fn()) {
  const i18n = await testI18n('de');
  renderWithProviders(<SelfieUploadForm uploadPath="/api/verification-requests/r1/selfie" onUploaded={onUploaded} upload={upload} />, { i18n, session: testSession(fakeGraphQLServer({}).fetch) });
  return onUploaded;
}

function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('the selfie upload', () => {
  it('sends the chosen file to the request’s address and says when it is done', async () => {
    const upload = vi.fn(async () => ({ ok: true as const }));
    const onUploaded = await show(upload);
    choose(new File([new Uint8Array([1, 2, 3])], 'selfie.jpg', { type: 'image/jpeg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Selfie senden' }));
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(upload).toHaveBeenCalledWith('/api/verification-requests/r1/selfie', expect.any(File));
  });

  it('shows the server’s refusal of a fake image in words', async () => {
    await show(async () => ({ error: 'IMAGE_INVALID' as const }));
    choose(new File([new Uint8Array([1, 2, 3])], 'selfie.jpg', { type: 'image/jpeg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Selfie senden' }));
    expect(await screen.findByText(/Diese Datei ist kein gültiges Bild/)).toBeInTheDocument();
  });

  it('refuses more than 4 MB before sending anything', async () => {
    const fetchImpl = vi.fn();
    const result = await uploadSelfie('/x', new File([new Uint8Array(LIMITS.uploadBytes + 1)], 'gross.jpg', { type: 'image/jpeg' }), fetchImpl as unknown as typeof fetch);
    expect(result).toEqual({ error: 'IMAGE_TOO_LARGE' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
