import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text';

const PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '<a href="javascript:window.__xss=1">click</a>',
  'javascript:window.__xss=1',
  '"><svg onload=window.__xss=1>',
];

describe('MessageText', () => {
  it('renders markup as text and makes no element from it', () => {
    for (const payload of PAYLOADS) {
      const { container, unmount } = render(<MessageText text={payload} />);
      expect(container.textContent).toBe(payload);
      expect(container.querySelectorAll('script, img, svg, a')).toHaveLength(0);
      unmount();
    }
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('links http and https addresses only, in a new tab without opener', () => {
    const { container } = render(<MessageText text="xem https://hpl.edu.vn và ftp://x.y" />);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://hpl.edu.vn/');
    expect(links[0]!.getAttribute('rel')).toContain('noopener');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
  });
});
