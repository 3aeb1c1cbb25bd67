import { describe, expect, it } from 'vitest';
import { bandCeiling, bandMoves, bandOf, SUB_BANDS } from './race-bands';

describe('race score bands', () => {
  it('put every score under its band ceiling and at or over the band below it', () => {
    const scores = [
      1,
      2,
      3,
      31,
      32,
      33,
      63,
      64,
      65,
      1000,
      999_999,
      1_000_000,
      2 ** 40 - 1,
      2 ** 40,
      9e14,
      2 ** 53 - 1,
    ];
    for (let s = 1; s < 5000; s += 1) scores.push(s);
    for (let i = 0; i < 2000; i += 1) scores.push(Math.floor(Math.random() * 2 ** 50) + 1);
    for (const score of scores) {
      const band = bandOf(score);
      expect(score, `${score}`).toBeLessThan(bandCeiling(band));
      if (band > 0) expect(score, `${score}`).toBeGreaterThanOrEqual(bandCeiling(band - 1));
    }
  });

  it('never puts a higher score in a lower band, and keeps bands narrow', () => {
    let last = 0;
    for (let score = 1; score < 200_000; score += 7) {
      const band = bandOf(score);
      expect(band).toBeGreaterThanOrEqual(last);
      last = band;
    }
    // Scores of 1,000,000 hundredths: a band spans 1/32 of a power of two.
    const band = bandOf(1_000_000);
    expect(bandCeiling(band) - bandCeiling(band - 1)).toBe(2 ** 19 / SUB_BANDS);
  });

  it('moves a player between bands only when their band changes', () => {
    expect(
      bandMoves([
        { raceId: 1, before: null, after: 100 },
        { raceId: 1, before: 100, after: 101 },
        { raceId: 1, before: 100, after: 10_000 },
        { raceId: 2, before: 5, after: 10_000 },
      ]),
    ).toEqual(
      [
        { raceId: 1, band: bandOf(100), players: 0 + 1 - 1 },
        { raceId: 1, band: bandOf(10_000), players: 1 },
        { raceId: 2, band: bandOf(5), players: -1 },
        { raceId: 2, band: bandOf(10_000), players: 1 },
      ].filter((move) => move.players !== 0),
    );
  });
});
