import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { renderWithProviders, testI18n, testSession } from '../../test/render.js';
import { fakeGraphQLServer } from '../../test/fake-server.js';
import { ProfileForm } from './ProfileForm.js';
import { formValuesOf } from './profile-form-values.js';
import type { ProfileInput } from './operations.js';

// jsdom has no font loading API; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

type Submit = (input: ProfileInput) => Promise<CombinedError | undefined>;

async function setup(opts: { mode?: 'steps' | 'single'; language?: 'de' | 'en'; onSubmit?: Submit } = {}) {
  const i18n = await testI18n(opts.language ?? 'de');
  const session = testSession(fakeGraphQLServer({}).fetch);
  const submit = vi.fn(opts.onSubmit ?? (async () => undefined));
  renderWithProviders(<ProfileForm mode={opts.mode ?? 'single'} initialValues={formValuesOf(null)} onSubmit={submit} />, { i18n, session });
  return { user: userEvent.setup(), submit };
}

function serverError(extensions: Record<string, unknown>) {
  return new CombinedError({ graphQLErrors: [new GraphQLError(String(extensions.code), { extensions })] });
}

/** The persons' fieldsets (a DOM query: role queries over this large form are slow in jsdom). */
const fieldsets = () => Array.from(document.querySelectorAll('fieldset'));

// A large form: user-event typing through Mantine's inputs takes seconds in jsdom.
describe('profile form', { timeout: 20_000 }, () => {
  it('a couple profile shows two persons, named as the type names them; a single one', async () => {
    const { user } = await setup();
    const type = screen.getByRole('radiogroup', { name: /Profiltyp/ });
    await user.click(within(type).getByRole('radio', { name: 'Paar (Mann und Frau)' }));
    expect(fieldsets().map((f) => f.querySelector('legend')?.textContent)).toEqual(['Mann', 'Frau']);
    expect(screen.getAllByLabelText(/^Alter/)).toHaveLength(2);

    await user.click(within(type).getByRole('radio', { name: 'Paar (zwei Frauen)' }));
    expect(screen.getByText('Frau 1', { selector: 'legend' })).toBeInTheDocument();
    expect(screen.getByText('Frau 2', { selector: 'legend' })).toBeInTheDocument();

    await user.click(within(type).getByRole('radio', { name: 'Mann' }));
    expect(screen.getAllByLabelText(/^Alter/)).toHaveLength(1);
    expect(screen.getByText('Deine Angaben', { selector: 'legend' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Über mich/)).toBeInTheDocument();
  });

  it('sends each partner’s attributes, only the persons the type has, and what the member looks for', async () => {
    const { user, submit } = await setup();
    await user.click(screen.getByRole('radio', { name: 'Paar (Mann und Frau)' }));
    const [him, her] = screen.getAllByLabelText(/^Alter/);
    await user.type(him!, '45');
    await user.type(her!, '41');
    await user.selectOptions(screen.getAllByLabelText('Rauchen')[1]!, 'SOMETIMES');
    await user.type(screen.getByLabelText(/^Über uns/), 'Wir zwei.');
    await user.click(screen.getByRole('checkbox', { name: 'Frau' }));
    // The canton, chosen by its name (listed alphabetically); "Keine Angabe" first.
    const region = screen.getByLabelText(/^Wohnkanton/);
    expect(within(region).getAllByRole('option').slice(0, 3).map((o) => o.textContent)).toEqual(['Keine Angabe', 'Aargau', 'Appenzell Ausserrhoden']);
    await user.selectOptions(region, 'ZH');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const input = submit.mock.calls[0]![0];
    expect(input).toMatchObject({ sex: 'MF', about: 'Wir zwei.', lookingFor: ['F'], region: 'ZH' });
    expect(input.persons.map((p) => [p.age, p.smoking, p.heightCm])).toEqual([
      [45, null, null],
      [41, 'SOMETIMES', null],
    ]);
  });

  it('explains a wrong age in words, on the field, and sends nothing', async () => {
    const { user, submit } = await setup();
    await user.click(screen.getByRole('radio', { name: 'Frau' }));
    const age = screen.getByLabelText(/^Alter/);
    await user.type(age, '17');
    await user.tab();
    expect(await screen.findByText('Das Alter muss zwischen 18 und 99 Jahren liegen.')).toBeInTheDocument();
    expect(age).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(submit).not.toHaveBeenCalled();
  });

  it('requires a profile type', async () => {
    const { user, submit } = await setup({ language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose a profile type.')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors translated (English)', async () => {
    const { user } = await setup({
      language: 'en',
      onSubmit: async () => serverError({ code: 'BAD_INPUT', fields: [{ field: 'persons.1.heightCm', code: 'PROFILE_HEIGHT_INVALID' }] }),
    });
    await user.click(screen.getByRole('radio', { name: 'Couple (two men)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The height must be between 120 and 230 cm.')).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Height/)[1]).toHaveAttribute('aria-invalid', 'true');
  });

  it('says why when the server refuses without a field (e.g. deactivated)', async () => {
    const { user } = await setup({ onSubmit: async () => serverError({ code: 'NEED_ACTIVE' }) });
    await user.click(screen.getByRole('radio', { name: 'Mann' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dafür brauchst du ein aktives Benutzerkonto.');
  });

  it('counts the about text up to 3000 characters', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('radio', { name: 'Frau' }));
    await user.type(screen.getByLabelText(/^Über mich/), 'Hallo');
    expect(screen.getByText('5 von 3000 Zeichen')).toBeInTheDocument();
  });

  it('onboarding asks one step at a time: type, persons, then about and looking-for', async () => {
    const { user, submit } = await setup({ mode: 'steps' });
    expect(screen.getByRole('heading', { name: 'Schritt 1 von 3: Profiltyp' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Bitte wähle einen Profiltyp.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Paar (zwei Männer)' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    const step2 = await screen.findByRole('heading', { name: 'Schritt 2 von 3: Persönliche Angaben' });
    await waitFor(() => expect(step2).toHaveFocus());
    expect(fieldsets()).toHaveLength(2);
    await user.type(screen.getAllByLabelText(/^Alter/)[0]!, '150');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Das Alter muss zwischen 18 und 99 Jahren liegen.')).toBeInTheDocument();
    await user.clear(screen.getAllByLabelText(/^Alter/)[0]!);
    await user.type(screen.getAllByLabelText(/^Alter/)[0]!, '39');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    await screen.findByRole('heading', { name: 'Schritt 3 von 3: Über dich und deine Suche' });
    await user.click(screen.getByRole('checkbox', { name: 'Mann' }));
    await user.click(screen.getByRole('button', { name: 'Profil speichern' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toMatchObject({ sex: 'MM', lookingFor: ['M'], persons: [{ age: 39 }, { age: null }] });

    // Back keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getAllByLabelText(/^Alter/)[0]).toHaveValue('39');
  });
});
