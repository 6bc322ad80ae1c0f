export declare const userTimeout: import("../command.js").Command<{
    email: string;
    until: Date;
}>;
