import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';

/**
 * THE keyboard of a mark grid of `<input>` cells: arrows and Enter (Shift+Enter up) move, Left/Right leave a cell only
 * from its edge (or when all is selected), Ctrl/Cmd+Z undoes, and a block pasted from a spreadsheet (tab-separated
 * rows) goes to `onPasteBlock` from the cell it was pasted in; a single value pastes normally.
 */
export function splitPastedBlock(text: string): string[][] {
  const rows = text.replace(/\r\n?/g, '\n').split('\n');
  if (rows.length > 1 && rows.at(-1) === '') rows.pop();
  return rows.map((row) => row.split('\t'));
}

export function useGridKeyboard(options: {
  rowCount: number;
  colCount: number;
  onUndo: () => void;
  onPasteBlock: (block: string[][], row: number, col: number) => void;
}) {
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const focusAt = (row: number, col: number) => {
    const r = Math.max(0, Math.min(options.rowCount - 1, row));
    const c = Math.max(0, Math.min(options.colCount - 1, col));
    const input = inputs.current.get(`${r}:${c}`);
    input?.focus();
    input?.select();
  };

  /** The `ref` of the input at a row and column. */
  const cellRef = (row: number, col: number) => (el: HTMLInputElement | null) => {
    if (el) inputs.current.set(`${row}:${col}`, el);
    else inputs.current.delete(`${row}:${col}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length;
    const allSelected = input.selectionStart === 0 && input.selectionEnd === input.value.length;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      options.onUndo();
      return;
    }
    const moves: Record<string, [number, number] | undefined> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      Enter: event.shiftKey ? [-1, 0] : [1, 0],
      ArrowLeft: atStart || allSelected ? [0, -1] : undefined,
      ArrowRight: atEnd || allSelected ? [0, 1] : undefined,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusAt(row + move[0], col + move[1]);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, row: number, col: number) => {
    const block = splitPastedBlock(event.clipboardData.getData('text/plain'));
    if (block.length === 1 && block[0]!.length === 1) return;
    event.preventDefault();
    options.onPasteBlock(block, row, col);
  };

  return { cellRef, onKeyDown, onPaste, focusAt };
}
