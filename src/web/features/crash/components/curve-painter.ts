import { CRASH_GROWTH_PER_MS } from '../../../../games/crash';
import { formatMultiplier, formatNumber } from '../../../lib/format';
import { translate } from '../../../lib/i18n';
import { curveFrame } from '../crash-math';

// Draws the round's curve on a 2D canvas: the axes' guide lines and labels, the line from 1.00× to the
// multiplier now, the light under it and a dot at its tip. Gold while it rises, red once crashed.

export type CurveTone = 'rising' | 'crashed' | 'idle';

const COLOURS = {
  rising: { line: '#fcc93b', fill: 'rgb(252 201 59 / 0.28)', glow: 'rgb(252 201 59 / 0.6)' },
  crashed: { line: '#ef4444', fill: 'rgb(239 68 68 / 0.24)', glow: 'rgb(239 68 68 / 0.6)' },
  idle: { line: '#a78bfa', fill: 'rgb(167 139 250 / 0.12)', glow: 'rgb(167 139 250 / 0.4)' },
} as const;

const PAD = { left: 44, right: 16, top: 16, bottom: 26 };
const SAMPLES = 96;

/** How many decimals an axis label needs: 2 shows as 2, 1.5 as 1.5 (at most `most`). */
function decimalsOf(value: number, most: number): number {
  return (Number(value.toFixed(most)).toString().split('.')[1] ?? '').length;
}

/** A round step for guide lines: about four of them across `span`. */
function niceStep(span: number): number {
  const rough = span / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const scaled = rough / power;
  return (scaled < 1.5 ? 1 : scaled < 3.5 ? 2 : scaled < 7.5 ? 5 : 10) * power;
}

/** Sizes the canvas to its box at the screen's pixel density; answers the box in CSS pixels. */
export function fitCanvas(canvas: HTMLCanvasElement): { width: number; height: number } {
  const { width, height } = canvas.getBoundingClientRect();
  const ratio = window.devicePixelRatio || 1;
  const w = Math.round(width * ratio);
  const h = Math.round(height * ratio);
  if (canvas.width !== w || canvas.height !== h) {
    canvas.width = w;
    canvas.height = h;
  }
  canvas.getContext('2d')?.setTransform(ratio, 0, 0, ratio, 0, 0);
  return { width, height };
}

export function paintCurve(canvas: HTMLCanvasElement, elapsedMs: number, tone: CurveTone): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = fitCanvas(canvas);
  const multiplier = Math.exp(CRASH_GROWTH_PER_MS * elapsedMs);
  const { maxMs, maxMultiplier } = curveFrame(elapsedMs, multiplier);
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const x = (ms: number) => PAD.left + (ms / maxMs) * plotW;
  const y = (m: number) => PAD.top + plotH - ((m - 1) / (maxMultiplier - 1)) * plotH;

  context.clearRect(0, 0, width, height);
  context.font = '600 11px ui-sans-serif, system-ui, sans-serif';
  context.lineWidth = 1;
  context.strokeStyle = 'rgb(167 139 250 / 0.12)';
  context.fillStyle = 'rgb(196 181 253 / 0.6)';
  context.textAlign = 'right';
  context.textBaseline = 'middle';
  const mStep = niceStep(maxMultiplier - 1);
  for (let m = 1; m <= maxMultiplier + 1e-9; m += mStep) {
    context.beginPath();
    context.moveTo(PAD.left, y(m));
    context.lineTo(width - PAD.right, y(m));
    context.stroke();
    context.fillText(formatMultiplier(m, decimalsOf(m, 2)), PAD.left - 6, y(m));
  }
  context.textAlign = 'center';
  context.textBaseline = 'top';
  const sStep = niceStep(maxMs / 1000);
  for (let s = sStep; s * 1000 <= maxMs; s += sStep) {
    const seconds = formatNumber(s, decimalsOf(s, 1));
    context.fillText(translate('crash', 'axisSeconds', { seconds }), x(s * 1000), height - PAD.bottom + 8);
  }

  if (elapsedMs <= 0) return;
  const colour = COLOURS[tone];
  context.beginPath();
  for (let i = 0; i <= SAMPLES; i += 1) {
    const ms = (elapsedMs * i) / SAMPLES;
    const px = x(ms);
    const py = y(Math.exp(CRASH_GROWTH_PER_MS * ms));
    if (i === 0) context.moveTo(px, py);
    else context.lineTo(px, py);
  }
  const tipX = x(elapsedMs);
  const tipY = y(multiplier);
  context.lineWidth = 4;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = colour.line;
  context.shadowColor = colour.glow;
  context.shadowBlur = 14;
  context.stroke();
  context.shadowBlur = 0;
  context.lineTo(tipX, y(1));
  context.lineTo(x(0), y(1));
  context.closePath();
  const fill = context.createLinearGradient(0, tipY, 0, y(1));
  fill.addColorStop(0, colour.fill);
  fill.addColorStop(1, 'rgb(0 0 0 / 0)');
  context.fillStyle = fill;
  context.fill();
  context.beginPath();
  context.arc(tipX, tipY, 6, 0, Math.PI * 2);
  context.fillStyle = colour.line;
  context.fill();
}
