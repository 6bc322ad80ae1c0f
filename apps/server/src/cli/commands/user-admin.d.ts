export declare const userAdmin: import("../command.js").Command<{
    email: string;
    admin: boolean;
}>;
