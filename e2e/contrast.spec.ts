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

/** Hides (or shows again) the text of the elements and of everything inside them. */
async function hideText(elements: Locator[], hidden: boolean) {
  for (const element of elements) {
    await element.evaluate((node, hide) => {
      for (const each of [node, ...node.querySelectorAll('*')]) {
        const style = (each as HTMLElement).style;
        if (hide) style.setProperty('color', 'transparent', 'important');
        else style.removeProperty('color');
      }
    }, hidden);
  }
}

type Box = { x: number; y: number; width: number; height: number };

/** The lightest colour in each box of a picture of the viewport (a PNG), read in the page. */
function lightestIn(page: Page, picture: Buffer, boxes: Box[]): Promise<number[][]> {
  return page.evaluate(
    async ({ base64, boxes }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return boxes.map(() => [0, 0, 0]);
      context.drawImage(image, 0, 0);
      return boxes.map((box) => {
        const left = Math.max(0, Math.floor(box.x));
        const top = Math.max(0, Math.floor(box.y));
        const width = Math.min(canvas.width, Math.ceil(box.x + box.width)) - left;
        const height = Math.min(canvas.height, Math.ceil(box.y + box.height)) - top;
        if (width <= 0 || height <= 0) return [0, 0, 0];
        const { data } = context.getImageData(left, top, width, height);
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
      });
    },
    { base64: picture.toString('base64'), boxes },
  );
}

async function textColour(element: Locator): Promise<number[]> {
  const css = await element.evaluate((node) => getComputedStyle(node).color);
  return (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
}

/** Checks up to `limit` visible elements with the faint (and the muted) text colour. */
async function checkFaintText(page: Page, where: string, limit = 8) {
  const chosen = [
    ...(await textToCheck(page, '.text-ink-faint:visible', where, limit)),
    ...(await textToCheck(page, '.text-ink-muted:visible', where, 4)),
  ];
  // All the chosen text is hidden at once, and one picture of the viewport serves every element in
  // view: a picture per element made this the slowest of the browser tests.
  await hideText(
    chosen.map((each) => each.element),
    true,
  );
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  // Text scrolled under the page's sticky or fixed top bar is covered by it, not in view.
  const bars = await page.evaluate(() =>
    [...document.querySelectorAll('header')]
      .filter((node) => ['sticky', 'fixed'].includes(getComputedStyle(node).position))
      .map((node) => node.getBoundingClientRect())
      .filter((rect) => rect.height > 0 && rect.top <= 0)
      .map((rect) => ({ left: rect.left, right: rect.right, bottom: rect.bottom })),
  );
  const covered = (box: Box) =>
    bars.some((bar) => box.y < bar.bottom && box.x < bar.right && box.x + box.width > bar.left);
  const inView = (box: Box) => box.y >= 0 && box.y + box.height <= viewport.height && !covered(box);
  let pending = [...chosen];
  while (pending.length > 0) {
    const boxes = await Promise.all(
      // A node the page has since re-rendered away is skipped, not waited for.
      pending.map((each) => each.element.boundingBox({ timeout: 5_000 }).catch(() => null)),
    );
    const measurable = pending
      .map((each, index) => ({ ...each, box: boxes[index] ?? null }))
      .filter((each): each is (typeof pending)[number] & { box: Box } => each.box !== null);
    const now = measurable.filter((each) => inView(each.box));
    const later = measurable.filter((each) => !inView(each.box));
    if (now.length > 0) {
      const backgrounds = await lightestIn(
        page,
        await page.screenshot({ animations: 'disabled' }),
        now.map((each) => each.box),
      );
      now.forEach(({ text, colour }, index) => {
        const ratio = contrast(luminance(colour), luminance(backgrounds[index] ?? [0, 0, 0]));
        expect(ratio, `${where}: "${text.slice(0, 40)}" at ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
          MIN_CONTRAST,
        );
      });
    }
    // Those off screen wait for a later picture, with the first of them scrolled to the middle.
    const [next] = later;
    if (next) {
      await next.element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      const box = await next.element.boundingBox({ timeout: 5_000 }).catch(() => null);
      if (box && !inView(box)) throw new Error(`${where}: "${next.text}" cannot be scrolled into view`);
    }
    pending = later;
  }
  await hideText(
    chosen.map((each) => each.element),
    false,
  );
}

/** Up to `limit` visible elements matching `selector` that hold text, with their text colour. */
async function textToCheck(page: Page, selector: string, where: string, limit: number) {
  const faint = page.locator(selector);
  const count = Math.min(await faint.count(), 40);
  const chosen: { element: Locator; text: string; colour: number[] }[] = [];
  for (let index = 0; index < count && chosen.length < limit; index += 1) {
    const element = faint.nth(index);
    const text = (await element.evaluate((node) => node.textContent ?? '')).trim();
    if (!text || !(await element.isVisible())) continue;
    // A node the page has since re-rendered away is skipped, not waited for.
    const box = await element.boundingBox({ timeout: 5_000 }).catch(() => null);
    if (!box || box.width < 4 || box.height < 4) continue;
    chosen.push({ element, text, colour: await textColour(element) });
  }
  expect(chosen.length, `${where}: ${selector} text was found to check`).toBeGreaterThan(0);
  return chosen;
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
    // The live bets under the game arrive in their own chunk: measured once they are in place.
    await expect(page.getByRole('heading', { name: 'Live bets' })).toBeVisible();
    await expect(page.getByRole('tabpanel').filter({ hasText: /Loading live bets/ })).toHaveCount(0);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await checkFaintText(page, 'footer', 12);
  });
});
