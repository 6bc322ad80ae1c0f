export declare const seedDemoCommand: import("../command.js").Command<{}>;
