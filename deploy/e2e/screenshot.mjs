#!/usr/bin/env node
// Screenshots of the composed site for a look by eye: node deploy/e2e/screenshot.mjs BASE PATH...
// Writes /tmp/shots/<path>_<width>.png. Env: W (viewport width, 1280), FULL=1 (full page),
// WAIT (ms after load, 1500), TOKEN and USERJSON (a session put into localStorage first).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

mkdirSync('/tmp/shots', { recursive: true });
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
const width = Number(process.env.W ?? 1280);
const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: 'tr-TR' });
if (process.env.TOKEN) await ctx.addInitScript(([t,u]) => { localStorage.setItem('token', t); localStorage.setItem('user', u); }, [process.env.TOKEN, process.env.USERJSON]);
const page = await ctx.newPage();
page.on('console', m => { if (m.type()==='error') console.log('console error:', m.text().slice(0,300)); });
page.on('pageerror', e => console.log('pageerror:', e.message.slice(0,300)));
for (const p of paths) {
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(Number(process.env.WAIT ?? 1500));
  const name = `/tmp/shots/${(p.replace(/[^a-z0-9]+/gi,'_') || 'home')}_${width}.png`;
  await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
  console.log(name, page.url());
}
await browser.close();
