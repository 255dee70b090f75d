import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RecordPageFrame } from './record-page-frame';

const frame = (query: { isLoading: boolean; data: { name: string } | undefined }, back?: boolean) =>
  render(
    <MemoryRouter>
      <RecordPageFrame
        query={query}
        notFound="Không tìm thấy lớp"
        back={back ? { to: '/list', label: 'Quay lại' } : undefined}
        header={(r) => ({ title: r.name })}
      >
        {(r) => <p data-testid="body">{r.name} body</p>}
      </RecordPageFrame>
    </MemoryRouter>,
  );

describe('RecordPageFrame', () => {
  it('shows a spinner while loading, and neither header nor body', () => {
    const { container, queryByTestId } = frame({ isLoading: true, data: undefined });
    expect(container.querySelector('.ant-spin')).not.toBeNull();
    expect(container.querySelector('.page-header')).toBeNull();
    expect(queryByTestId('body')).toBeNull();
  });

  it('shows the header and the empty state with the way back when there is no record', () => {
    const { container, getByText, queryByTestId } = frame({ isLoading: false, data: undefined }, true);
    expect(container.querySelector('.page-header')).not.toBeNull();
    getByText('Không tìm thấy lớp');
    expect(getByText('Quay lại').closest('a')?.getAttribute('href')).toBe('/list');
    expect(queryByTestId('body')).toBeNull();
  });

  it('has no link back when the page has no list', () => {
    const { container } = frame({ isLoading: false, data: undefined });
    expect(container.querySelector('a')).toBeNull();
  });

  it('shows the record header and body', () => {
    const { getByTestId, getAllByText } = frame({ isLoading: false, data: { name: '10A1 Toán' } });
    expect(getByTestId('body').textContent).toBe('10A1 Toán body');
    expect(getAllByText('10A1 Toán').length).toBeGreaterThan(0);
  });
});
