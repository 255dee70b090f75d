import { render } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAcademicYearId, useAcademicYearStore } from './academic-year-store';

function Screen() {
  const year = useAcademicYearId();
  return <p>{`year ${year}`}</p>;
}

/** A screen at `screenPath` (its own `<Routes location>`, as a tab's page is) while the address is `address`. */
function renderScreen(screenPath: string, address: string) {
  window.history.replaceState({}, '', address);
  return render(
    <BrowserRouter>
      <Routes location={screenPath}>
        <Route path={screenPath} element={<Screen />} />
      </Routes>
    </BrowserRouter>,
  );
}

describe('useAcademicYearId', () => {
  afterEach(() => {
    window.history.replaceState({}, '', '/');
    useAcademicYearStore.setState({ namHocId: null });
  });

  it('writes the chosen year into the address of the screen on show', () => {
    useAcademicYearStore.setState({ namHocId: 2 });
    const { getByText } = renderScreen('/dashboard/workplace', '/dashboard/workplace');
    getByText('year 2');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/dashboard/workplace?namHoc=2');
  });

  it('leaves the address alone when the screen is no longer the one at the address (a closed tab)', () => {
    useAcademicYearStore.setState({ namHocId: 2 });
    const { getByText } = renderScreen('/dashboard/workplace', '/quanly/hehoc');
    getByText('year 2');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/quanly/hehoc');
  });
});
