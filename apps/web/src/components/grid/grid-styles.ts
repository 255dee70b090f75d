import { theme } from 'antd';
import type { CSSProperties } from 'react';

/**
 * THE look of a mark grid (national gradebook, Cambridge results) in the current theme: bordered cells, a sticky header,
 * inputs that fill their cell, a tint on unsaved cells, a red outline on invalid ones, a dashed amber one on cells
 * waiting for a decision elsewhere (a pending change request), grey read-only cells.
 */
export function useGridStyles() {
  const { token } = theme.useToken();
  const border = `1px solid ${token.colorBorderSecondary}`;
  const cell: CSSProperties = { border, padding: 0, minWidth: 56 };
  const head: CSSProperties = {
    border,
    padding: '6px 8px',
    background: token.colorFillQuaternary,
    fontWeight: 600,
    whiteSpace: 'nowrap',
    position: 'sticky',
    top: 0,
    zIndex: 1,
  };
  const input = (state: {
    editable: boolean;
    dirty?: boolean;
    invalid?: boolean;
    pending?: boolean;
  }): CSSProperties => ({
    width: '100%',
    minWidth: 52,
    height: 32,
    border: 'none',
    outline: state.invalid
      ? `2px solid ${token.colorError}`
      : state.pending
        ? `2px dashed ${token.colorWarning}`
        : undefined,
    outlineOffset: state.pending && !state.invalid ? -3 : undefined,
    textAlign: 'center',
    font: 'inherit',
    color: state.editable ? token.colorText : token.colorTextSecondary,
    background: state.editable ? (state.dirty ? token.colorWarningBg : 'transparent') : token.colorFillTertiary,
    cursor: state.editable ? 'text' : 'default',
  });
  const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' };
  const scroller: CSSProperties = { overflow: 'auto', maxHeight: '70vh' };
  return { token, cell, head, input, table, scroller };
}
