import { inArray, sql } from 'drizzle-orm';
import type { ProfilePersonValues, Region, Sex } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { profilePersons, profiles } from '../profiles/profiles.table.js';
import { userSettings } from '../settings/settings.table.js';

/**
 * DEMO ONLY. Filled profiles for the demo members (persons, an about text in the member's
 * language, what they look for), so `npm start` shows real-looking profiles. Idempotent: a profile
 * the member already filled (about or looking-for set) and existing persons are left alone.
 */
interface DemoProfile {
  persons: ProfilePersonValues[];
  about: string;
  lookingFor: Sex[];
  /** Demo of the lock badge: only verified members may open this profile. */
  visitableOnlyByVerified?: boolean;
}

type P = Partial<ProfilePersonValues>;
const person = (p: P): ProfilePersonValues => ({
  age: null,
  heightCm: null,
  weightKg: null,
  hairColour: null,
  eyeColour: null,
  looks: null,
  sexuality: null,
  dominance: null,
  smoking: null,
  ...p,
});

const PROFILES: Record<string, DemoProfile> = {
  Reto_ZH: {
    persons: [person({ age: 42, heightCm: 182, weightKg: 80, hairColour: 'BROWN', eyeColour: 'BLUE', looks: 'SPORTY', sexuality: 'HETERO', dominance: 'BOTH', smoking: 'NO' })],
    about: 'Zürcher, Velofahrer und Geniesser. Ich mag gute Gespräche an der Bar und lange Abende in der Sauna. Respekt und Diskretion sind mir wichtig.',
    lookingFor: ['F', 'MF'],
  },
  Beat_Baerner: {
    persons: [person({ age: 51, heightCm: 176, weightKg: 88, hairColour: 'GREY', eyeColour: 'BROWN', looks: 'INDIVIDUAL', sexuality: 'BI_CURIOUS', dominance: 'SUBMISSIVE', smoking: 'SOMETIMES' })],
    about: 'Gmüetlech us Bärn. Neu in der Szene und neugierig, zuerst gern bei einem Apéro kennenlernen.',
    lookingFor: ['F', 'MF'],
  },
  Luca_TI: {
    persons: [person({ age: 29, heightCm: 179, weightKg: 74, hairColour: 'BLACK', eyeColour: 'BROWN', looks: 'FASHIONABLE', sexuality: 'BISEXUAL', dominance: 'DOMINANT', smoking: 'NO' })],
    about: 'From Lugano, working in Zurich during the week. I love dancing, good wine and meeting open-minded people.',
    lookingFor: ['F', 'MF', 'MM'],
  },
  Seraina_GR: {
    persons: [person({ age: 36, heightCm: 168, weightKg: 60, hairColour: 'BLOND', eyeColour: 'GREEN', looks: 'SPORTY', sexuality: 'BISEXUAL', dominance: 'BOTH', smoking: 'NO' })],
    about: 'Bündnerin mit Herz für Berge, Wellness und gute Gesellschaft. Mein Profil sehen nur verifizierte Mitglieder.',
    lookingFor: ['F', 'MF', 'FF'],
    visitableOnlyByVerified: true,
  },
  Nadja_LU: {
    persons: [person({ age: 31, heightCm: 172, weightKg: 63, hairColour: 'BROWN', eyeColour: 'BROWN', looks: 'FASHIONABLE', sexuality: 'HETERO', dominance: 'SUBMISSIVE', smoking: 'SOMETIMES' })],
    about: 'Luzernerin, tanze gern und bin am liebsten im Garten-Club anzutreffen. Schreib mir, wenn du Humor hast.',
    lookingFor: ['M', 'MF'],
  },
  Chantal_BS: {
    persons: [person({ age: 45, heightCm: 165, weightKg: 58, hairColour: 'RED', eyeColour: 'BLUE', looks: 'INDIVIDUAL', sexuality: 'BISEXUAL', dominance: 'DOMINANT', smoking: 'NO' })],
    about: 'Basel-born art lover. I enjoy the herbal sauna, candlelit evenings and people who know what they want.',
    lookingFor: ['F', 'MF', 'FF'],
  },
  Sandra_und_Marco: {
    persons: [
      person({ age: 47, heightCm: 185, weightKg: 86, hairColour: 'GREY', eyeColour: 'BLUE', looks: 'SPORTY', sexuality: 'HETERO', dominance: 'DOMINANT', smoking: 'NO' }),
      person({ age: 44, heightCm: 170, weightKg: 62, hairColour: 'BLOND', eyeColour: 'GREEN', looks: 'FASHIONABLE', sexuality: 'BISEXUAL', dominance: 'BOTH', smoking: 'NO' }),
    ],
    about: 'Wir sind seit 20 Jahren ein Paar und geniessen die gemeinsamen Abende im Club. Wir mögen gepflegte, humorvolle Menschen und lassen uns gern Zeit beim Kennenlernen.',
    // Men too: the demo member Reto_ZH (a man) then finds a verified couple's classified and profile.
    lookingFor: ['M', 'F', 'MF'],
  },
  Paerli_Zueri: {
    persons: [
      person({ age: 38, heightCm: 180, weightKg: 78, hairColour: 'BROWN', eyeColour: 'BROWN', looks: 'SPORTY', sexuality: 'HETERO', dominance: 'BOTH', smoking: 'NO' }),
      person({ age: 35, heightCm: 166, weightKg: 57, hairColour: 'BLACK', eyeColour: 'BROWN', looks: 'INDIVIDUAL', sexuality: 'BI_CURIOUS', dominance: 'SUBMISSIVE', smoking: 'NO' }),
    ],
    about: 'Junges Paar aus der Stadt. Wir sind neu hier und freuen uns auf entspannte Abende mit anderen Paaren.',
    lookingFor: ['MF'],
  },
  Anna_and_Tom: {
    persons: [
      person({ age: 33, heightCm: 188, weightKg: 84, hairColour: 'BLOND', eyeColour: 'BLUE', looks: 'FASHIONABLE', sexuality: 'HETERO', dominance: 'DOMINANT', smoking: 'NO' }),
      person({ age: 31, heightCm: 164, weightKg: 55, hairColour: 'BROWN', eyeColour: 'HAZEL', looks: 'FASHIONABLE', sexuality: 'BISEXUAL', dominance: 'BOTH', smoking: 'SOMETIMES' }),
    ],
    about: 'Expat couple living in Zug. We like cocktails in the lounge, dancing and getting to know new people slowly.',
    lookingFor: ['M', 'F', 'MF'],
  },
  Jonas_und_Dario: {
    persons: [
      person({ age: 34, heightCm: 183, weightKg: 79, hairColour: 'BLACK', eyeColour: 'BROWN', looks: 'SPORTY', sexuality: 'HOMOSEXUAL', dominance: 'BOTH', smoking: 'NO' }),
      person({ age: 39, heightCm: 177, weightKg: 82, hairColour: 'BROWN', eyeColour: 'GREEN', looks: 'INDIVIDUAL', sexuality: 'HOMOSEXUAL', dominance: 'DOMINANT', smoking: 'NO' }),
    ],
    about: 'Zwei Männer, ein Herz für Whirlpools und gute Drinks. Wir sind oft am Wochenende in der Lounge.',
    lookingFor: ['M', 'MM'],
  },
  Urs_und_Fabian: {
    persons: [
      person({ age: 55, heightCm: 178, weightKg: 85, hairColour: 'GREY', eyeColour: 'GREY', looks: 'INDIVIDUAL', sexuality: 'HOMOSEXUAL', dominance: 'SUBMISSIVE', smoking: 'NO' }),
      person({ age: 48, heightCm: 181, weightKg: 77, hairColour: 'BALD', eyeColour: 'BLUE', looks: 'SPORTY', sexuality: 'BISEXUAL', dominance: 'VERY_DOMINANT', smoking: 'YES' }),
    ],
    about: 'A relaxed couple from Winterthur. Saunas, long talks and the garden in summer are our favourite things here.',
    lookingFor: ['M', 'MF', 'MM'],
  },
  Lea_und_Mirjam: {
    persons: [
      person({ age: 29, heightCm: 169, weightKg: 61, hairColour: 'RED', eyeColour: 'GREEN', looks: 'INDIVIDUAL', sexuality: 'HOMOSEXUAL', dominance: 'BOTH', smoking: 'NO' }),
      person({ age: 32, heightCm: 174, weightKg: 66, hairColour: 'BROWN', eyeColour: 'BLUE', looks: 'SPORTY', sexuality: 'BISEXUAL', dominance: 'DOMINANT', smoking: 'NO' }),
    ],
    about: 'Zwei Frauen, die das Leben feiern. Wir lieben den Garten-Club, Konzerte und ehrliche Begegnungen unter Frauen.',
    lookingFor: ['F', 'FF'],
  },
  Corinne_und_Jana: {
    persons: [
      person({ age: 41, heightCm: 167, weightKg: 64, hairColour: 'BLOND', eyeColour: 'BLUE', looks: 'FASHIONABLE', sexuality: 'BISEXUAL', dominance: 'VERY_SUBMISSIVE', smoking: 'NO' }),
      person({ age: 38, heightCm: 171, weightKg: 59, hairColour: 'BLACK', eyeColour: 'BROWN', looks: 'SPORTY', sexuality: 'BISEXUAL', dominance: 'DOMINANT', smoking: 'SOMETIMES' }),
    ],
    about: 'Friends and partners from Geneva, often in town for the themed nights. We enjoy good food and open conversations.',
    lookingFor: ['F', 'MF', 'FF'],
  },
};

