import type { useGridStyles } from '../../../components/grid/grid-styles';
import type { useGridKeyboard } from '../../../components/grid/use-grid-keyboard';
import { type PrimaryEditor, primaryKey } from './use-primary-editor';

/**
 * One cell of a primary grid (ratings, tests, qualities, comments): an input bound to the editor and the keyboard,
 * flagged while its text is not valid, and marked (with `pendingText` as its tooltip) while its entry has a pending
 * change request; a comment cell is wide and left-aligned and does not select all on focus.
 */
export function PrimaryGridCell(props: {
  editor: PrimaryEditor;
  keyboard: ReturnType<typeof useGridKeyboard>;
  styles: ReturnType<typeof useGridStyles>;
  at: { row: number; col: number };
  hocSinhId: number;
  ky: string;
  field: string;
  editable: boolean;
  label: string;
  invalidText?: string;
  /** Given while the entry has a pending change request: the cell is marked and this is its tooltip. */
  pendingText?: string;
  onFocus?: () => void;
}) {
  const { editor, keyboard, styles, at, field } = props;
  const draft = editor.drafts.get(primaryKey(props.hocSinhId, props.ky, field));
  const invalid = draft !== undefined && draft.value === undefined;
  const comment = field === 'nx';
  const pending = props.pendingText !== undefined;
  return (
    <td style={{ ...styles.cell, minWidth: comment ? 220 : 40, width: comment ? '50%' : undefined }}>
      <input
        ref={keyboard.cellRef(at.row, at.col)}
        value={draft?.text ?? ''}
        readOnly={!props.editable}
        maxLength={comment ? 1000 : 16}
        aria-label={props.label}
        aria-invalid={invalid || undefined}
        data-cell={`${at.row}:${field}`}
        data-pending={pending || undefined}
        title={invalid ? props.invalidText : props.pendingText}
        onChange={(e) => editor.setText(props.hocSinhId, props.ky, field, e.target.value)}
        onKeyDown={(e) => keyboard.onKeyDown(e, at.row, at.col)}
        onPaste={(e) => keyboard.onPaste(e, at.row, at.col)}
        onFocus={(e) => {
          if (!comment) e.currentTarget.select();
          props.onFocus?.();
        }}
        style={{
          ...styles.input({ editable: props.editable, dirty: draft?.dirty, invalid, pending }),
          minWidth: comment ? 200 : 36,
          textAlign: comment ? 'left' : 'center',
          padding: comment ? '0 6px' : undefined,
        }}
      />
    </td>
  );
}
