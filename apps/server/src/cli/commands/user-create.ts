import { eq, or } from 'drizzle-orm';
import { LANGUAGES, SEXES, passwordSchema, phoneSchema, usernameSchema, type Language, type Sex } from '@venue/shared';
import { users } from '../../modules/accounts/accounts.table.js';
import { insertUser } from '../../modules/accounts/accounts.repository.js';
import { createPasswordHasher } from '../../modules/accounts/passwords.js';
import { CommandFailed, UsageError, defineCommand, parseFlag, requireString, uniqueViolation } from '../command.js';
import { parseEmail } from './find-member.js';

const sexes: readonly string[] = SEXES;
const languages: readonly string[] = LANGUAGES;

export const userCreate = defineCommand({
  name: 'user:create',
  usage:
    'user:create --email E --username U --password P [--phone +41…] [--sex M|F|MF|MM|FF] [--admin] [--verified] [--pending] [--language de|en]',
  options: {
    email: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    phone: { type: 'string' },
    sex: { type: 'string' },
    language: { type: 'string' },
    admin: { type: 'boolean' },
    verified: { type: 'boolean' },
    pending: { type: 'boolean' },
  },
  parse(values) {
    const email = parseEmail(values);
    requireString(values, 'username');
    requireString(values, 'password');
    const sex = values.sex;
    if (sex !== undefined && (typeof sex !== 'string' || !sexes.includes(sex))) throw new UsageError(`invalid --sex (one of ${SEXES.join(', ')})`);
    const language = values.language ?? 'de';
    if (typeof language !== 'string' || !languages.includes(language)) throw new UsageError(`invalid --language (one of ${LANGUAGES.join(', ')})`);
    return {
      email,
      username: parseFlag(usernameSchema, values, 'username'),
      password: parseFlag(passwordSchema, values, 'password'),
      phone: values.phone === undefined ? null : parseFlag(phoneSchema, values, 'phone'),
      sex: (sex ?? null) as Sex | null,
      language: language as Language,
      admin: values.admin === true,
      isVerified: values.verified === true,
      pending: values.pending === true,
    };
  },
  async run(ctx, input) {
    const clash = await ctx.db
      .select({ email: users.email, username: users.username, phone: users.phone })
      .from(users)
      .where(or(eq(users.email, input.email), eq(users.username, input.username), input.phone ? eq(users.phone, input.phone) : undefined));
    for (const row of clash) {
      if (row.email.toLowerCase() === input.email) throw new CommandFailed(`the e-mail ${input.email} is taken (EMAIL_TAKEN)`);
      if (row.username.toLowerCase() === input.username.toLowerCase()) throw new CommandFailed(`the username ${input.username} is taken (USERNAME_TAKEN)`);
      throw new CommandFailed('the phone number is taken (PHONE_INVALID_OR_TAKEN)');
    }
    const passwordHash = await createPasswordHasher(ctx.config.argon2).hash(input.password);
    const activatedAt = input.pending ? null : ctx.now();
    try {
      const user = await insertUser(ctx.db, {
        email: input.email,
        username: input.username,
        passwordHash,
        phone: input.phone,
        sex: input.sex,
        language: input.language,
        admin: input.admin,
        isVerified: input.isVerified,
        emailVerifiedAt: activatedAt,
        phoneVerifiedAt: activatedAt,
      });
      const traits = [input.admin && 'admin', input.isVerified && 'verified', input.pending ? 'pending activation' : 'activated'].filter(Boolean);
      ctx.print(`created member ${user.username} <${user.email}> id=${user.id} (${traits.join(', ')})`);
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint) throw new CommandFailed(`a member with that e-mail, username or phone exists already (${constraint})`);
      throw err;
    }
  },
});
