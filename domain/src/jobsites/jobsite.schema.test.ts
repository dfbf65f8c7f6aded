import { describe, expect, it } from 'vitest';
import { jobAndPhase } from './job.schema';
import { nicknameKey, parseCoordinates } from './jobsite.schema';

describe('coordinates search (spec 1 §5)', () => {
  it('reads two numbers separated by commas or spaces, latitude first', () => {
    expect(parseCoordinates('38.9498, -92.3273')).toEqual({
      latitude: 38.9498,
      longitude: -92.3273,
    });
    expect(parseCoordinates('  38.9498   -92.3273 ')).toEqual({
      latitude: 38.9498,
      longitude: -92.3273,
    });
    expect(parseCoordinates('38,-92')).toEqual({ latitude: 38, longitude: -92 });
    expect(parseCoordinates('+.5 , 1.')).toEqual({ latitude: 0.5, longitude: 1 });
  });

  it('finds nothing in anything else, or off the globe', () => {
    for (const text of [
      '',
      '38.9',
      '1 2 3',
      'abc, def',
      '38.9N, 92.3W',
      '91, 0',
      '0, 181',
      '1e3 2',
    ]) {
      expect(parseCoordinates(text), text).toBeNull();
    }
  });
});

describe('jobsite names and phases', () => {
  it('compares names without case or whitespace', () => {
    expect(nicknameKey(' North \t Yard ')).toBe(nicknameKey('northyard'));
    expect(nicknameKey('Pits')).not.toBe(nicknameKey('Pit'));
  });

  it('reads a phase’s parent as the job', () => {
    expect(jobAndPhase(null)).toEqual({ jobId: null, phaseId: null });
    expect(jobAndPhase({ job_id: 4, parent_job_id: null })).toEqual({ jobId: 4, phaseId: null });
    expect(jobAndPhase({ job_id: 5, parent_job_id: 4 })).toEqual({ jobId: 4, phaseId: 5 });
  });
});
