export declare const SCENES: readonly ["facade", "bar", "lounge", "restaurant", "sauna", "whirlpool", "garden", "room", "catway", "gallery"];
export type SceneName = (typeof SCENES)[number];
/** The scene as an SVG document of 1600 × 900 px. */
export declare function sceneSvg(scene: SceneName): string;
