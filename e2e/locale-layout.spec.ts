import { expect, type Page, test } from '@playwright/test';
import { signedInPlayer } from './helpers';

// Issue 39: German and Portuguese texts run longer than English. Every game page and the home page, in
// every language, at a phone's and a laptop's size: nothing runs off the side of the page, and no
// button or tab cuts its text.

const LOCALES = ['en', 'es', 'pt-BR', 'de'] as const;
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
] as const;
const PAGES = [
  '/',
  '/games/dice',
  '/games/slots',
  '/games/mines',
  '/games/coinflip',
  '/games/blackjack',
  '/games/limbo',
  '/games/plinko',
  '/games/crash',
] as const;

interface Overflow {
  page: { scrollWidth: number; clientWidth: number };
  cut: string[];
}

/** What overflows: the page sideways, and controls whose text is wider than the control shows. */
function measureOverflow(): Overflow {
  const inScroller = (element: HTMLElement) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) return true;
    }
    return false;
  };
  const root = document.documentElement;
  const cut: string[] = [];
  const controls = document.querySelectorAll<HTMLElement>(
    'main button, main [role="tab"], main a, header button',
  );
  for (const control of controls) {
    const style = getComputedStyle(control);
    const rect = control.getBoundingClientRect();
    // Hidden controls, and texts that shorten themselves with an ellipsis on purpose, are not cut.
    if (rect.width === 0 || style.visibility === 'hidden' || style.textOverflow === 'ellipsis') continue;
    if (control.scrollWidth > control.clientWidth + 1 && style.overflowX !== 'visible') {
      cut.push(`${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40)}"`);
    }
    // Inside a strip that scrolls sideways (the crash history's chips), running past the edge is its design.
    if (rect.right > root.clientWidth + 1 && !inScroller(control)) {
      cut.push(
        `${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40)}" runs off the page`,
      );
    }
  }
  return { page: { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }, cut };
}

/** The page is drawn in its language: the shell has its texts, the page has left its spinner. */
async function settled(page: Page, locale: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main button, main a').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

for (const locale of LOCALES) {
  test(`every game page holds its layout in ${locale}`, async ({ page, request }) => {
    test.slow();
    await signedInPlayer(page, request, '/', {
      rich: true,
      storage: { 'ff:locale': JSON.stringify(locale) },
    });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const path of PAGES) {
        // Moved to in the app, as a player does, rather than reloaded: the same pages at a third of the
        // cost. Each page has its own title, so a new title says the new page is drawn.
        const before = await page.title();
        const moved = await page.evaluate((to) => {
          if (window.location.pathname === to) return false;
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
          return true;
        }, path);
        if (moved) await expect(page).not.toHaveTitle(before);
        await settled(page, locale);
        const overflow = await page.evaluate(measureOverflow);
        const where = `${path} at ${size.width}x${size.height} in ${locale}`;
        expect(overflow.page.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(
          overflow.page.clientWidth,
        );
        expect(overflow.cut, `${where}: controls cut their text`).toEqual([]);
      }
    }
  });
}
