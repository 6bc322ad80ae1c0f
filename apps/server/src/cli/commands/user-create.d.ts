import { type Language, type Sex } from '@venue/shared';
export declare const userCreate: import("../command.js").Command<{
    email: string;
    username: string;
    password: string;
    phone: string | null;
    sex: Sex | null;
    language: Language;
    admin: boolean;
    isVerified: boolean;
    pending: boolean;
}>;
