// What screens outside this feature may use (app/chat-roulette.screen.tsx composes the report button in).
export { RouletteScreen } from './roulette.route.js';
export type { RouletteReportAction } from './RouletteChat.js';
