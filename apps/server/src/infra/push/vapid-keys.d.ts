export interface VapidKeys {
    publicKey: string;
    privateKey: string;
}
export declare function isVapidPublicKey(value: string): boolean;
export declare function isVapidPrivateKey(value: string): boolean;
/** True when the public key is the one that belongs to the private key. */
export declare function vapidKeysMatch(keys: VapidKeys): boolean;
/** A fresh key pair (web-push pads short keys to their full length). */
export declare function generateVapidKeys(): VapidKeys;
/** A VAPID subject must be a mailto: address or an https: URL (web-push refuses anything else). */
export declare function isVapidSubject(value: string): boolean;
/** `mailto:` with the address in MAIL_FROM ("Club Venue <no-reply@…>" or a bare address). */
export declare function defaultVapidSubject(mailFrom: string): string;