/** Where each demo member lives (a canton, as the names suggest), shown on cards and profiles. */
const REGION_OF: Record<string, Region> = {
  Reto_ZH: 'ZH',
  Beat_Baerner: 'BE',
  Luca_TI: 'TI',
  Seraina_GR: 'GR',
  Nadja_LU: 'LU',
  Chantal_BS: 'BS',
  Sandra_und_Marco: 'SG',
  Paerli_Zueri: 'ZH',
  Anna_and_Tom: 'ZG',
  Jonas_und_Dario: 'AG',
  Urs_und_Fabian: 'SZ',
  Lea_und_Mirjam: 'TG',
  Corinne_und_Jana: 'BL',
};

/** Names of the demo members that get a filled profile. */
export const DEMO_PROFILE_USERNAMES = Object.keys(PROFILES);

/** Fills the demo profiles that are still empty; returns how many profiles it filled. */
export async function seedDemoProfiles(tx: DbOrTx): Promise<number> {
  const members = await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, DEMO_PROFILE_USERNAMES));
  let filled = 0;
  for (const member of members) {
    const demo = PROFILES[member.username];
    if (!demo) continue;
    const written = await tx
      .insert(profiles)
      .values({ userId: member.id, about: demo.about, lookingFor: demo.lookingFor, region: REGION_OF[member.username] ?? null })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { about: demo.about, lookingFor: demo.lookingFor, region: REGION_OF[member.username] ?? null, updatedAt: sql`now()` },
        // A profile another seed step created (e.g. with an avatar) but nobody filled yet.
        setWhere: sql`${profiles.about} = '' and cardinality(${profiles.lookingFor}) = 0`,
      })
      .returning({ userId: profiles.userId });
    if (written.length === 0) continue;
    filled += 1;
    await tx
      .insert(profilePersons)
      .values(demo.persons.map((p, i) => ({ userId: member.id, position: i + 1, ...p })))
      .onConflictDoNothing();
    if (demo.visitableOnlyByVerified) await tx.insert(userSettings).values({ userId: member.id, visitableOnlyByVerified: true }).onConflictDoNothing();
  }
  return filled;
}
