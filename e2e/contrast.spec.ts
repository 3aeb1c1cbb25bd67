import { expect, type Locator, type Page, test } from '@playwright/test';
import { signedInPlayer } from './helpers';

// Issue 15: small text reads at 4.5:1 or more against what is really behind it. axe cannot judge text
// on gradients and translucent cards, so this test samples the pixels: it hides the text, takes a
// picture of the element and compares the text colour with the lightest pixel behind it.

const MIN_CONTRAST = 4.5;

function luminance([r, g, b]: readonly number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The lightest colour behind the element's text, read from a picture taken with the text hidden. */
async function backgroundBehind(page: Page, element: Locator): Promise<number[]> {
  await element.evaluate((node) => {
    for (const each of [node, ...node.querySelectorAll('*')])
      (each as HTMLElement).style.setProperty('color', 'transparent', 'important');
  });
  // A picture of the page cut to the element's box: an element screenshot first waits for the element
  // to hold still, which a card's endless animation can keep it from doing on a slow machine.
  await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  const clip = await element.boundingBox({ timeout: 5_000 });
  if (!clip) throw new Error('the element has no box');
  const picture = await page.screenshot({ clip, animations: 'disabled' });
  await element.evaluate((node) => {
    for (const each of [node, ...node.querySelectorAll('*')])
      (each as HTMLElement).style.removeProperty('color');
  });
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return [0, 0, 0];
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let lightest = [0, 0, 0];
    let best = -1;
    for (let index = 0; index < data.length; index += 4) {
      const [r = 0, g = 0, b = 0] = [data[index], data[index + 1], data[index + 2]];
      const score = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      if (score > best) {
        best = score;
        lightest = [r, g, b];
      }
    }
    return lightest;
  }, picture.toString('base64'));
}

async function textColour(element: Locator): Promise<number[]> {
  const css = await element.evaluate((node) => getComputedStyle(node).color);
  return (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
}

/** Checks up to `limit` visible elements with the faint (and the muted) text colour. */
async function checkFaintText(page: Page, where: string, limit = 8) {
  await checkText(page, '.text-ink-faint:visible', where, limit);
  await checkText(page, '.text-ink-muted:visible', where, 4);
}

async function checkText(page: Page, selector: string, where: string, limit: number) {
  const faint = page.locator(selector);
  const count = Math.min(await faint.count(), 40);
  let checked = 0;
  for (let index = 0; index < count && checked < limit; index += 1) {
    const element = faint.nth(index);
    const text = (await element.evaluate((node) => node.textContent ?? '')).trim();
    if (!text || !(await element.isVisible())) continue;
    // A node the page has since re-rendered away is skipped, not waited for.
    const box = await element.boundingBox({ timeout: 5_000 }).catch(() => null);
    if (!box || box.width < 4 || box.height < 4) continue;
    const ratio = contrast(
      luminance(await textColour(element)),
      luminance(await backgroundBehind(page, element)),
    );
    expect(ratio, `${where}: "${text.slice(0, 40)}" at ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
      MIN_CONTRAST,
    );
    checked += 1;
  }
  expect(checked, `${where}: ${selector} text was found to check`).toBeGreaterThan(0);
}

test.describe('contrast of the faint and muted text', () => {
  // One test a page, each with its own time budget: a slow machine delays one page, not all of them.
  for (const path of ['/games/dice', '/games/slots', '/games/mines', '/shop', '/profile']) {
    test(`sidebar and ${path}`, async ({ page, request }) => {
      await signedInPlayer(page, request, path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await checkFaintText(page, path);
    });
  }

  test('footer', async ({ page, request }) => {
    await signedInPlayer(page, request, '/games/dice');
    await expect(page.getByRole('button', { name: 'Roll Dice' })).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await checkFaintText(page, 'footer', 12);
  });
});
