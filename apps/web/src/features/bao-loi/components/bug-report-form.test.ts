import { describe, expect, it } from 'vitest';
import { pageAddressOf } from './bug-report-form';

describe('the page address of a bug report', () => {
  it('names the page the user came from on this site', () => {
    expect(pageAddressOf('/chuyenmon/sodiemnhanxet?lop=3', 'https://portal.hpl.edu.vn')).toBe(
      'https://portal.hpl.edu.vn/chuyenmon/sodiemnhanxet?lop=3',
    );
  });

  it('falls back to this page for a missing or foreign address', () => {
    expect(pageAddressOf(null)).toBe(window.location.href);
    expect(pageAddressOf('https://evil.example/x')).toBe(window.location.href);
  });
});
