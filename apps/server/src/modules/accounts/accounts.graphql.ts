import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { UserRow } from './accounts.table.js';
import { CurrentUser, LanguageEnum } from './user.graphql.js';

// Thin adapters: each resolver hands the raw arguments to the accounts service, which validates,
// applies the policy and runs one transaction. Errors carry codes (packages/shared error-codes).

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    username: t.string({ required: true, description: 'Letters, digits, - and _; unique regardless of case.' }),
    password: t.string({ required: true, description: '8 to 128 characters, not one of the most common passwords.' }),
    phone: t.string({ required: true, description: 'International form: + and country code, e.g. +41791234567.' }),
    language: t.field({ type: LanguageEnum, required: false, description: 'Language of e-mails and SMS; de when omitted.' }),
    confirmsAdult: t.boolean({
      required: false,
      description: 'Must be true: the person confirms being at least 18. Else BAD_INPUT with the field code ADULT_CONFIRMATION_REQUIRED.',
    }),
    acceptsTerms: t.boolean({
      required: false,
      description:
        'Must be true: the person accepts the terms (/pages/agb) and the privacy policy (/pages/datenschutz) in their current versions, ' +
        'which are recorded with the time. Else BAD_INPUT with the field code TERMS_CONSENT_REQUIRED.',
    }),
  }),
});

const SignInInput = builder.inputType('SignInInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

interface AuthResult {
  user: UserRow;
  token: string | null;
  reactivated?: boolean;
}

const AuthPayload = builder.objectRef<AuthResult>('AuthPayload').implement({
  description:
    'A started session. Browsers get it as the HttpOnly cookie `session` and never see the token. A client that keeps the ' +
    'token itself asks for it with the header `X-Session-Transport: bearer` (then no cookie is set) and sends it as `Authorization: Bearer`.',
  fields: (t) => ({
    user: t.field({ type: CurrentUser, resolve: (r) => r.user }),
    token: t.string({ nullable: true, description: 'Only for a client that asked with `X-Session-Transport: bearer`; null otherwise.', resolve: (r) => r.token }),
    reactivated: t.boolean({ description: 'True when this sign-in ended a deactivation of the account.', resolve: (r) => r.reactivated ?? false }),
  }),
});

/** The session goes to the client as a cookie, or in the body to a client that asked for bearer transport. */
function handOver<T extends { token: string; expiresAt: Date }>(ctx: GraphQLContext, result: T): T | (Omit<T, 'token'> & { token: null }) {
  if (ctx.cookies.bearer) return result;
  ctx.cookies.set(result.token, result.expiresAt);
  return { ...result, token: null };
}

function meta(ctx: GraphQLContext) {
  return { ip: ctx.ip, userAgent: ctx.userAgent };
}

/** The resolvers below run only with the signedIn scope, so the viewer is there. */
function viewerOf(ctx: GraphQLContext): UserRow {
  return ctx.viewer!;
}

builder.mutationField('signUp', (t) =>
  t.boolean({
    description:
      'Starts a sign-up and answers true alike whether or not the address is in use (decision 0026): a free address ' +
      'gets the activation link (which confirms it, signs in and sends the SMS code), an address in use a notice to its owner. ' +
      'No session starts here. Bad fields: BAD_INPUT with extensions.fields [{ field, code }] (e.g. PASSWORD_TOO_COMMON); ' +
      'USERNAME_TAKEN with fields (usernames are public); RATE_LIMITED.',
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.accounts.signUp(args.input, meta(ctx)),
  }),
);

builder.mutationField('signIn', (t) =>
  t.field({
    type: AuthPayload,
    description:
      'WRONG_CREDENTIALS (also for an address not confirmed yet: that one signs in with its e-mail link); LOGIN_TIMEOUT (extensions.until, ISO) while a timeout is in force; RATE_LIMITED ' +
      '(extensions.retryAfterSeconds). Signing in reactivates a deactivated member.',
    args: { input: t.arg({ type: SignInInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      return handOver(ctx, await ctx.services.accounts.signIn(args.input, meta(ctx)));
    },
  }),
);

builder.mutationField('resendActivationEmail', (t) =>
  t.boolean({
    description: 'Sends a new activation link. ALREADY_VERIFIED; RESEND_COOLDOWN (extensions.retryAfterSeconds); RATE_LIMITED.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.services.accounts.resendActivationEmail(viewerOf(ctx), meta(ctx)),
  }),
);

builder.mutationField('activateEmail', (t) =>
  t.boolean({
    description:
      'Confirms the e-mail address with the token of the link and SMSes the phone code when the phone is not verified yet. ' +
      'A browser signed in as nobody is signed in as the member (the session cookie is set). INVALID_EMAIL_LINK when wrong, used or expired.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { userId } = await ctx.services.accounts.activateEmail(args.token);
      if (!ctx.viewer) {
        const session = await ctx.services.accounts.startSession(userId, meta(ctx));
        ctx.cookies.set(session.token, session.expiresAt);
      }
      return true;
    },
  }),
);

builder.mutationField('sendPhoneCode', (t) =>
  t.boolean({
    description:
      'SMSes a new 6-digit code; a given phone becomes the number waiting for it (the member’s number changes when the code is confirmed). ' +
      'Answers alike whether or not another member uses the number (decision 0026). PHONE_INVALID_OR_TAKEN for a malformed or missing number; ' +
      'ALREADY_VERIFIED (no new number and already verified); RESEND_COOLDOWN; RATE_LIMITED (also after 3 SMS to the number in a day).',
    authScopes: { signedIn: true },
    args: { phone: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => ctx.services.accounts.sendPhoneCode(viewerOf(ctx), args.phone ?? null, meta(ctx)),
  }),
);

builder.mutationField('verifyPhone', (t) =>
  t.field({
    type: CurrentUser,
    description:
      'Confirms the phone with the SMS code. WRONG_PHONE_CODE, PHONE_CODE_EXPIRED, PHONE_CODE_ATTEMPTS, RATE_LIMITED; ' +
      'PHONE_NOT_ACCEPTED for a right code to a number another member has verified.',
    authScopes: { signedIn: true },
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.accounts.verifyPhone(viewerOf(ctx), args.code),
  }),
);

builder.mutationField('requestPasswordReset', (t) =>
  t.boolean({
    description: 'Always true for a well-formed address, member or not (the link goes only to members). INVALID_EMAIL; RATE_LIMITED.',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.accounts.requestPasswordReset(args.email, meta(ctx)),
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.boolean({
    description:
      'Sets a new password with the token of the reset link and ends all sessions of the member. ' +
      'INVALID_RESET_TOKEN; PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG / PASSWORD_TOO_COMMON (with fields).',
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { userId } = await ctx.services.accounts.resetPassword(args.token, args.password);
      // Every session of the member ended, this browser's too if it was theirs.
      if (ctx.viewer?.id === userId) ctx.cookies.clear();
      return true;
    },
  }),
);

builder.mutationField('setLanguage', (t) =>
  t.field({
    type: CurrentUser,
    description: 'Persists the language of the interface, e-mails and SMS.',
    authScopes: { signedIn: true },
    args: { language: t.arg({ type: LanguageEnum, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.accounts.setLanguage(viewerOf(ctx), args.language),
  }),
);
