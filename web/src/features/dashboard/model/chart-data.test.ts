import { describe, expect, it } from 'vitest';
import {
  barChartHeight,
  hasUsage,
  idleDays,
  idleTotals,
  rentalClassBars,
  rentalTotals,
  utilizationBars,
} from './chart-data';

const group = (name: string, utilization: number) => ({
  id: 1,
  name,
  assets: 2,
  engine_hours: 10,
  idle_hours: 1,
  utilization,
});

describe('utilizationBars', () => {
  it('puts the busiest first, as a percentage to a tenth, ties by name', () => {
    const bars = utilizationBars([
      group('Skid steers', 0.1234),
      group('Excavators', 0.5),
      group('Boom lifts', 0.5),
    ]);
    expect(bars.rows.map((row) => [row.name, row.percent])).toEqual([
      ['Boom lifts', 50],
      ['Excavators', 50],
      ['Skid steers', 12.3],
    ]);
    expect(bars.hidden).toBe(0);
  });

  it('draws at most the limit and counts the rest', () => {
    const bars = utilizationBars(
      Array.from({ length: 13 }, (_, index) => group(`Class ${index}`, index / 13)),
      10,
    );
    expect(bars.rows).toHaveLength(10);
    expect(bars.hidden).toBe(3);
  });
});

const rentalClass = (name: string, onRent: number, available: number, unavailable: number) => ({
  class_id: null,
  name,
  on_rent: onRent,
  available,
  unavailable,
  total: onRent + available + unavailable,
});

describe('rental classes', () => {
  it('draws the classes with assets, largest first', () => {
    const classes = [
      rentalClass('Light towers', 1, 1, 0),
      rentalClass('Empty', 0, 0, 0),
      rentalClass('Excavators', 3, 2, 1),
    ];
    expect(rentalClassBars(classes).rows.map((row) => row.name)).toEqual([
      'Excavators',
      'Light towers',
    ]);
    expect(rentalTotals(classes)).toEqual({ onRent: 4, available: 3, unavailable: 1, total: 8 });
  });
});

describe('idle days', () => {
  const byDay = [
    { day: '2026-05-03', idle_hours: 1.26, engine_hours: 6.04 },
    { day: '2026-05-04', idle_hours: 0, engine_hours: 0 },
  ];

  it('labels each company day and rounds hours to a tenth', () => {
    expect(idleDays(byDay)).toEqual([
      { day: '2026-05-03', label: 'May 3', idle: 1.3, engine: 6 },
      { day: '2026-05-04', label: 'May 4', idle: 0, engine: 0 },
    ]);
    expect(idleTotals(byDay)).toEqual({ idle: 1.26, engine: 6.04 });
  });

  it('has usage only when some day has engine or idle time', () => {
    expect(hasUsage(byDay)).toBe(true);
    expect(hasUsage([{ day: '2026-05-04', idle_hours: 0, engine_hours: 0 }])).toBe(false);
    expect(hasUsage([])).toBe(false);
  });
});

describe('barChartHeight', () => {
  it('grows a row per bar above a floor', () => {
    expect(barChartHeight(0)).toBe(120);
    expect(barChartHeight(10)).toBe(340);
  });
});
