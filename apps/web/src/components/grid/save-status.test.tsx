import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { stubBrowserApis } from '../../test-support/jsdom-stubs';
import { SaveStatus } from './save-status';
import { failedSave } from './use-grid-editor';

beforeAll(stubBrowserApis);
afterEach(cleanup);

describe('the autosave status after a failed save', () => {
  it('shows the reason and a retry', () => {
    const onRetry = vi.fn();
    const conflict = new ApiError('x', { status: 409, kind: 'http', errors: ['Điểm đã bị thay đổi'] });
    render(<SaveStatus state={failedSave(conflict, 'Điểm đã bị thay đổi')} invalid={0} onRetry={onRetry} />);
    expect(screen.getByRole('status').textContent).toContain('Lưu thất bại: Điểm đã bị thay đổi');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('when the session ended, says so and offers to sign in again in a new tab, keeping the retry', () => {
    const onRetry = vi.fn();
    const ended = new ApiError('x', { status: 401, kind: 'unauthorized' });
    render(<SaveStatus state={failedSave(ended, 'Không có quyền truy cập.')} invalid={0} onRetry={onRetry} />);
    expect(screen.getByRole('status').textContent).toContain('Phiên đăng nhập đã hết hạn nên thay đổi chưa được lưu.');
    const link = screen.getByRole('link', { name: 'Đăng nhập lại (thẻ mới)' });
    expect(link.getAttribute('href')).toBe('/login?expired=1');
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
