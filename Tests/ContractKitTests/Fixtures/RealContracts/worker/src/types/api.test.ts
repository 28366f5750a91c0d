import { describe, it, expect } from 'vitest';
import { toJobResponse } from './api';

describe('toJobResponse', () => {
  it('maps a row', () => {
    expect(toJobResponse({ id: 1 }).jobId).toBe('1');
  });
});
