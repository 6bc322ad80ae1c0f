// `npm run screenshots`: every screen of the path table at 375×812 and 1280×800, in German and
// English, as a visitor, a demo member and the demo admin, as PNGs in screenshots/ (not committed),
// so they can be looked at side by side. Starts the app on a fresh temporary data dir (demo content).
//
//   npm run screenshots                    all roles, both languages, both widths
//   npm run screenshots -- member en       only the member, only English
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium, type BrowserContext } from 'playwright-core';
import { repoRoot, startApp } from './support/app-process.js';
import { catalogueText, DEMO, graphqlAt, planRoutes, settle, signInOnPage, type Credentials, type Role } from './support/route-plan.js';

const ROLES: Role[] = ['visitor', 'member', 'admin'];
const LANGUAGES = ['de', 'en'] as const;
const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

const args = process.argv.slice(2);
const roles = ROLES.filter((r) => args.length === 0 || args.includes(r) || !args.some((a) => (ROLES as string[]).includes(a)));
const languages = LANGUAGES.filter((l) => args.length === 0 || args.includes(l) || !args.some((a) => (LANGUAGES as readonly string[]).includes(a)));
const out = path.join(repoRoot, 'screenshots');

/** Sets the interface language as the language switcher does: a cookie for the server, localStorage for the app. */
async function chooseLanguage(context: BrowserContext, baseUrl: string, language: 'de' | 'en') {
  await context.addCookies([{ name: 'venue_lang', value: language, url: baseUrl }]);
  await context.addInitScript((lang) => {
    try {
      window.localStorage.setItem('venue.language', lang);
    } catch {
      /* storage refused: the locale decides */
    }
  }, language);
}

/** After sign-in the member's stored language wins: store the one wanted first. */
async function setAccountLanguage(baseUrl: string, who: Credentials, language: 'de' | 'en') {
  const gql = graphqlAt(baseUrl);
  const { signIn } = await gql<{ signIn: { token: string } }>('mutation ($input: SignInInput!) { signIn(input: $input) { token } }', { input: who });
  await gql('mutation ($language: Language!) { setLanguage(language: $language) { id } }', { language }, signIn.token);
}

async function main() {
  const { NODE_ENV: _mode, ...env } = process.env;
  execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], { cwd: repoRoot, env, stdio: 'inherit' });
  const started = Date.now();
  const app = await startApp({ NODE_ENV: 'development', LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  let count = 0;
  try {
    const plan = await planRoutes(app.url);
    for (const role of roles) {
      for (const language of languages) {
        const context = await browser.newContext({ baseURL: app.url, locale: language === 'de' ? 'de-CH' : 'en-GB', viewport: SIZES[0] });
        await chooseLanguage(context, app.url, language);
        const page = await context.newPage();
        page.setDefaultTimeout(20_000);
        if (role !== 'visitor') {
          const who = role === 'admin' ? DEMO.admin : DEMO.member;
          await setAccountLanguage(app.url, who, language);
          await signInOnPage(page, who, language);
        }
        const dir = path.join(out, role, language);
        // A fresh folder per role and language; the others' stay (a narrowed run keeps the rest).
        fs.rmSync(dir, { recursive: true, force: true });
        fs.mkdirSync(dir, { recursive: true });
        for (const route of plan[role]) {
          await page.setViewportSize(SIZES[0]);
          await page.goto(route.path);
          await settle(page);
          for (const size of SIZES) {
            await page.setViewportSize(size);
            const file = path.join(dir, `${route.name.replace(/[^a-zA-Z0-9-]+/g, '_')}.${size.width}.png`);
            await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
            count += 1;
          }
          // The push question (a card over the page) is answered once, as a member does: the first
          // screen that asks keeps it in its picture, the rest show what lies beneath.
          const notNow = page.getByRole('button', { name: catalogueText('push.notNow', language), exact: true });
          if (await notNow.isVisible()) await notNow.click();
        }
        await context.close();
        console.info(`${role} ${language}: ${plan[role].length} screens`);
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  console.info(`${count} screenshots in ${path.relative(process.cwd(), out) || out}/ (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
