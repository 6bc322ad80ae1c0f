export declare const userPassword: import("../command.js").Command<{
    email: string;
    password: string;
}>;
