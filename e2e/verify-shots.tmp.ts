// Temporary (not committed): screenshots of the verification screens only.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { startApp } from './support/app-process.js';
import { DEMO, graphqlAt, planRoutes, settle, signInOnPage } from './support/route-plan.js';
import { DEMO_ACCOUNTS, DEMO_MEMBER_PASSWORD } from '../apps/server/src/modules/demo/demo-accounts.js';

const out = '/tmp/shots';
const SIZES = [{ width: 375, height: 812 }, { width: 1280, height: 800 }];
async function main() {
  const app = await startApp({ NODE_ENV: 'development', LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const plan = await planRoutes(app.url);
    const gql = graphqlAt(app.url);
    const luca = DEMO_ACCOUNTS.find((a) => a.username === 'Anna_and_Tom')!;
    const who = { email: luca.email, password: DEMO_MEMBER_PASSWORD };
    const { signIn } = await gql<any>('mutation ($input: SignInInput!) { signIn(input: $input) { token } }', { input: who });
    await gql('mutation { startVerification { id } }', {}, signIn.token);
    const beat = { email: DEMO_ACCOUNTS.find((a) => a.username === 'Beat_Baerner')!.email, password: DEMO_MEMBER_PASSWORD };
    const adminRoutes = plan.admin.filter((r) => /erification|Dashboard/.test(r.name));
    for (const language of ['de', 'en'] as const) {
      for (const [role, cred, routes] of [
        ['member', who, [{ name: 'premium-code', path: '/premium' }]],
        ['unverified', beat, [{ name: 'premium-start', path: '/premium' }]],
        ['admin', DEMO.admin, adminRoutes],
      ] as const) {
        const { signIn: s } = await gql<any>('mutation ($input: SignInInput!) { signIn(input: $input) { token } }', { input: cred });
        await gql('mutation ($language: Language!) { setLanguage(language: $language) { id } }', { language }, s.token);
        const context = await browser.newContext({ baseURL: app.url, locale: language === 'de' ? 'de-CH' : 'en-GB', viewport: SIZES[0] });
        await context.addCookies([{ name: 'venue_lang', value: language, url: app.url }]);
        const page = await context.newPage();
        await signInOnPage(page, cred, language);
        for (const route of routes) {
          await page.goto(route.path);
          await settle(page);
          await page.waitForTimeout(800);
          for (const size of SIZES) {
            await page.setViewportSize(size);
            await page.waitForTimeout(300);
            await page.screenshot({ path: path.join(out, `${role}-${route.name}-${language}-${size.width}.png`), fullPage: true, animations: 'disabled' });
          }
          await page.setViewportSize(SIZES[0]);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  void fs; void sharp;
}
main().catch((e) => { console.error(e); process.exit(1); });
