import type { Language, Sex } from '@venue/shared';
/**
 * DEMO ONLY. Fixed accounts for demos and manual testing; their passwords are public
 * (README.md, "Demo accounts"). Never seeded with NODE_ENV=production.
 */
export declare const DEMO_MEMBER_PASSWORD = "Demo-Mitglied-2026";
export declare const DEMO_ADMIN_PASSWORD = "Demo-Admin-2026";
export interface DemoAccount {
    username: string;
    email: string;
    sex: Sex | null;
    language: Language;
    phone: string;
    admin?: boolean;
    /** Verified by the venue (ID check / premium), not just activated. */
    verified?: boolean;
    /** Signed up, but neither e-mail nor phone confirmed yet. */
    pending?: boolean;
}
export declare const DEMO_ACCOUNTS: readonly DemoAccount[];
export declare function demoPasswordOf(a: DemoAccount): "Demo-Mitglied-2026" | "Demo-Admin-2026";
