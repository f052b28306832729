import { describe, expect, it } from 'vitest';
import { ApiError } from '../kit/api';
import { dispositionFileName, pageCount, pageQuery, sessionProblem } from './admin-client';

describe('failed admin calls', () => {
  it('tell session problems (401 expired, 403 not an admin) from other failures', () => {
    expect(sessionProblem(new ApiError('http', 401, 'unauthorized', 'x'))).toBe('expired');
    expect(sessionProblem(new ApiError('http', 403, 'forbidden', 'x'))).toBe('forbidden');
    expect(sessionProblem(new ApiError('http', 500, 'internal', 'x'))).toBeNull();
    expect(sessionProblem(new ApiError('network', 0, 'network', 'offline'))).toBeNull();
    expect(sessionProblem(new Error('offline'))).toBeNull();
  });
});

describe('paging and downloads', () => {
  it('turns a page number into limit and offset', () => {
    expect(pageQuery(1, 10)).toBe('limit=10&offset=0');
    expect(pageQuery(3, 10)).toBe('limit=10&offset=20');
    expect(pageQuery(0, 10)).toBe('limit=10&offset=0');
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(dispositionFileName('attachment; filename="charlotte-directory-businesses-2026-11-21.csv"')).toBe('charlotte-directory-businesses-2026-11-21.csv');
    expect(dispositionFileName(null)).toBeUndefined();
  });
});
