import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpiryTag } from './expiry-tag';

describe('the expiry tag', () => {
  it('says how many days are left or since when it expired', () => {
    render(
      <>
        <ExpiryTag days={25} />
        <ExpiryTag days={-3} />
      </>,
    );
    expect(screen.getByText('Còn 25 ngày')).toBeTruthy();
    expect(screen.getByText('Đã hết hạn 3 ngày')).toBeTruthy();
  });
});
