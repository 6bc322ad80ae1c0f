import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The theme's colours and fonts, made at build time (scripts/theme-css.ts).
import 'virtual:theme.css';
// Styles of what the server renders into the page (carousels, texts): they must be there before the
// first paint, not arrive with the screen's code (decision 0016).
import '@mantine/carousel/styles.css';
import './components/server-html.css';
import './components/plain-button.css';
import './app/fonts.css';
import './app/global.css';
import './app/layout/shell.css';
import { captureInstallPrompt } from './app/pwa/install-offer.js';
import { readServerState } from './ssr/state.js';
import { start } from './app/boot.js';

// On a page the server rendered, the browser runs this once the page has loaded (public/app-loader.js).
captureInstallPrompt();
void start(readServerState());
