import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowserApis } from '../test-support/jsdom-stubs';
import { StatusHistory, StatusTransition } from './status-transition';

beforeAll(stubBrowserApis);
// Antd's dialog opens with an animation; on a loaded machine one test takes longer than the default 5 s.
const SLOW = 30_000;
afterEach(cleanup);

type Status = 'dangXuLy' | 'daSua' | 'khongSua';
const steps = [
  { to: 'daSua' as const, label: 'Đã sửa', tone: 'primary' as const },
  { to: 'khongSua' as const, label: 'Không sửa', tone: 'danger' as const },
];

describe('the status transition', () => {
  it(
    'shows a button per allowed step and sends the chosen step with its comment once confirmed',
    async () => {
      const submit = vi.fn(async () => undefined);
      render(
        <StatusTransition<Status>
          steps={steps}
          confirmTitle={(to) => `Chuyển sang ${to}?`}
          okText="Xác nhận"
          commentLabel="Ghi chú"
          pending={false}
          submit={submit}
        />,
      );
      expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Đã sửa', 'Không sửa']);
      expect(screen.getByRole('button', { name: 'Không sửa' }).classList.contains('ant-btn-dangerous')).toBe(true);

      fireEvent.click(screen.getByRole('button', { name: 'Không sửa' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Chuyển sang khongSua?')).toBeTruthy();
      fireEvent.change(within(dialog).getByLabelText('Ghi chú'), { target: { value: 'Trùng lỗi #12' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' })));
      await waitFor(() => expect(submit).toHaveBeenCalledWith('khongSua', { ghiChu: 'Trùng lỗi #12' }));
    },
    SLOW,
  );

  it(
    'asks for the fields a step needs and keeps the dialog open until they are filled',
    async () => {
      const submit = vi.fn(async () => undefined);
      render(
        <StatusTransition<Status, { ghiChu?: string; ngay?: string }>
          steps={steps}
          confirmTitle={() => 'Xác nhận?'}
          okText="OK"
          commentLabel="Ghi chú"
          pending={false}
          fields={(to) =>
            to === 'daSua' ? (
              <Form.Item name="ngay" label="Ngày" rules={[{ required: true, message: 'Chọn ngày' }]}>
                <Input />
              </Form.Item>
            ) : null
          }
          submit={submit}
        />,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Đã sửa' }));
      const dialog = await screen.findByRole('dialog');
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'OK' })));
      expect(await within(dialog).findByText('Chọn ngày')).toBeTruthy();
      expect(submit).not.toHaveBeenCalled();
      fireEvent.change(within(dialog).getByLabelText('Ngày'), { target: { value: '2026-12-01' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'OK' })));
      await waitFor(() => expect(submit).toHaveBeenCalledWith('daSua', { ngay: '2026-12-01' }));
    },
    SLOW,
  );

  it(
    'lists the history: status, who and when, and the comment when there is one',
    () => {
      render(
        <StatusHistory
          items={[
            { key: 1, status: 'Mới', who: 'Nguyễn Văn A', when: '2026-11-20T02:00:00Z', comment: null },
            { key: 2, status: 'Đã sửa', who: 'Quản trị', when: '2026-11-21T03:30:00Z', comment: 'Đã vá' },
          ]}
        />,
      );
      expect(screen.getByText('Mới')).toBeTruthy();
      expect(screen.getByText(/Nguyễn Văn A ·/)).toBeTruthy();
      expect(screen.getByText('Đã vá')).toBeTruthy();
    },
    SLOW,
  );
});
